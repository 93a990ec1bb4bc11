import { findNodeAtLocation, findNodeAtOffset, parseTree } from 'jsonc-parser';
import type { Node as JsonNode } from 'jsonc-parser';
import type { Diagnostic, Fix } from '../diagnostics/diagnostic.ts';
import { diagnosticOffsets } from './diagnostic-offsets.ts';

/**
 * Quick fixes for an unknown docs.json key (`config/unknown-key`, `config/invalid-social-platform`):
 * "Rename to `x`" when the rule found a near key (`data.suggestion`), and "Remove key `k`". Empty when
 * no property is at the diagnostic.
 */
export function unknownKeyFixes(text: string, diagnostic: Diagnostic): Fix[] {
  const { file } = diagnostic;
  const property = propertyAt(text, diagnostic);
  const key = property?.children?.[0];
  if (!property || !key || key.type !== 'string' || typeof key.value !== 'string') return [];
  const fixes: Fix[] = [];
  const suggestion = diagnostic.data?.['suggestion'];
  // Never a rename to a key the object has already: that would make a duplicate key (config/duplicate-key).
  const taken = property.parent?.children?.some((p) => p.children?.[0]?.value === suggestion) === true;
  if (typeof suggestion === 'string' && suggestion !== key.value && !taken) {
    fixes.push({ title: `Rename to \`${suggestion}\``, edits: [{ file, start: key.offset, end: key.offset + key.length, text: JSON.stringify(suggestion) }] });
  }
  const removal = removalRange(text, property);
  fixes.push({ title: `Remove key \`${key.value}\``, edits: [{ file, start: removal.start, end: removal.end, text: '' }] });
  return fixes;
}

/** The property node whose key or value starts the diagnostic's range, else the one its `path` names. */
function propertyAt(text: string, diagnostic: Diagnostic): JsonNode | undefined {
  const root = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  if (!root) return undefined;
  const offset = diagnosticOffsets(text, diagnostic).start;
  const node = findNodeAtOffset(root, offset);
  if (node?.type === 'property') return node;
  if (node?.parent?.type === 'property') return node.parent;
  if (diagnostic.path) {
    const value = findNodeAtLocation(root, parseJsonPath(diagnostic.path));
    if (value?.parent?.type === 'property') return value.parent;
  }
  return undefined;
}

/** Parses a diagnostic's `path`, `navigation[0].pages[2]`, into `['navigation', 0, 'pages', 2]`. */
export function parseJsonPath(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(m[2] !== undefined ? Number(m[2]) : (m[1] ?? ''));
  return out;
}

/**
 * The text to delete to remove a property with its comma: up to the next property when there is one,
 * from the end of the previous one when it is the last, the whole inside of the braces when it is alone.
 */
function removalRange(text: string, property: JsonNode): { start: number; end: number } {
  const siblings = property.parent?.children ?? [];
  const index = siblings.indexOf(property);
  const next = siblings[index + 1];
  if (next) return { start: property.offset, end: next.offset };
  const previous = siblings[index - 1];
  const end = property.offset + property.length;
  if (previous) return { start: previous.offset + previous.length, end };
  const parent = property.parent;
  if (parent && text[parent.offset] === '{' && text[parent.offset + parent.length - 1] === '}') return { start: parent.offset + 1, end: parent.offset + parent.length - 1 };
  return { start: property.offset, end };
}
