import type { Element } from 'hast';
import type { ShellContext } from './shell-context.ts';

/** The language picker of the top bar (current format `navigation.languages`); nothing for a site of one language. */
export function renderLanguageMenu(_ctx: ShellContext): Element | undefined {
  return undefined;
}

/** The menu of products or dropdowns at the top of the sidebar (current format); nothing when the site has none. */
export function renderDivisionMenu(_ctx: ShellContext): Element | undefined {
  return undefined;
}
