import type { Element, ElementContent } from 'hast';
import { el, elementData, text } from '../hast-helpers.ts';
import { propBool, propString } from '../static/read-props.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';
import { iconContent } from './render-icon.ts';

/** What an enclosing Steps needs to finish a step: where its number goes and its title element. */
export interface StepParts {
  readonly number: Element;
  readonly title: Element | undefined;
  readonly ownNumber: boolean;
  readonly ownTitleSize: boolean;
}

/** The parts of a rendered step, or undefined when the element is not a step. */
export function stepParts(element: ElementContent): StepParts | undefined {
  return element.type === 'element' ? element.data?.quireStep : undefined;
}

const titleTags: ReadonlySet<string> = new Set(['p', 'h2', 'h3']);

/**
 * `<Step title="…" icon="…" stepNumber={n} titleSize="p|h2|h3" id="…" noAnchor>`: one item of a `<Steps>` list. The
 * number is filled in by the enclosing Steps after snippets are expanded (a `stepNumber` wins). With
 * `id` the step can be linked to, and its title gets an anchor link unless `noAnchor`.
 * Outside Steps it is wrapped in a list of its own.
 */
export function renderStep(call: ComponentCall): Element {
  const { props } = call;
  const inSteps = call.rs.parentComponent === 'Steps';
  const title = propString(props, 'title');
  const size = propString(props, 'titleSize');
  const stepNumber = propString(props, 'stepNumber');
  const icon = iconContent(call, props.get('icon'), propString(props, 'iconType'));
  const number = el('span', { className: ['q-step-number'] }, stepNumber ? [text(stepNumber)] : []);
  const ownId = propString(props, 'id')?.trim();
  const id = ownId ? call.rs.ids.heading(ownId) : undefined;
  const anchor = id !== undefined && propBool(props, 'noAnchor') !== true ? [el('a', { className: ['q-heading-anchor'], href: `#${id}`, ariaHidden: 'true', tabIndex: -1 })] : [];
  const titleElement = title ? el(size && titleTags.has(size) ? size : 'p', { className: ['q-step-title'] }, [...anchor, text(title)]) : undefined;
  const body = el('div', { className: ['q-step-body'] }, [...(titleElement ? [titleElement] : []), el('div', { className: ['q-step-content'] }, renderChildren(call))]);
  const step = el('li', id === undefined ? { className: ['q-step'] } : { className: ['q-step'], id }, [el('div', { className: ['q-step-marker'], ariaHidden: 'true' }, [icon ?? number]), body]);
  elementData(step).quireStep = { number, title: titleElement, ownNumber: stepNumber !== undefined, ownTitleSize: size !== undefined && titleTags.has(size) };
  return inSteps ? step : el('ol', { className: ['q-steps'] }, [step]);
}
