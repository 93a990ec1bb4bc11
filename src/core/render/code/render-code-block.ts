import type { Element } from 'hast';
import type { Code } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import { el, text, trusted } from '../hast-helpers.ts';
import { maxHighlightedLines } from '../../limits.ts';
import { mdastSpan, renderStateOf, warn } from '../render-state.ts';
import type { RenderState } from '../render-state.ts';
import { setCodeInfo } from './code-info.ts';
import { readCodeNotation } from './code-notation.ts';
import type { NotationMark } from './code-notation.ts';
import { parseFenceMeta } from './fence-meta.ts';
import { snippetPropsInCode } from './snippet-props-in-code.ts';
import type { FenceMeta } from './fence-meta.ts';
import { grammarOf, highlightCache, highlightToHtml, wrapLines } from './highlight.ts';
import { RenderCode } from '../render-codes.ts';
import { renderMermaid } from './render-mermaid.ts';
import { cachesOf } from '../../session/session-project.ts';
import { formatCount } from '../../diagnostics/format-count.ts';

/** The copy button of a code block; the page runtime copies the text of the block's `<code>`. */
export function copyButton(): Element {
  return el('button', { type: 'button', className: ['q-copy'], dataCopy: '', ariaLabel: 'Copy code', title: 'Copy' });
}

/** The button that shows the rest of an `expandable` block; the page runtime toggles it. */
function expandButton(): Element {
  return el('button', { type: 'button', className: ['q-code-expand'], dataCodeExpand: '', ariaExpanded: 'false' }, [text('Expand')]);
}

const markClass: Record<NotationMark, string> = { add: 'q-line-add', remove: 'q-line-remove', highlight: 'q-line-highlight', focus: 'q-line-focus', error: 'q-line-error', warning: 'q-line-warning' };

/**
 * Renders a fenced code block as the platform does: highlighted with highlight.js when the language
 * is known (plain escaped text otherwise); the title from the fence meta (```` ```js app.js ```` or
 * `title="app.js"`) with its `icon`; lines highlighted by `{1,3-5}` and focused by `focus={2}`; line
 * numbers (`lines`), wrapping (`wrap`), a collapsed long block (`expandable`), no copy button
 * (`hideCopy`); and the `[!code ++]`-style comments marking lines added, removed, highlighted or
 * focused, removed from the code shown. In a snippet, `{prop}` in the code is the prop's value.
 * A `mermaid` fence is a diagram (see renderMermaid).
 */
export function codeBlock(state: State, node: Code): Element {
  if (node.lang?.toLowerCase() === 'mermaid') return renderMermaid(node.value);
  const rs = renderStateOf(state);
  const lang = node.lang ?? undefined;
  const meta = parseFenceMeta(node.meta);
  if (meta.clipped) warn(rs, mdastSpan(node), RenderCode.highlightTooLong, `Line highlighting reaches past line ${formatCount(maxHighlightedLines)}; lines after it are not highlighted. Highlight fewer lines.`);
  const notation = readCodeNotation(snippetPropsInCode(node.value, rs.origin, rs.sink.page));
  const grammar = lang && rs.ctx.highlight !== false ? grammarOf(lang) : undefined;
  let html = highlightToHtml(notation.code, grammar, cachesOf(rs.ctx.project).get(highlightCache));
  const lines = lineClasses(meta, notation.marks);
  const numbered = meta.options.has('lines') || meta.options.has('showLineNumbers');
  if (lines.size > 0 || numbered) html = wrapLines(html, lines);
  const codeClass = lang ? [`language-${lang.toLowerCase().replace(/[^a-z0-9+#_-]/g, '')}`] : [];
  if (grammar) codeClass.push('hljs');
  const children: Element[] = [];
  const header = headerOf(rs, meta);
  if (header) children.push(header);
  if (!meta.options.has('hideCopy') && !meta.options.has('noCopy')) children.push(copyButton());
  children.push(el('pre', { className: ['q-pre'] }, [el('code', codeClass.length > 0 ? { className: codeClass } : {}, [trusted(html)])]));
  const expandable = meta.options.has('expandable');
  if (expandable) children.push(expandButton());
  const blockClass = ['q-code'];
  if (numbered) blockClass.push('q-code-lines');
  if (meta.options.has('wrap')) blockClass.push('q-code-wrap');
  if ([...lines.values()].some((c) => c.includes('q-line-focus'))) blockClass.push('q-code-has-focus');
  if (expandable) blockClass.push('q-code-expandable');
  const properties = lang ? { className: blockClass, dataLang: lang } : { className: blockClass };
  const block = el('div', properties, children);
  setCodeInfo(block, { title: meta.title, lang });
  return block;
}

/** The classes of each marked line: highlight and focus from the meta, then the notation comments' marks. */
function lineClasses(meta: FenceMeta, marks: ReadonlyMap<number, readonly NotationMark[]>): Map<number, string[]> {
  const classes = new Map<number, string[]>();
  const add = (line: number, name: string) => {
    const list = classes.get(line);
    if (!list) classes.set(line, [name]);
    else if (!list.includes(name)) list.push(name);
  };
  for (const line of meta.highlight) add(line, 'q-line-highlight');
  for (const line of meta.focus) add(line, 'q-line-focus');
  for (const [line, list] of marks) for (const mark of list) add(line, markClass[mark]);
  return classes;
}

/** The block's header (its icon and title), or undefined when it has neither. */
function headerOf(rs: RenderState, meta: FenceMeta): Element | undefined {
  const icon = meta.options.get('icon');
  // An icon by name (`icon="java"`); an image URL or path is not drawn in a code block's header.
  const name = typeof icon === 'string' && /^[\w-]+$/.test(icon.trim()) ? icon.trim() : '';
  if (!meta.title && !name) return undefined;
  const parts: Element[] = [];
  if (name) {
    rs.icons.push({ name, iconType: undefined });
    const svg = rs.ctx.icon?.(name);
    parts.push(el('span', { className: ['q-icon', 'q-code-icon'], dataIcon: name }, svg === undefined ? [] : [trusted(svg)]));
  }
  if (meta.title) parts.push(el('span', { className: ['q-code-title'] }, [text(meta.title)]));
  return el('div', { className: ['q-code-header'] }, parts);
}
