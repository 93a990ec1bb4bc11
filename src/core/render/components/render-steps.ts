import type { ElementContent } from 'hast';
import { el, isBlank } from '../hast-helpers.ts';
import { propString } from '../static/read-props.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';
import { stepParts } from './render-step.ts';

/**
 * `<Steps titleSize="p|h2|h3">`: a numbered list of `<Step>`s. Numbers are given after the children
 * are rendered, so steps that come from snippets are counted in place.
 */
export function renderSteps(call: ComponentCall): ElementContent {
  const size = propString(call.props, 'titleSize');
  const items: ElementContent[] = [];
  let n = 0;
  for (const child of renderChildren(call)) {
    const parts = stepParts(child);
    if (parts) {
      n++;
      if (!parts.ownNumber) parts.number.children = [{ type: 'text', value: String(n) }];
      if (parts.title && !parts.ownTitleSize && (size === 'h2' || size === 'h3')) parts.title.tagName = size;
      items.push(child);
    } else if (!isBlank(child)) {
      items.push(el('li', { className: ['q-steps-extra'] }, [child]));
    }
  }
  return el('ol', { className: ['q-steps'] }, items);
}
