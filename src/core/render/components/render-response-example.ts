import type { Element } from 'hast';
import type { ComponentCall } from './component-call.ts';
import { codeTabs } from './code-tabs.ts';

/** `<ResponseExample>`: the response code of an API endpoint page, as a code group. */
export function renderResponseExample(call: ComponentCall): Element {
  const group = codeTabs(call, ['q-code-group', 'q-api-example', 'q-response-example']);
  group.properties['ariaLabel'] = 'Response example';
  return group;
}
