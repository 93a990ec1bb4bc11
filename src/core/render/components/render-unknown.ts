import type { ElementContent } from 'hast';
import { el, text } from '../hast-helpers.ts';
import { mdastSpan, warn } from '../render-state.ts';
import { blockTag, renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';
import { RenderCode } from '../render-codes.ts';

/**
 * Renders a component the renderer does not know: its children inside a dashed outline with a
 * small label naming it, and a `render/unknown-component` warning.
 */
export function renderUnknown(call: ComponentCall, why: 'unknown' | 'external'): ElementContent[] {
  const name = call.node.name ?? '';
  const message =
    why === 'external'
      ? `<${name}> is imported from a JavaScript module, which the preview cannot load, so only its content is shown. Use a snippet (\`.mdx\`) or a built-in component.`
      : `<${name}> is not a known component, so only its content is shown. Check the name (components are case-sensitive) or import it from a snippet.`;
  warn(call.rs, mdastSpan(call.node), RenderCode.unknownComponent, message);
  const tag = blockTag(call);
  return [el(tag, { className: ['q-unknown'], dataComponent: name }, [el('span', { className: ['q-unknown-label'] }, [text(name)]), ...renderChildren(call)])];
}
