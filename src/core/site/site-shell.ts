import type { CurrentConfig, DocsConfig, Theme } from '../config/index.ts';
import { isExternalUrl } from '../project/external-url.ts';
import { siteIcon } from './current-navigation.ts';
import type { SiteIcon } from './site-navigation.ts';

/** A pair of values, one per color mode; both the same when the config gives one for both. */
export interface LightDark<T> {
  readonly light: T;
  readonly dark: T;
}

/** A link of the top bar or a footer column. */
export interface ShellLink {
  readonly label: string;
  /** As written: a web URL, or a page path of the site. */
  readonly href: string;
}

/** A top-bar link, with its icon when the config names one. */
export interface ShellNavbarLink extends ShellLink {
  readonly icon: SiteIcon | undefined;
}

/** The call-to-action at the end of the top bar: a button, or a GitHub repository with its star count. */
export type ShellPrimary = { readonly type: 'button'; readonly label: string; readonly href: string } | { readonly type: 'github'; readonly href: string };

/** One column of footer links. */
export interface ShellLinkColumn {
  readonly header: string | undefined;
  readonly items: readonly ShellLink[];
}

/** The decorations `background.decoration` names. */
export type BackgroundDecoration = 'gradient' | 'grid' | 'windows';

/** What the `errors.404` page shows. */
export interface ShellNotFound {
  /** Whether the page sends its reader to the home page. */
  readonly redirect: boolean;
  readonly title: string | undefined;
  /** Markdown text (links, bold, italic, code). */
  readonly description: string | undefined;
}

/**
 * The site's frame around every page, the same for both config formats: what the top bar, the
 * footer, the head, the page background and the 404 page show.
 */
export interface SiteShell {
  readonly name: string;
  /** The site's description, the head's description of pages that have none. */
  readonly description: string | undefined;
  /** The current format's layout theme; undefined for the spec format. */
  readonly theme: Theme | undefined;
  /** The logo images (the same path twice for one logo) and the target of a click on it (undefined: the home page). */
  readonly logo: (LightDark<string> & { readonly href: string | undefined }) | undefined;
  readonly favicon: LightDark<string> | undefined;
  /** Hex colors as written: `primary` (accents in light mode), `light` (accents in dark mode), `dark` (buttons). */
  readonly colors: { readonly primary: string | undefined; readonly light: string | undefined; readonly dark: string | undefined };
  readonly navbar: { readonly links: readonly ShellNavbarLink[]; readonly primary: ShellPrimary | undefined };
  /** Footer socials (platform → URL; `x-twitter` is `x`) and columns of links. */
  readonly footer: { readonly socials: Readonly<Record<string, string>>; readonly links: readonly ShellLinkColumn[] };
  /** The mode the site starts in, and whether readers may not change it (no toggle, the mode is forced). */
  readonly appearance: { readonly default: 'system' | 'light' | 'dark'; readonly strict: boolean };
  readonly background: {
    /** Page background per mode; undefined keeps the default of that mode. */
    readonly color: { readonly light: string | undefined; readonly dark: string | undefined };
    readonly image: LightDark<string> | undefined;
    readonly decoration: BackgroundDecoration | undefined;
  };
  /** A notice above every page: Markdown text, whether readers may close it, its kind and its own background colors (hex, per mode). */
  readonly banner:
    | {
        readonly content: string;
        readonly dismissible: boolean;
        readonly type: 'info' | 'warning' | 'critical';
        readonly color: { readonly light: string | undefined; readonly dark: string | undefined } | undefined;
      }
    | undefined;
  readonly feedback: { readonly suggestEdit: boolean; readonly raiseIssue: boolean };
  /** The 404 page's settings; undefined for Quire's own page. */
  readonly errors404: ShellNotFound | undefined;
}

/** The shell of a spec-format config, or of the current-format config it was mapped from (`current`). */
export function buildSiteShell(config: DocsConfig, current: CurrentConfig | undefined): SiteShell {
  return current ? currentShell(current) : specShell(config);
}

/** Every project file the shell shows as an image (logo, favicon, background), each once, as written. */
export function shellImages(shell: SiteShell): string[] {
  const { logo, favicon, background } = shell;
  const paths = [logo?.light, logo?.dark, favicon?.light, favicon?.dark, background.image?.light, background.image?.dark];
  return [...new Set(paths.filter((p): p is string => p !== undefined && !isExternalUrl(p)))];
}

function both<T>(value: T): LightDark<T> {
  return { light: value, dark: value };
}

function specShell(config: DocsConfig): SiteShell {
  const { logo, colors, modeToggle } = config;
  const cta = config.topbarCtaButton;
  return {
    name: config.name,
    description: undefined,
    theme: undefined,
    logo: typeof logo === 'string' ? { ...both(logo), href: undefined } : logo ? { light: logo.light, dark: logo.dark, href: logo.href === '/' ? undefined : logo.href } : undefined,
    favicon: config.favicon !== undefined ? both(config.favicon) : undefined,
    colors: { primary: colors?.primary, light: colors?.light, dark: colors?.dark },
    navbar: {
      links: (config.topbarLinks ?? []).map((link) => ({ label: link.name, href: link.url, icon: undefined })),
      primary: cta === undefined ? undefined : cta.type === 'github' ? { type: 'github', href: cta.url } : { type: 'button', label: cta.name ?? cta.url, href: cta.url },
    },
    footer: { socials: definedEntries(config.footerSocials ?? {}), links: [] },
    appearance: { default: modeToggle.default ?? 'system', strict: modeToggle.isHidden },
    background: {
      color: { light: colors?.background?.light, dark: colors?.background?.dark },
      image: config.backgroundImage !== undefined ? both(config.backgroundImage) : undefined,
      decoration: undefined,
    },
    banner: undefined,
    feedback: { suggestEdit: config.feedback.suggestEdit, raiseIssue: config.feedback.raiseIssue },
    errors404: undefined,
  };
}

// The brand icon a `github` or `discord` navbar link shows when it names none.
const brandIcon = (name: string): SiteIcon => ({ name, style: 'brands', library: 'fontawesome' });

function currentShell(current: CurrentConfig): SiteShell {
  const { logo, favicon, colors, background, appearance, navbar, footer, banner } = current;
  const primary = navbar?.primary;
  const notFound = current.errors?.['404'];
  return {
    name: current.name,
    description: current.description,
    theme: current.theme,
    logo: typeof logo === 'string' ? { ...both(logo), href: undefined } : logo ? { light: logo.light, dark: logo.dark, href: logo.href } : undefined,
    favicon: typeof favicon === 'string' ? both(favicon) : favicon ? { light: favicon.light, dark: favicon.dark } : undefined,
    colors: { primary: colors.primary, light: colors.light, dark: colors.dark },
    navbar: {
      links: (navbar?.links ?? []).map((link) => ({
        label: link.label ?? (link.type === 'github' ? 'GitHub' : 'Discord'),
        href: link.href,
        icon: siteIcon(link.icon, link.iconType) ?? (link.type !== undefined ? brandIcon(link.type) : undefined),
      })),
      primary: primary === undefined ? undefined : primary.type === 'github' ? { type: 'github', href: primary.href } : { type: 'button', label: primary.label ?? 'Discord', href: primary.href },
    },
    footer: {
      socials: Object.fromEntries(Object.entries(definedEntries(footer?.socials ?? {})).map(([platform, url]) => [platform === 'x-twitter' ? 'x' : platform, url])),
      links: (footer?.links ?? []).map((column) => ({ header: column.header, items: column.items.map((item) => ({ label: item.label, href: item.href })) })),
    },
    appearance: { default: appearance.default, strict: appearance.strict },
    background: {
      color: { light: background?.color?.light, dark: background?.color?.dark },
      image: typeof background?.image === 'string' ? both(background.image) : background?.image ? { light: background.image.light, dark: background.image.dark } : undefined,
      decoration: background?.decoration,
    },
    banner: banner
      ? {
          content: banner.content,
          dismissible: banner.dismissible,
          type: banner.type,
          color: typeof banner.color === 'string' ? both(banner.color) : banner.color ? { light: banner.color.light, dark: banner.color.dark } : undefined,
        }
      : undefined,
    feedback: { suggestEdit: false, raiseIssue: false },
    errors404: notFound ? { redirect: notFound.redirect, title: notFound.title, description: notFound.description } : undefined,
  };
}

/** The entries of a record whose value is a string (a salvaged config may carry others). */
function definedEntries(record: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
