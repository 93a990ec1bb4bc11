import type { Element } from 'hast';
import type { ComponentCall } from './component-call.ts';
import { codeTabs } from './code-tabs.ts';

/** `<RequestExample>`: the request code of an API endpoint page, as a code group. */
export function renderRequestExample(call: ComponentCall): Element {
  const group = codeTabs(call, ['q-code-group', 'q-api-example', 'q-request-example']);
  group.properties['ariaLabel'] = 'Request example';
  return group;
}
