import type { Element } from 'hast';
import { h } from 'hastscript';
import { iconElement, lookupIcon } from '../icons/index.ts';
import type { ShellContext } from './shell-context.ts';

/** Where a page's search comes from: the search script's URL from the page and its integrity (`sha256-…`), and the box's placeholder. */
export interface SearchBox {
  readonly src: string;
  readonly integrity: string;
  readonly prompt: string;
}

/**
 * The top bar's search box: a button showing the placeholder (`search.prompt`) and its shortcut; a
 * click or Ctrl/Cmd+K loads the search script it names (see searchLoader). It needs the runtime, so
 * it carries `q-js-only`; none when the page has no search (the preview).
 */
export function renderSearchButton(ctx: ShellContext): Element | undefined {
  const search = ctx.search;
  if (!search) return undefined;
  const glass = lookupIcon('magnifying-glass');
  return h(
    'button',
    {
      type: 'button',
      className: ['q-search-button', 'q-js-only'],
      ariaLabel: search.prompt,
      ariaKeyShortcuts: 'Control+K Meta+K',
      dataQuireSearch: '',
      dataQuireSearchSrc: search.src,
      dataQuireSearchIntegrity: search.integrity,
      dataQuireSearchPrompt: search.prompt,
    },
    [...(glass ? [iconElement(glass, 'q-icon')] : []), h('span', { className: ['q-search-prompt'] }, search.prompt), h('kbd', { className: ['q-search-key'] }, 'Ctrl K')],
  );
}
