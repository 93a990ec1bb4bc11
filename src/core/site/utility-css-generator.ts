import type { UnoGenerator, UtilObject } from '@unocss/core';
import { utilityScope } from './utility-css.ts';

// The part of utility CSS that runs UnoCSS (see utility-css.ts), loaded with it.

const darkMode = 'html[data-theme="dark"]';
const systemDark = 'html:not([data-theme="light"])';
const darkMedia = '@media (prefers-color-scheme: dark)';
// UnoCSS joins a variant's parent selector and the utility with this mark (and nested parents too).
const joint = ' $$ ';

/** UnoCSS with its Tailwind 3 preset, `dark:` on the site's mode, every rule scoped to the content. */
export async function makeGenerator(): Promise<UnoGenerator> {
  const [{ createGenerator }, { default: presetWind3 }] = await Promise.all([import('@unocss/core'), import('@unocss/preset-wind3')]);
  return createGenerator({
    // The preset's preflight is the defaults of the variables its utilities read (shadows, transforms,
    // rings), no CSS reset: the shell styles the content. All of them, not `on-demand`, whose choice
    // depends on what the generator saw before, so a page's CSS would depend on the pages before it.
    presets: [presetWind3({ dark: { dark: darkMode, light: 'html[data-theme="light"]' }, preflight: true })],
    postprocess: scopeRule,
  });
}

/** The CSS of `classes` (sorted), with the preset's variable defaults scoped to the content; empty when none is a utility. */
export async function generateUtilityCss(generator: UnoGenerator, classes: readonly string[]): Promise<string> {
  const result = await generator.generate(new Set(classes), { preflights: true, safelist: false, minify: true });
  const rules = result.getLayers(undefined, ['preflights']);
  if (rules === '') return '';
  return `${scopedPreflight(result.getLayer('preflights') ?? '')}${rules}`;
}

/** Puts the utility under the content's scope; a `dark:` one is also given for the reader's dark preference in system mode. */
function scopeRule(util: UtilObject): UtilObject[] {
  const at = util.selector.indexOf(joint);
  if (at < 0) return [{ ...util, selector: `${utilityScope} ${util.selector}` }];
  const prefix = util.selector.slice(0, at);
  const rest = util.selector.slice(at + joint.length);
  const scoped = { ...util, selector: `${prefix} ${utilityScope} ${rest}` };
  if (prefix !== darkMode) return [scoped];
  return [scoped, { ...util, selector: `${systemDark} ${utilityScope} ${rest}`, parent: util.parent === undefined ? darkMedia : `${darkMedia}${joint}${util.parent}` }];
}

/** The preset's variable defaults, on the content's elements only; anything else it might hold is left out. */
function scopedPreflight(css: string): string {
  const out: string[] = [];
  for (const match of css.matchAll(/(\*,::before,::after|::backdrop)\{([^{}]*)\}/g)) {
    const selector = match[1] === '::backdrop' ? `${utilityScope} ::backdrop` : `${utilityScope},${utilityScope} *,${utilityScope} ::before,${utilityScope} ::after`;
    out.push(`${selector}{${match[2] ?? ''}}`);
  }
  return out.join('');
}
