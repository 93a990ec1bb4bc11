import { propString } from '../static/read-props.ts';
import type { Props } from '../static/read-props.ts';

// Utility class names (`mt-4`, `dark:hidden`, `w-[120px]`): nothing that could close the attribute or hold markup.
const safeClass = /^[\w:[\]/.%#()!,-]+$/;

/** The classes of a component's `className` attribute that are safe to copy onto its markup (none when absent). */
export function extraClasses(props: Props): string[] {
  return (propString(props, 'className') ?? '').split(/\s+/).filter((c) => c !== '' && safeClass.test(c));
}
