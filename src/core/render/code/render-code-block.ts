import type { Element } from 'hast';
import type { Code } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import { el, text, trusted } from '../hast-helpers.ts';
import { maxHighlightedLines } from '../../limits.ts';
import { mdastSpan, renderStateOf, warn } from '../render-state.ts';
import { setCodeInfo } from './code-info.ts';
import { parseFenceMeta } from './fence-meta.ts';
import { grammarOf, highlightCache, highlightToHtml, wrapLines } from './highlight.ts';
import { RenderCode } from '../render-codes.ts';
import { cachesOf } from '../../session/session-project.ts';

/** The copy button of a code block; the page runtime copies the text of the block's `<code>`. */
export function copyButton(): Element {
  return el('button', { type: 'button', className: ['q-copy'], dataCopy: '', ariaLabel: 'Copy code', title: 'Copy' });
}

/**
 * Renders a fenced code block: highlighted with highlight.js when the language is known (plain escaped
 * text otherwise), with its title from the fence meta (```` ```js app.js ```` or `title="app.js"`),
 * highlighted lines from `{1,3-5}`, and a copy button.
 */
export function codeBlock(state: State, node: Code): Element {
  const rs = renderStateOf(state);
  const lang = node.lang ?? undefined;
  const meta = parseFenceMeta(node.meta);
  if (meta.clipped) warn(rs, mdastSpan(node), RenderCode.highlightTooLong, `Line highlighting reaches past line ${maxHighlightedLines.toLocaleString('en-US')}; lines after it are not highlighted. Highlight fewer lines.`);
  const grammar = lang && rs.ctx.highlight !== false ? grammarOf(lang) : undefined;
  let html = highlightToHtml(node.value, grammar, cachesOf(rs.ctx.project).get(highlightCache));
  if (meta.highlight.size > 0) html = wrapLines(html, meta.highlight);
  const codeClass = lang ? [`language-${lang.toLowerCase().replace(/[^a-z0-9+#_-]/g, '')}`] : [];
  if (grammar) codeClass.push('hljs');
  const children: Element[] = [];
  if (meta.title) children.push(el('div', { className: ['q-code-header'] }, [el('span', { className: ['q-code-title'] }, [text(meta.title)])]));
  children.push(copyButton(), el('pre', { className: ['q-pre'] }, [el('code', codeClass.length > 0 ? { className: codeClass } : {}, [trusted(html)])]));
  const properties = lang ? { className: ['q-code'], dataLang: lang } : { className: ['q-code'] };
  const block = el('div', properties, children);
  setCodeInfo(block, { title: meta.title, lang });
  return block;
}
