import type { JsonNode } from '../config/json-node.ts';
import { findJsonNode } from '../config/json-node.ts';
import { type JsonPath, valueAtPath } from '../config/json-path.ts';
import { parseJsonText } from '../config/parse-json-text.ts';
import type { Diagnostic, Fix, TextEdit } from '../diagnostics/diagnostic.ts';
import { stripPageExtension } from '../project/page-files.ts';
import type { ReadFile } from './quick-fix.ts';

/**
 * The quick fixes of `project/orphan-page`: one "Add to group …" per group of the config's
 * navigation (nested groups too, named `Outer › Inner`), each appending the page (`data.page`, else
 * the diagnostic's file without extension) to that group's `pages` in docs.json (else mint.json), in
 * the layout the array already has. None without a config, when it is not valid JSON or its
 * navigation is not the spec's array of groups.
 */
export function orphanPageFixes(_text: string, diagnostic: Diagnostic, readFile: ReadFile): Fix[] {
  const configFile = ['docs.json', 'mint.json'].find((name) => readFile(name) !== undefined);
  const configText = configFile === undefined ? undefined : readFile(configFile);
  if (configFile === undefined || configText === undefined) return [];
  const data = diagnostic.data?.['page'];
  const page = typeof data === 'string' ? data : stripPageExtension(diagnostic.file);
  const parsed = parseJsonText(configText);
  const navigation = findJsonNode(parsed.root(), ['navigation']);
  // The newer object form (tabs, anchors, …) has no single place a page obviously goes.
  if (navigation?.type !== 'array') return [];
  const fixes: Fix[] = [];
  // The tree has offsets, the value has the decoded group names; both are walked along the same path.
  const visit = (path: JsonPath, outer: readonly string[]): void => {
    const pages = findJsonNode(navigation, [...path, 'pages']);
    if (pages?.type !== 'array') return;
    const name = valueAtPath(parsed.value, ['navigation', ...path, 'group']);
    const names = [...outer, typeof name === 'string' ? name : ''];
    fixes.push({ title: `Add to group "${names.join(' › ')}"`, edits: [appendToArray(configText, configFile, pages, JSON.stringify(page))] });
    pages.children?.forEach((_, i) => visit([...path, 'pages', i], names));
  };
  navigation.children?.forEach((_, i) => visit([i], []));
  return fixes;
}

/** An edit adding `item` as the last element of `array`: on the same line when the array is written on one line, else on a new line indented as the last element. */
function appendToArray(text: string, file: string, array: JsonNode, item: string): TextEdit {
  const last = array.children?.at(-1);
  const close = array.offset + array.length - 1;
  if (!last) return { file, start: array.offset + 1, end: close, text: item };
  const end = last.offset + last.length;
  if (!text.slice(array.offset, end).includes('\n')) return { file, start: end, end, text: `, ${item}` };
  const lineStart = text.lastIndexOf('\n', last.offset - 1) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart, last.offset))?.[0] ?? '';
  return { file, start: end, end, text: `,\n${indent}${item}` };
}
