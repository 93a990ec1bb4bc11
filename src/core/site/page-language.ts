import type { SitePage } from './site-model.ts';

/** The language division a page lies in (its label, such as `fr`), or '' for a site with no languages. */
export function pageLanguage(page: SitePage): string {
  for (let d: SitePage['section'] | undefined = page.section; d; d = d.parent) if (d.level === 'language') return d.label;
  return '';
}
