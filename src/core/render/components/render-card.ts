import type { Element, ElementContent } from 'hast';
import { el, text, unlinkDescendants } from '../hast-helpers.ts';
import { mdastSpan, warn } from '../render-state.ts';
import { propBool, propString } from '../static/read-props.ts';
import { checkedUrl } from './checked-url.ts';
import { blockTag, renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';
import { iconContent } from './render-icon.ts';
import { RenderCode } from '../render-codes.ts';

const cssColor = /^(#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;

/**
 * `<Card title="…" icon="…" href="…" color="#…" horizontal img="…" cta="…" arrow>`: a box with an optional
 * image, icon, title and text; with `href` the whole card is a link (`arrow` adds an arrow to it). Works alone or in a CardGroup.
 */
export function renderCard(call: ComponentCall): Element {
  const { props } = call;
  const tag = blockTag(call);
  const title = propString(props, 'title');
  const rawHref = propString(props, 'href');
  const href = rawHref === undefined ? undefined : checkedUrl(call, 'href', rawHref);
  const imgSrc = propString(props, 'img');
  const src = imgSrc === undefined ? undefined : checkedUrl(call, 'img', imgSrc);
  const color = propString(props, 'color');
  const icon = iconContent(call, props.get('icon'), propString(props, 'iconType'));
  if (icon?.type === 'element' && color && cssColor.test(color)) icon.properties['style'] = `color: ${color}`;
  const cta = propString(props, 'cta');
  const textParts: ElementContent[] = [];
  if (title) textParts.push(el(tag, { className: ['q-card-title'] }, [text(title)]));
  const content = renderChildren(call);
  if (href !== undefined && unlinkDescendants(content)) warn(call.rs, mdastSpan(call.node), RenderCode.nestedLink, 'A <Card> with `href` is a link as a whole, so the links inside it are shown as plain text (a link cannot hold another link). Remove `href` from the card or move the links out of it.');
  textParts.push(el(tag, { className: ['q-card-content'] }, content));
  if (cta) textParts.push(el('span', { className: ['q-card-cta'] }, [text(cta)]));
  const arrow = href !== undefined && propBool(props, 'arrow') === true ? [el('span', { className: ['q-card-arrow'], ariaHidden: 'true' })] : [];
  const body = el(tag, { className: ['q-card-body'] }, [...(icon ? [el('span', { className: ['q-card-icon'] }, [icon])] : []), el(tag, { className: ['q-card-text'] }, textParts), ...arrow]);
  const className = ['q-card', ...(propBool(props, 'horizontal') ? ['q-card-horizontal'] : []), ...(href !== undefined ? ['q-card-link'] : [])];
  const children = [...(src !== undefined ? [el('img', { className: ['q-card-img'], src, alt: title ?? '', loading: 'lazy' })] : []), body];
  return href !== undefined ? el('a', { className, href }, children) : el(tag, { className }, children);
}
