import { describe, expect, it } from 'vitest';
import { utilityClassesOf, utilityCss } from '../../../src/core/site/utility-css.ts';
import { maxUtilityClasses } from '../../../src/core/limits.ts';

const cache = {};
/** The generated CSS without the variable defaults every page with utilities gets. */
async function rules(classes: readonly string[]): Promise<string> {
  const css = await utilityCss(classes, cache);
  return css.replace(/^\.q-content,\.q-content \*,\.q-content ::before,\.q-content ::after\{[^}]*\}\.q-content ::backdrop\{[^}]*\}/, '');
}

describe('utility classes of a page', () => {
  it('are the classes of its elements but the renderer’s own, once each, sorted, entities read back', () => {
    expect(utilityClassesOf('<div class="q-card p-4 block"><img class="block dark:hidden" alt=""><code class="language-js hljs"><span class="hljs-keyword katex">x</span><span class="hljs-title class_ inherited__">Y</span><span class="hljs-title function_">f</span></code><p class="content-[&#x22;a&#x22;]">x</p></div>')).toEqual([
      'block',
      'content-["a"]',
      'dark:hidden',
      'p-4',
    ]);
  });

  it('are at most maxUtilityClasses, the first in sorted order', () => {
    const many = Array.from({ length: maxUtilityClasses + 5 }, (_, i) => `w-${String(i).padStart(4, '0')}`);
    const classes = utilityClassesOf(`<div class="${[...many].reverse().join(' ')}"></div>`);
    expect(classes).toHaveLength(maxUtilityClasses);
    expect(classes.at(-1)).toBe(many[maxUtilityClasses - 1]);
  });
});

describe('utilityCss', () => {
  it('gives exactly the used utilities, each rule under the content’s scope', async () => {
    expect(await rules(['block', 'p-4', 'not-a-utility', 'hover:text-red-500'])).toBe(
      '.q-content .block{display:block;}.q-content .p-4{padding:1rem;}.q-content .hover\\:text-red-500:hover{--un-text-opacity:1;color:rgb(239 68 68 / var(--un-text-opacity));}',
    );
  });

  it('dark: follows the site’s mode: data-theme="dark", or the reader’s dark preference unless the site is set to light', async () => {
    expect(await rules(['block', 'dark:hidden', 'hidden', 'dark:block'])).toBe(
      '.q-content .block,html[data-theme="dark"] .q-content .dark\\:block{display:block;}.q-content .hidden,html[data-theme="dark"] .q-content .dark\\:hidden{display:none;}' +
        '@media (prefers-color-scheme: dark){html:not([data-theme="light"]) .q-content .dark\\:block{display:block;}html:not([data-theme="light"]) .q-content .dark\\:hidden{display:none;}}',
    );
  });

  it('scopes the variable defaults to the content too, and gives nothing for a page without utilities', async () => {
    const css = await utilityCss(['shadow-lg'], cache);
    expect(css.startsWith('.q-content,.q-content *,.q-content ::before,.q-content ::after{--un-rotate:0;')).toBe(true);
    const selectors = [...css.matchAll(/(?:^|[{}])([^{}@]+)\{/g)].flatMap((m) => (m[1] ?? '').split(','));
    expect(selectors.filter((s) => !/^(html\[data-theme="dark"\] |html:not\(\[data-theme="light"\]\) )?\.q-content( |$)/.test(s))).toEqual([]);
    expect(selectors.length).toBeGreaterThan(5);
    expect(await utilityCss(['not-a-utility', 'q-card'], cache)).toBe('');
    expect(await utilityCss([], cache)).toBe('');
  });

  it('is the same for the same classes, whatever their order and whatever was generated before', async () => {
    const first = await utilityCss(['p-4', 'block', 'shadow-lg'], {});
    await utilityCss(['rotate-45', 'ring-2'], cache);
    expect(await utilityCss(['shadow-lg', 'block', 'p-4'], cache)).toBe(first);
  });
});
