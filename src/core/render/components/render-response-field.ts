import type { Element } from 'hast';
import { propString } from '../static/read-props.ts';
import type { ComponentCall } from './component-call.ts';
import { fieldLayout } from './field-layout.ts';

/** `<ResponseField name="…" type="…" required default="…">`: one field of an API response. */
export function renderResponseField(call: ComponentCall): Element {
  return fieldLayout(call, { name: propString(call.props, 'name') }, 'q-response-field');
}
