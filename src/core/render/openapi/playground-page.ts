import type { ElementContent } from 'hast';
import { playgroundOperationOf, renderPlayground } from './playground-form.ts';
import type { PlaygroundAuthConfig, PlaygroundMode } from './playground-form.ts';

/**
 * An operation page's examples column with its playground (see renderPlayground) first, where
 * the request it sends and the examples it is compared with are side by side on wide screens.
 */
export function withPlayground(aside: readonly ElementContent[], description: Readonly<Record<string, unknown>>, mode: PlaygroundMode, auth: PlaygroundAuthConfig | undefined): ElementContent[] {
  const form = renderPlayground(playgroundOperationOf(description), mode, auth);
  return form ? [form, ...aside] : [...aside];
}
