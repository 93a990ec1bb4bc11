import { parseTree } from 'jsonc-parser';
import type { Node as JsonNode } from 'jsonc-parser';

import { stripPageExtension } from '../core/index.ts';
import type { TextChange } from './text-changes.ts';

/**
 * The edits to a docs.json text that follow a page (or a folder of pages) from `from` to `to`:
 * every string in a `pages` array under `navigation` that names the page (or a page inside the
 * folder) is rewritten. Paths are project paths (`guides/a.mdx`, or a folder `guides`); entries
 * are compared without extension and leading slash. The text is not reformatted.
 */
export function navigationRenameEdits(configText: string, from: string, to: string, isFolder: boolean): TextChange[] {
  const root = parseTree(configText);
  const navigation = root?.type === 'object' ? root.children?.find((p) => p.children?.[0]?.value === 'navigation')?.children?.[1] : undefined;
  if (!navigation) return [];
  const oldEntry = isFolder ? from.replace(/\/+$/, '') : stripPageExtension(from);
  const newEntry = isFolder ? to.replace(/\/+$/, '') : stripPageExtension(to);
  const edits: TextChange[] = [];
  const visitPages = (pages: JsonNode) => {
    for (const item of pages.children ?? []) {
      if (item.type === 'string' && typeof item.value === 'string') {
        const renamed = renameEntry(item.value, oldEntry, newEntry, isFolder);
        if (renamed !== undefined) edits.push({ start: item.offset, end: item.offset + item.length, text: JSON.stringify(renamed) });
      } else if (item.type === 'object') visit(item);
    }
  };
  const visit = (node: JsonNode) => {
    if (node.type === 'array') for (const child of node.children ?? []) visit(child);
    if (node.type !== 'object') return;
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? [];
      if (!value) continue;
      if (key?.value === 'pages' && value.type === 'array') visitPages(value);
      else if (value.type === 'object' || value.type === 'array') visit(value);
    }
  };
  visit(navigation);
  return edits;
}

function renameEntry(entry: string, oldEntry: string, newEntry: string, isFolder: boolean): string | undefined {
  const lead = entry.startsWith('/') ? '/' : '';
  const bare = stripPageExtension(entry.replace(/^\/+/, ''));
  if (!isFolder) return bare === oldEntry ? lead + newEntry : undefined;
  return bare.startsWith(`${oldEntry}/`) ? lead + newEntry + bare.slice(oldEntry.length) : undefined;
}
