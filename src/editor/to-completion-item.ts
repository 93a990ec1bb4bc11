import type { CompletionSuggestion, SuggestionKind } from './completion-suggestion.ts';
import type { monaco } from './monaco.ts';

type Monaco = typeof monaco;

/** Turns a platform-free suggestion into a Monaco completion item on `model`. */
export function toCompletionItem(m: Monaco, model: monaco.editor.ITextModel, s: CompletionSuggestion): monaco.languages.CompletionItem {
  const start = model.getPositionAt(s.start);
  const end = model.getPositionAt(s.end);
  const kinds: Record<SuggestionKind, monaco.languages.CompletionItemKind> = {
    component: m.languages.CompletionItemKind.Class,
    attribute: m.languages.CompletionItemKind.Property,
    value: m.languages.CompletionItemKind.EnumMember,
    frontmatter: m.languages.CompletionItemKind.Field,
    snippet: m.languages.CompletionItemKind.Snippet,
    page: m.languages.CompletionItemKind.File,
  };
  const item: monaco.languages.CompletionItem = {
    label: s.label,
    kind: kinds[s.kind],
    insertText: s.insertText,
    range: new m.Range(start.lineNumber, start.column, end.lineNumber, end.column),
    detail: s.detail,
  };
  if (s.snippet) item.insertTextRules = m.languages.CompletionItemInsertTextRule.InsertAsSnippet;
  if (s.documentation) item.documentation = { value: s.documentation };
  if (s.sortText !== undefined) item.sortText = s.sortText;
  return item;
}
