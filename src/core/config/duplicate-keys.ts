import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { LineIndex } from '../diagnostics/line-index.ts';
import { diagnosticAt } from '../page/page-diagnostic.ts';
import { ConfigCode } from './config-codes.ts';
import type { JsonNode } from './json-node.ts';
import { formatJsonPath } from './json-path.ts';

/**
 * An error at every key an object of the tree has already (`config/duplicate-key`), naming the line of
 * its first occurrence: JSON.parse, like the platform's reader, keeps only the last value of a key, so
 * the earlier one is dropped without a word. `data`: `key`, `firstLine`.
 */
export function duplicateKeys(root: JsonNode, lines: LineIndex, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  // One mutable path, copied only when an error is made.
  const path: (string | number)[] = [];
  const walk = (node: JsonNode): void => {
    const children = node.children ?? [];
    if (node.type === 'array') {
      children.forEach((child, i) => {
        path.push(i);
        walk(child);
        path.pop();
      });
      return;
    }
    if (node.type !== 'object') return;
    const first = new Map<string, JsonNode>();
    for (const property of children) {
      const [key, value] = property.children ?? [];
      if (!key || typeof key.value !== 'string') continue;
      path.push(key.value);
      const earlier = first.get(key.value);
      if (earlier) out.push(duplicate(key, earlier, [...path], lines, file));
      else first.set(key.value, key);
      if (value) walk(value);
      path.pop();
    }
  };
  walk(root);
  return out;
}

function duplicate(key: JsonNode, earlier: JsonNode, path: (string | number)[], lines: LineIndex, file: string): Diagnostic {
  const name = key.value as string;
  const firstLine = lines.rangeOf(earlier.offset, earlier.offset).start.line;
  const at = diagnosticAt({ file, lines }, key.offset, key.offset + key.length, {
    severity: 'error',
    code: ConfigCode.duplicateKey,
    message: `\`${name}\` is set twice in this object (first on line ${firstLine}). The platform's JSON reader keeps only one of them (the last), so the other is ignored: merge the two or remove one.`,
    data: { key: name, firstLine },
  });
  return { ...at, path: formatJsonPath(path) };
}
