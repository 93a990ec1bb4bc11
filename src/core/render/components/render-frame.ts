import type { Element } from 'hast';
import { el, text } from '../hast-helpers.ts';
import { propString } from '../static/read-props.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';

/** `<Frame caption="…">`: a framed figure around an image or video, with an optional caption. */
export function renderFrame(call: ComponentCall): Element {
  const caption = propString(call.props, 'caption');
  if (call.inline) {
    return el('span', { className: ['q-frame', 'q-inline'] }, [el('span', { className: ['q-frame-content'] }, renderChildren(call)), ...(caption ? [el('span', { className: ['q-frame-caption'] }, [text(caption)])] : [])]);
  }
  return el('figure', { className: ['q-frame'] }, [el('div', { className: ['q-frame-content'] }, renderChildren(call)), ...(caption ? [el('figcaption', { className: ['q-frame-caption'] }, [text(caption)])] : [])]);
}
