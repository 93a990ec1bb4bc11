import { currentSourceOf } from '../config/current/to-site-config.ts';
import type { DocsConfig } from '../config/index.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { LineIndex } from '../diagnostics/line-index.ts';
import { lookupIcon } from '../icons/index.ts';
import type { IconLibrary } from '../icons/index.ts';
import type { SiteModel, SiteNavGroup } from './site-model.ts';
import type { SiteDivision, SiteIcon } from './site-navigation.ts';
import { isImageIcon } from './site-links.ts';
import { SiteCode } from './site-codes.ts';

/** Where docs.json values are, to point diagnostics at them; `validateConfig`'s result fits. */
export interface ConfigSource {
  readonly file: string;
  readonly rangeOf: (path: readonly (string | number)[]) => { readonly start: number; readonly end: number } | undefined;
  readonly lines: LineIndex;
}

/** The library plain icon names come from under a config: the `icons.library` of a current-format docs.json (Lucide, Tabler), else Font Awesome. */
export function configIconLibrary(config: DocsConfig): IconLibrary {
  return currentSourceOf(config)?.icons.library ?? 'fontawesome';
}

/** The library plain icon names of a site come from (see configIconLibrary). */
export function siteIconLibrary(site: SiteModel): IconLibrary {
  return configIconLibrary(site.config);
}

/** Whether an icon value names an icon of the library (default Font Awesome) or an image; anything else draws the fallback ring. */
export function isKnownIcon(name: string, iconType?: string, library: IconLibrary = 'fontawesome'): boolean {
  return isImageIcon(name) || lookupIcon(name, iconType, library) !== undefined;
}

/** The message and data of a `site/unknown-icon` warning; `data.name` is the name as written, `data.library` where it was looked up. */
function unknownIcon(name: string, library: IconLibrary): Pick<Diagnostic, 'severity' | 'code' | 'message' | 'data'> {
  const hint = library === 'lucide' ? 'a Lucide name such as "book", "rocket" or "settings"' : library === 'tabler' ? 'a Tabler name such as "book", "rocket" or "settings"' : 'a Font Awesome Free name such as "book", "rocket" or "github"';
  return { severity: 'warning', code: SiteCode.unknownIcon, message: `Unknown icon "${name}": the site shows a plain circle instead. Use ${hint}, or a path to an image.`, data: { name, library } };
}

/**
 * `site/unknown-icon` warnings for icon names a page body asked for (`<Card icon="…">`), one per
 * distinct name, at the first `icon="name"` (or `icon='name'`, `icon={"name"}`) in the page text,
 * else at the page start (the name came from a snippet). `library` is where they were looked up.
 */
export function bodyIconDiagnostics(file: string, text: string, names: Iterable<string>, library: IconLibrary = 'fontawesome'): Diagnostic[] {
  const out: Diagnostic[] = [];
  let lines: LineIndex | undefined;
  for (const name of new Set(names)) {
    let offset = -1;
    for (const [open, close] of [['icon="', '"'], ["icon='", "'"], ['icon={"', '"}'], ["icon={'", "'}"]] as const) {
      const at = text.indexOf(open + name + close);
      if (at >= 0 && (offset < 0 || at < offset)) offset = at + open.length;
    }
    lines ??= new LineIndex(text);
    const start = lines.positionAt(Math.max(0, offset));
    const end = offset >= 0 ? lines.positionAt(offset + name.length) : start;
    out.push({ file, line: start.line, column: start.column, endLine: end.line, endColumn: end.column, ...unknownIcon(name, library) });
  }
  return out;
}

/**
 * `site/unknown-icon` warnings for the icons of docs.json (the spec format's top anchor and anchors,
 * then the navigation's divisions and groups of either format; one per distinct name, at its first
 * use) and of page front matter, looked up in the site's library (or the one an icon object names).
 */
export function iconDiagnostics(site: SiteModel, source: ConfigSource | undefined): Diagnostic[] {
  const out: Diagnostic[] = [];
  const library = siteIconLibrary(site);
  const warned = new Set<string>();
  const configIcon = (name: string, iconType: string, path: (string | number)[]): void => {
    if (warned.has(`${library}:${name}`) || isKnownIcon(name, iconType, library)) return;
    warned.add(`${library}:${name}`);
    const range = source?.rangeOf(path);
    const start = source && range ? source.lines.positionAt(range.start) : { line: 1, column: 1 };
    const end = source && range ? source.lines.positionAt(range.end) : start;
    out.push({ file: source?.file ?? 'docs.json', line: start.line, column: start.column, endLine: end.line, endColumn: end.column, ...unknownIcon(name, library), path: jsonPath(path) });
  };
  if ((site.config.anchors?.length ?? 0) > 0) configIcon(site.config.topAnchor.icon, site.config.topAnchor.iconType, ['topAnchor', 'icon']);
  site.config.anchors?.forEach((anchor, i) => {
    if (anchor.icon !== undefined) configIcon(anchor.icon, anchor.iconType, ['anchors', i, 'icon']);
  });
  // The navigation's icons, at the first place docs.json writes the name (the tree keeps no paths).
  const configText = source ? site.project.readText(source.file) : undefined;
  for (const icon of navigationIcons(site)) {
    const own: IconLibrary = icon.library === 'fontawesome' || icon.library === 'lucide' || icon.library === 'tabler' ? icon.library : library;
    if (warned.has(`${own}:${icon.name}`) || isKnownIcon(icon.name, icon.style, own)) continue;
    warned.add(`${own}:${icon.name}`);
    const at = configText?.indexOf(JSON.stringify(icon.name)) ?? -1;
    const start = source && at >= 0 ? source.lines.positionAt(at + 1) : { line: 1, column: 1 };
    const end = source && at >= 0 ? source.lines.positionAt(at + 1 + icon.name.length) : start;
    out.push({ file: source?.file ?? 'docs.json', line: start.line, column: start.column, endLine: end.line, endColumn: end.column, ...unknownIcon(icon.name, own) });
  }
  for (const page of site.pages) {
    const icon = page.meta.icon;
    if (icon === undefined || isKnownIcon(icon, page.meta.iconType, library)) continue;
    const text = site.project.readText(page.file) ?? '';
    const match = /^icon:[ \t]*["']?/m.exec(text);
    const lines = new LineIndex(text);
    const startOffset = match ? match.index + match[0].length : 0;
    const start = lines.positionAt(startOffset);
    const end = lines.positionAt(match ? startOffset + icon.length : 0);
    out.push({ file: page.file, line: start.line, column: start.column, endLine: end.line, endColumn: end.column, ...unknownIcon(icon, library) });
  }
  return out;
}

/** The icons of the navigation tree: its divisions' (the global links' too) and its groups', in tree order. */
function navigationIcons(site: SiteModel): SiteIcon[] {
  const icons: SiteIcon[] = [];
  const division = (d: SiteDivision): void => {
    if (d.icon) icons.push(d.icon);
    d.divisions.forEach(division);
  };
  const group = (g: SiteNavGroup): void => {
    if (g.icon) icons.push(g.icon);
    for (const entry of g.entries) if (entry.kind === 'group') group(entry);
  };
  division(site.root);
  site.global.forEach(division);
  site.nav.forEach(group);
  return icons;
}

/** Formats `['anchors', 0, 'icon']` as `anchors[0].icon`. */
function jsonPath(path: readonly (string | number)[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}
