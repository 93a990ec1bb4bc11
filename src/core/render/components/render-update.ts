import type { Element, ElementContent } from 'hast';
import { el, text } from '../hast-helpers.ts';
import { propString } from '../static/read-props.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';

/**
 * `<Update label="2024-10-11" description="v1.2.0" tags={["API"]}>`: one changelog entry, with the
 * label in the left column. The label gets an id and, outside components, a table-of-contents entry.
 */
export function renderUpdate(call: ComponentCall): Element {
  const { props, rs } = call;
  const label = propString(props, 'label') ?? '';
  const description = propString(props, 'description');
  const tags = props.get('tags');
  const meta: ElementContent[] = [el('span', { className: ['q-update-label'] }, [text(label)])];
  if (description) meta.push(el('span', { className: ['q-update-description'] }, [text(description)]));
  if (Array.isArray(tags)) for (const tag of tags) if (typeof tag === 'string') meta.push(el('span', { className: ['q-update-tag'] }, [text(tag)]));
  const id = rs.ids.heading(label || 'update', rs.componentDepth === 0 && label ? 2 : undefined);
  return el('div', { className: ['q-update'], id }, [el('div', { className: ['q-update-meta'] }, meta), el('div', { className: ['q-update-content'] }, renderChildren(call))]);
}
