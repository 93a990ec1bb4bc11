import type { ElementContent } from 'hast';
import type { State } from 'mdast-util-to-hast';
import { maxMathChars } from '../../limits.ts';
import type { InlineMath, MathBlock } from '../../page/math-syntax.ts';
import { katexModule } from '../../resources/lazy-katex.ts';
import { el, text, trusted } from '../hast-helpers.ts';
import { RenderCode } from '../render-codes.ts';
import type { RenderState, Span } from '../render-state.ts';
import { mdastSpan, renderStateOf, warn } from '../render-state.ts';
import { formatCount } from '../../diagnostics/format-count.ts';

/** `$…$` (display math when written `$$…$$`). */
export function inlineMath(state: State, node: InlineMath): ElementContent {
  return typesetMath(renderStateOf(state), node.value, { display: node.data?.display === true, inline: true }, mdastSpan(node));
}

/** A `$$` block. */
export function math(state: State, node: MathBlock): ElementContent {
  return typesetMath(renderStateOf(state), node.value, { display: true, inline: false }, mdastSpan(node));
}

/**
 * A formula typeset by KaTeX as MathML, which browsers lay out themselves: the page needs no
 * script, stylesheet or font for it. KaTeX runs with its defaults that keep it bounded and inert
 * (no `\href` or `\htmlClass`, at most 1,000 macro expansions). A formula KaTeX cannot read shows
 * its source, with KaTeX's reason on hover and in a warning; while KaTeX is not loaded yet (the
 * app loads it on demand) the source is shown and the render is made again once it is in.
 * @param where `display`: display math (a block of its own); `inline`: inside a paragraph, so the element is a span.
 */
export function typesetMath(rs: RenderState, source: string, where: { readonly display: boolean; readonly inline: boolean }, span: Span | undefined): ElementContent {
  const tag = where.inline ? 'span' : 'div';
  const classes = where.display ? ['q-math', 'q-math-display'] : ['q-math'];
  const shown = (reason: string | undefined): ElementContent =>
    el(tag, { className: [...classes, 'q-math-source'], ...(reason !== undefined ? { title: reason } : {}) }, [el('code', {}, [text(source)])]);
  if (source.length > maxMathChars) {
    warn(rs, span, RenderCode.mathUnreadable, `This formula has ${formatCount(source.length)} characters; formulas of up to ${formatCount(maxMathChars)} are typeset, so its source is shown.`);
    return shown(undefined);
  }
  const katex = katexModule();
  if (!katex) return shown(undefined);
  try {
    const markup = katex.renderToString(source, { displayMode: where.display, output: 'mathml', throwOnError: true, strict: 'ignore', trust: false, maxExpand: 1000, maxSize: 100 });
    return el(tag, { className: classes }, [trusted(markup)]);
  } catch (error) {
    if (!(error instanceof katex.ParseError)) throw error;
    const reason = error.rawMessage;
    warn(rs, span, RenderCode.mathUnreadable, `This formula cannot be typeset: ${reason}. Its source is shown.`);
    return shown(reason);
  }
}
