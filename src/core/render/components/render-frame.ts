import type { Element, Properties } from 'hast';
import { el, text } from '../hast-helpers.ts';
import { mdastSpan, warn } from '../render-state.ts';
import { cleanStyle } from '../safety/css-style.ts';
import { propString } from '../static/read-props.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';
import { RenderCode } from '../render-codes.ts';

/** `<Frame caption="…" hint="…" style={{ maxWidth: 480 }}>`: a framed figure around an image or video, with an optional caption, and a hint before it. */
export function renderFrame(call: ComponentCall): Element | Element[] {
  const caption = propString(call.props, 'caption');
  const hint = propString(call.props, 'hint');
  const properties: Properties = { className: call.inline ? ['q-frame', 'q-inline'] : ['q-frame'] };
  if (call.props.has('style')) {
    const style = cleanStyle(call.props.get('style'));
    if (style.dropped) warn(call.rs, mdastSpan(call.node), RenderCode.unsafeContent, 'Part of `style` on <Frame> could load or run code, so it is left out. Use plain CSS values.');
    if (style.css !== undefined) properties['style'] = style.css;
  }
  if (call.inline) {
    const frame = el('span', properties, [el('span', { className: ['q-frame-content'] }, renderChildren(call)), ...(caption ? [el('span', { className: ['q-frame-caption'] }, [text(caption)])] : [])]);
    return hint ? [el('span', { className: ['q-frame-hint'] }, [text(hint)]), frame] : frame;
  }
  const figure = el('figure', properties, [el('div', { className: ['q-frame-content'] }, renderChildren(call)), ...(caption ? [el('figcaption', { className: ['q-frame-caption'] }, [text(caption)])] : [])]);
  return hint ? [el('p', { className: ['q-frame-hint'] }, [text(hint)]), figure] : figure;
}
