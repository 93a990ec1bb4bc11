/**
 * A node of a JSON syntax tree with offsets, the shape jsonc-parser's `parseTree` returns (so its trees and
 * ours are interchangeable). An object's children are `property` nodes whose children are `[key, value]`;
 * a key node's `value` is the decoded key.
 */
export interface JsonNode {
  readonly type: 'object' | 'array' | 'property' | 'string' | 'number' | 'boolean' | 'null';
  readonly offset: number;
  length: number;
  readonly parent?: JsonNode | undefined;
  children?: JsonNode[];
  value?: unknown;
}

/** The value node at a JSON path such as `['navigation', 0, 'pages']`, or undefined when the path does not exist. */
export function findJsonNode(root: JsonNode | undefined, path: readonly (string | number)[]): JsonNode | undefined {
  let node = root;
  for (const segment of path) {
    if (!node) return undefined;
    node = childNode(node, segment);
  }
  return node;
}

/** The deepest existing node along a JSON path (the root when nothing along it exists). */
export function findNearestJsonNode(root: JsonNode, path: readonly (string | number)[]): JsonNode {
  let node = root;
  for (const segment of path) {
    const next = childNode(node, segment);
    if (!next) break;
    node = next;
  }
  return node;
}

function childNode(node: JsonNode, segment: string | number): JsonNode | undefined {
  const children = node.children;
  if (!children) return undefined;
  if (node.type === 'array') return typeof segment === 'number' ? children[segment] : undefined;
  if (node.type !== 'object') return undefined;
  // The last property of a name wins, as in JSON.parse.
  for (let i = children.length - 1; i >= 0; i--) {
    const property = children[i];
    if (property?.children?.[0]?.value === String(segment)) return property.children[1];
  }
  return undefined;
}
