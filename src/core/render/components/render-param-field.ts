import type { Element } from 'hast';
import { propString } from '../static/read-props.ts';
import type { ComponentCall } from './component-call.ts';
import { fieldLayout } from './field-layout.ts';

const locations = ['path', 'query', 'body', 'header'] as const;

/**
 * `<ParamField path|query|body|header="name" type="…" required default="…" optional deprecated>`:
 * one request parameter; the location attribute names the parameter (`name` is accepted too).
 */
export function renderParamField(call: ComponentCall): Element {
  const location = locations.find((l) => call.props.has(l));
  const name = (location ? propString(call.props, location) : undefined) ?? propString(call.props, 'name');
  return fieldLayout(call, { name, location }, 'q-param-field');
}
