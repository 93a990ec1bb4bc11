import type { Element } from 'hast';
import { h } from 'hastscript';
import { iconElement, lookupIcon } from '../icons/index.ts';
import type { ShellContext } from './shell-context.ts';

/**
 * The light/dark toggle, unless the appearance is strict (`appearance.strict`, the spec's `modeToggle.isHidden`). It needs the runtime, so it carries
 * `q-js-only` and stays out of sight when scripts are off.
 */
export function renderModeToggle(ctx: ShellContext): Element | undefined {
  if (ctx.site.shell.appearance.strict) return undefined;
  const icons = (['sun', 'moon'] as const).flatMap((name) => {
    const shape = lookupIcon(name);
    return shape ? [iconElement(shape, `q-icon q-mode-${name}`)] : [];
  });
  return h('button', { type: 'button', className: ['q-mode-toggle', 'q-js-only'], ariaLabel: 'Toggle dark mode', title: 'Toggle dark mode', dataModeToggle: '' }, icons);
}
