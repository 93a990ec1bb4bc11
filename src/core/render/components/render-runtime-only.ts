import type { ElementContent } from 'hast';
import { el, text } from '../hast-helpers.ts';
import { blockTag } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';

/**
 * The stand-in for a component whose body needs code to run (a hook such as `useState`, a
 * computed value, TypeScript the preview does not read): a labelled box saying the published site
 * renders it, never its source. The caller reports why, as a warning.
 */
export function renderRuntimeOnly(call: ComponentCall): ElementContent[] {
  const name = call.node.name ?? '';
  return [
    el(blockTag(call), { className: ['q-runtime-only'], dataComponent: name, role: 'note' }, [
      el('span', { className: ['q-runtime-only-label'] }, [text(`<${name}>`)]),
      el('span', { className: ['q-runtime-only-text'] }, [text('Rendered on the published site: this component runs code that the preview does not run.')]),
    ]),
  ];
}
