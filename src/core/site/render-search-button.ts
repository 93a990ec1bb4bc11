import type { Element } from 'hast';
import { h } from 'hastscript';
import { iconElement, lookupIcon } from '../icons/index.ts';
import type { ShellContext } from './shell-context.ts';
import { siteSeo } from './site-seo.ts';

/**
 * Where a page's search comes from: the search script's URL from the page and its integrity
 * (`sha256-…`), none in the playground's preview (its page loads its own search script); and the
 * box's placeholder, default `search.prompt`, else "Search…".
 */
export interface SearchBox {
  readonly src?: string;
  readonly integrity?: string;
  readonly prompt?: string;
}

/**
 * The top bar's search box: a button showing the placeholder (`search.prompt`) and its shortcut; a
 * click or Ctrl/Cmd+K loads the search script it names (see searchLoader). It needs the runtime, so
 * it carries `q-js-only`; none when the page has no search.
 */
export function renderSearchButton(ctx: ShellContext): Element | undefined {
  const search = ctx.search;
  if (!search) return undefined;
  const prompt = search.prompt ?? siteSeo(ctx.site.config).searchPrompt ?? 'Search…';
  const glass = lookupIcon('magnifying-glass');
  return h(
    'button',
    {
      type: 'button',
      className: ['q-search-button', 'q-js-only'],
      ariaLabel: prompt,
      ariaKeyShortcuts: 'Control+K Meta+K',
      dataQuireSearch: '',
      dataQuireSearchSrc: search.src,
      dataQuireSearchIntegrity: search.integrity,
      dataQuireSearchPrompt: prompt,
    },
    [...(glass ? [iconElement(glass, 'q-icon')] : []), h('span', { className: ['q-search-prompt'] }, prompt), h('kbd', { className: ['q-search-key'] }, 'Ctrl K')],
  );
}
