import type { Element } from 'hast';
import type { ComponentCall } from './component-call.ts';
import { codeTabs } from './code-tabs.ts';

/** `<CodeGroup>`: several code blocks as tabs, one per block, titled from each fence (```` ```bash npm ````). */
export function renderCodeGroup(call: ComponentCall): Element {
  return codeTabs(call, ['q-code-group']);
}
