import type { Element, ElementContent } from 'hast';
import { el, text } from '../hast-helpers.ts';
import { propString } from '../static/read-props.ts';
import { checkedUrl } from './checked-url.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';
import { unwrapParagraph } from './to-phrasing.ts';

/**
 * `<Tooltip tip="…" headline="…" cta="…" href="…">word</Tooltip>`: the word, underlined, showing the tip (after its headline) on hover
 * and keyboard focus (CSS only). Always span-based, so it fits inside a paragraph; written on lines of
 * its own, it is a paragraph holding the tooltip, as when written on one line.
 */
export function renderTooltip(call: ComponentCall): Element {
  const tip = propString(call.props, 'tip') ?? '';
  const cta = propString(call.props, 'cta');
  const rawHref = propString(call.props, 'href');
  const href = rawHref === undefined ? undefined : checkedUrl(call, 'href', rawHref);
  const headline = propString(call.props, 'headline');
  const bubble: ElementContent[] = headline ? [el('strong', { className: ['q-tooltip-headline'] }, [text(headline)]), text(tip)] : [text(tip)];
  if (cta && href !== undefined) bubble.push(el('a', { className: ['q-tooltip-cta'], href }, [text(cta)]));
  const tooltip = el('span', { className: ['q-tooltip'], tabIndex: 0 }, [el('span', { className: ['q-tooltip-trigger'] }, call.inline ? renderChildren(call) : unwrapParagraph(renderChildren(call))), el('span', { className: ['q-tooltip-bubble'], role: 'tooltip' }, bubble)]);
  return call.inline ? tooltip : el('p', {}, [tooltip]);
}
