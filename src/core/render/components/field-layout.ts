import type { Element, ElementContent } from 'hast';
import { el, text } from '../hast-helpers.ts';
import { isStaticObject } from '../static/static-value.ts';
import type { StaticValue } from '../static/static-value.ts';
import { propBool, propString } from '../static/read-props.ts';
import type { Props } from '../static/read-props.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';

/** What the head line of a parameter or response field shows. */
export interface FieldHead {
  readonly name: string | undefined;
  readonly location?: string | undefined;
}

/** A default value as shown: strings as written (the empty string as `""`, not an empty chip), other literals as JSON. */
function defaultText(value: StaticValue): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value) || isStaticObject(value)) {
    try {
      return JSON.stringify(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The labels of a `pre` or `post` list (`pre={["beta"]}`), one chip each. */
function labels(value: StaticValue, className: string): Element[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').map((v) => el('span', { className: ['q-field-label', className] }, [text(v)])) : [];
}

function badge(kind: string, label: string): Element {
  return el('span', { className: ['q-field-badge', `q-field-${kind}`] }, [text(label)]);
}

/**
 * The shared layout of ParamField and ResponseField: `pre` labels, name, `post` labels, location, type, `required` /
 * `optional` / `deprecated` badges and the default, then the description (children).
 */
export function fieldLayout(call: ComponentCall, head: FieldHead, className: string): Element {
  const props: Props = call.props;
  const parts: ElementContent[] = labels(props.get('pre'), 'q-field-pre');
  if (head.name !== undefined) parts.push(el('code', { className: ['q-field-name'] }, [text(head.name)]));
  parts.push(...labels(props.get('post'), 'q-field-post'));
  if (head.location) parts.push(el('span', { className: ['q-field-location'] }, [text(head.location)]));
  const type = propString(props, 'type');
  if (type) parts.push(el('span', { className: ['q-field-type'] }, [text(type)]));
  if (propBool(props, 'required')) parts.push(badge('required', 'required'));
  if (propBool(props, 'optional')) parts.push(badge('optional', 'optional'));
  if (propBool(props, 'deprecated')) parts.push(badge('deprecated', 'deprecated'));
  const fallback = defaultText(props.get('default'));
  if (fallback !== undefined) parts.push(el('span', { className: ['q-field-default'] }, [text('default: '), el('code', {}, [text(fallback)])]));
  const tag = call.inline ? 'span' : 'div';
  return el(tag, { className: ['q-field', className] }, [el(tag, { className: ['q-field-head'] }, parts), el(tag, { className: ['q-field-body'] }, renderChildren(call))]);
}
