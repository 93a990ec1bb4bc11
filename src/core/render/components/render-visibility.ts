import type { Element, ElementContent } from 'hast';
import { propString } from '../static/read-props.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';

/**
 * `<Visibility for="humans|agents">`: content for humans is rendered in place, as if unwrapped.
 * Content for agents goes into an inert `<template>`: readers, screen readers and the page's text
 * never see it, while it stays in the HTML for exports to Markdown, which read template content.
 */
export function renderVisibility(call: ComponentCall): ElementContent[] {
  const audience = propString(call.props, 'for');
  const content = renderChildren(call);
  if (audience !== 'agents') return content;
  const template: Element = { type: 'element', tagName: 'template', properties: { dataVisibility: 'agents' }, children: [], content: { type: 'root', children: content } };
  return [template];
}
