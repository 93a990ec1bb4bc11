import type { JsonNode } from './json-node.ts';

/**
 * The plain value of a (possibly partial) jsonc-parser tree. Properties without a value are left out;
 * a `__proto__` key becomes an own property, as JSON.parse makes it.
 */
export function jsonNodeValue(node: JsonNode): unknown {
  switch (node.type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const property of node.children ?? []) {
        const key = property.children?.[0];
        const value = property.children?.[1];
        if (!key || !value || typeof key.value !== 'string') continue;
        Object.defineProperty(result, key.value, { value: jsonNodeValue(value), enumerable: true, writable: true, configurable: true });
      }
      return result;
    }
    case 'array':
      return (node.children ?? []).map(jsonNodeValue);
    case 'property':
      return node.children?.[1] ? jsonNodeValue(node.children[1]) : undefined;
    default:
      return node.value;
  }
}
