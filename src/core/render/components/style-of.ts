import { mdastSpan, warn } from '../render-state.ts';
import { cleanStyle } from '../safety/css-style.ts';
import { RenderCode } from '../render-codes.ts';
import type { ComponentCall } from './component-call.ts';

/** The CSS of a component's `style` attribute with what could load or run code left out (with a warning); undefined without one. */
export function styleOf(call: ComponentCall): string | undefined {
  if (!call.props.has('style')) return undefined;
  const style = cleanStyle(call.props.get('style'));
  if (style.dropped) warn(call.rs, mdastSpan(call.node), RenderCode.unsafeContent, `Part of \`style\` on <${call.node.name ?? ''}> could load or run code, so it is left out. Use plain CSS values.`);
  return style.css;
}
