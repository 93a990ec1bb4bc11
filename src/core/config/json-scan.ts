import type { JsonNode } from './json-node.ts';

/**
 * Builds the syntax tree of a text that JSON.parse has already accepted. It skips every check JSON.parse
 * made and records only offsets (and decoded keys), which is about four times faster than jsonc-parser's
 * `parseTree` on large files. `start` skips a byte-order mark.
 */
export function scanValidJson(text: string, start = 0): JsonNode {
  let i = start;

  const skipSpace = (): void => {
    let c = text.charCodeAt(i);
    while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(++i);
  };

  const stringEnd = (from: number): number => {
    let j = text.indexOf('"', from + 1);
    // A quote preceded by an odd number of backslashes is escaped.
    while (text.charCodeAt(j - 1) === 92) {
      let k = j - 1;
      while (text.charCodeAt(k) === 92) k--;
      if ((j - 1 - k) % 2 === 0) break;
      j = text.indexOf('"', j + 1);
    }
    return j + 1;
  };

  const keyNode = (parent: JsonNode): JsonNode => {
    const offset = i;
    i = stringEnd(i);
    const raw = text.slice(offset + 1, i - 1);
    return { type: 'string', offset, length: i - offset, parent, value: raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw };
  };

  const valueNode = (parent: JsonNode | undefined): JsonNode => {
    skipSpace();
    const offset = i;
    const c = text.charCodeAt(i);
    if (c === 34) {
      i = stringEnd(i);
      return { type: 'string', offset, length: i - offset, parent };
    }
    if (c === 123 || c === 91) {
      const close = c === 123 ? 125 : 93;
      const children: JsonNode[] = [];
      const node: JsonNode = { type: c === 123 ? 'object' : 'array', offset, length: 0, parent, children };
      i++;
      skipSpace();
      if (text.charCodeAt(i) === close) i++;
      else {
        for (;;) {
          if (c === 123) {
            skipSpace();
            const property: JsonNode = { type: 'property', offset: i, length: 0, parent: node, children: [] };
            const key = keyNode(property);
            skipSpace();
            i++; // the colon
            const value = valueNode(property);
            property.children = [key, value];
            property.length = i - property.offset;
            children.push(property);
          } else children.push(valueNode(node));
          skipSpace();
          if (text.charCodeAt(i++) === close) break;
        }
      }
      node.length = i - offset;
      return node;
    }
    let d = c;
    while (!(d === 44 || d === 125 || d === 93 || d === 32 || d === 10 || d === 13 || d === 9) && i < text.length) d = text.charCodeAt(++i);
    return { type: c === 116 || c === 102 ? 'boolean' : c === 110 ? 'null' : 'number', offset, length: i - offset, parent };
  };

  return valueNode(undefined);
}
