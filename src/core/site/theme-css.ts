import type { SiteShell } from './site-shell.ts';

const hex = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The Quire defaults used when `colors` leaves a value out. */
export const defaultColors = {
  primary: '#0d9373',
  backgroundLight: '#ffffff',
  backgroundDark: '#0f1117',
} as const;

/** The color if it is a 3- or 6-digit hex code, else undefined; only such values ever reach CSS. */
export function cssColor(value: string | undefined): string | undefined {
  return value !== undefined && hex.test(value) ? value.toLowerCase() : undefined;
}

function color(value: string | undefined, fallback: string): string {
  return cssColor(value) ?? fallback;
}

// Neutral colors of the shell per mode; the config's colors are added to these.
const neutralLight = ['color-scheme:light', '--q-text:#1f2328', '--q-muted:#59636e', '--q-border:#e4e7eb', '--q-surface:#f5f7f9', '--q-hover:rgba(15,23,42,.05)'];
const neutralDark = ['color-scheme:dark', '--q-text:#e6edf3', '--q-muted:#9aa3ad', '--q-border:#262c36', '--q-surface:#161b22', '--q-hover:rgba(255,255,255,.06)'];

/**
 * The theme as CSS custom properties: `--q-primary` (accents; `colors.light` in dark mode),
 * `--q-button` (`colors.dark`, for important buttons), `--q-bg` (the background color of each mode,
 * a mode without one keeps its default) and the neutral shell colors, for light mode on `:root` and
 * dark mode on `html[data-theme="dark"]` (and on the OS dark preference unless the page is set to light).
 */
export function themeCss(shell: SiteShell): string {
  const c = shell.colors;
  const background = shell.background.color;
  const primary = color(c.primary, defaultColors.primary);
  const primaryDark = color(c.light, primary);
  const button = color(c.dark, primary);
  const light = [...neutralLight, `--q-primary:${primary}`, `--q-button:${button}`, `--q-bg:${color(background.light, defaultColors.backgroundLight)}`].join(';');
  const dark = [...neutralDark, `--q-primary:${primaryDark}`, `--q-button:${button}`, `--q-bg:${color(background.dark, defaultColors.backgroundDark)}`].join(';');
  return `:root{${light}}\nhtml[data-theme="dark"]{${dark}}\n@media (prefers-color-scheme: dark){html:not([data-theme="light"]){${dark}}}\n`;
}
