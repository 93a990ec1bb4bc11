import type { ComponentInfo, FrontmatterKeyInfo } from './component-info.ts';
import { mdxCompletions } from './mdx-completions.ts';
import { mdxHoverAt } from './mdx-hover.ts';
import { isConfigPath, pathForUri } from './model-path.ts';
import type { monaco } from './monaco.ts';
import { pagePathCompletions } from './page-path-completions.ts';
import { toCompletionItem } from './to-completion-item.ts';

type Monaco = typeof monaco;

/** What the completion and hover providers read. */
export interface CompletionSources {
  readonly components: readonly ComponentInfo[];
  readonly frontmatterKeys: readonly FrontmatterKeyInfo[];
  /** The workspace's file paths; pages among them are offered in docs.json navigation. */
  getPagePaths(): readonly string[];
}

/**
 * Registers the MDX/Markdown completion and hover providers and the docs.json page-path completion
 * provider; Monaco's JSON worker adds the schema's own completions and hovers beside it.
 */
export function registerCompletions(m: Monaco, sources: CompletionSources): monaco.IDisposable[] {
  const pages = ['mdx', 'markdown'];
  return [
    m.languages.registerCompletionItemProvider(pages, {
      triggerCharacters: ['<', '/', ' ', '"', "'", ':'],
      provideCompletionItems(model, position) {
        const offset = model.getOffsetAt(position);
        const items = mdxCompletions(model.getValue(), offset, { components: sources.components, frontmatterKeys: sources.frontmatterKeys, jsx: model.getLanguageId() === 'mdx' });
        return { suggestions: items.map((s) => toCompletionItem(m, model, s)) };
      },
    }),
    m.languages.registerHoverProvider(pages, {
      provideHover(model, position) {
        const hover = mdxHoverAt(model.getValue(), model.getOffsetAt(position), sources.components, sources.frontmatterKeys, model.getLanguageId() === 'mdx');
        if (!hover) return null;
        const start = model.getPositionAt(hover.start);
        const end = model.getPositionAt(hover.end);
        return { contents: [{ value: hover.markdown }], range: new m.Range(start.lineNumber, start.column, end.lineNumber, end.column) };
      },
    }),
    m.languages.registerCompletionItemProvider('json', {
      triggerCharacters: ['"', '/'],
      provideCompletionItems(model, position) {
        if (!isConfigPath(pathForUri(model.uri))) return { suggestions: [] };
        const items = pagePathCompletions(model.getValue(), model.getOffsetAt(position), sources.getPagePaths());
        return { suggestions: items.map((s) => toCompletionItem(m, model, s)) };
      },
    }),
  ];
}
