import type { Styling } from '../config/current/styling-schema.ts';
import type { JsonPath } from '../config/json-path.ts';
import { codeThemeTable } from './code-theme-table.ts';

/** `styling.codeblocks` as written. */
type Codeblocks = Styling['codeblocks'];

/** The `styling.codeblocks` values that are modes, not Shiki themes: code in the page's mode, or always dark (see component-styles). */
const modes: readonly string[] = ['system', 'dark'];

/** A Shiki theme a site names, with where in docs.json it is named. */
export interface NamedCodeTheme {
  readonly name: string;
  readonly path: JsonPath;
}

/** The Shiki themes `styling.codeblocks` names for light and dark mode (one name serves both); undefined for a mode or nothing. */
function namedThemes(codeblocks: Codeblocks): { light: NamedCodeTheme; dark: NamedCodeTheme } | undefined {
  const base: JsonPath = ['styling', 'codeblocks'];
  if (typeof codeblocks === 'string') {
    if (modes.includes(codeblocks)) return undefined;
    const one = { name: codeblocks, path: base };
    return { light: one, dark: one };
  }
  const theme = codeblocks?.theme;
  if (theme === undefined) return undefined;
  if (typeof theme === 'string') {
    const one = { name: theme, path: [...base, 'theme'] };
    return { light: one, dark: one };
  }
  return { light: { name: theme.light, path: [...base, 'theme', 'light'] }, dark: { name: theme.dark, path: [...base, 'theme', 'dark'] } };
}

/** Every Shiki theme name Quire has the colours of. */
export const codeThemeNames: readonly string[] = Object.keys(codeThemeTable);

/** The themes `styling.codeblocks` names that Quire does not know (each once), for a warning at their key. */
export function unknownCodeThemes(codeblocks: Codeblocks): NamedCodeTheme[] {
  const named = namedThemes(codeblocks);
  if (!named) return [];
  const themes = named.light === named.dark ? [named.light] : [named.light, named.dark];
  return themes.filter((theme) => codeThemeTable[theme.name] === undefined);
}

/** One theme's colours as the custom properties of component-styles' code blocks. */
function themeProperties(name: string): string | undefined {
  const row = codeThemeTable[name];
  if (row === undefined) return undefined;
  const [type, bg, fg, keyword, string, comment, number, title, built, tag] = row.split(' ');
  const dark = type === 'd';
  return [
    `--qr-code-bg:${bg}`,
    `--qr-fg:${fg}`,
    `--qr-border:color-mix(in srgb,${fg} 14%,${bg})`,
    `--qr-hl-keyword:${keyword}`,
    `--qr-hl-string:${string}`,
    `--qr-hl-comment:${comment}`,
    `--qr-hl-number:${number}`,
    `--qr-hl-title:${title}`,
    `--qr-hl-built:${built}`,
    `--qr-hl-tag:${tag}`,
    dark ? '--qr-hl-add-bg:rgba(46,160,67,.15);--qr-hl-del-bg:rgba(248,81,73,.15)' : '--qr-hl-add-bg:#dafbe1;--qr-hl-del-bg:#ffebe9',
    `color:${fg}`,
  ].join(';');
}

// More specific than component-styles' own mode rules, so a named theme wins in either mode.
const codeBlocks = ':is(.q-code,.q-code-group)';

/**
 * The CSS that gives code blocks the colours of the Shiki themes `styling.codeblocks` names (the
 * light one in light mode, the dark one in dark mode: the page's `data-theme`, else the reader's
 * preference), from the generated table of Shiki's bundled themes; `css-variables` uses the site's
 * `--shiki-*` properties. Empty for `system`, `dark`, nothing, or a theme Quire does not know.
 */
export function codeThemeCss(codeblocks: Codeblocks): string {
  const named = namedThemes(codeblocks);
  if (!named) return '';
  const light = themeProperties(named.light.name);
  const dark = themeProperties(named.dark.name);
  let css = '';
  if (light !== undefined) css += `html:root ${codeBlocks}{${light}}\n`;
  if (dark !== undefined) css += `html:root[data-theme="dark"] ${codeBlocks}{${dark}}\n@media (prefers-color-scheme: dark){html:root:not([data-theme="light"]) ${codeBlocks}{${dark}}}\n`;
  return css;
}
