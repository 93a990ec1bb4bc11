// Builders shared by the site tests: a config with defaults applied, an in-memory project, and a shell context.
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { DocsConfig } from '../../../src/core/config/index.ts';
import { DocsConfigSchema } from '../../../src/core/config/index.ts';
import { MemoryProject } from '../../../src/core/project/project.ts';
import type { ShellContext } from '../../../src/core/site/shell-context.ts';
import type { SiteModel } from '../../../src/core/site/site-model.ts';
import { buildSiteModel, versionOf } from '../../../src/core/site/site-model.ts';
import { iconMarkup, lookupIcon } from '../../../src/core/icons/index.ts';

/** A docs.json object with the schema's defaults applied. */
export function config(input: Record<string, unknown>): DocsConfig {
  return DocsConfigSchema.parse({ name: 'Acme', ...input });
}

/** A page with front matter. */
export function page(title: string, extra = '', body = 'Body text.'): string {
  return `---\ntitle: ${title}\n${extra}---\n\n${body}\n`;
}

/** A site from a config and project files. */
export function site(input: Record<string, unknown>, files: Record<string, string | Uint8Array>): SiteModel {
  return buildSiteModel(config(input), new MemoryProject(files));
}

/** The shell context of one page, with `/path.html` page URLs and `/path` asset URLs. */
export function context(s: SiteModel, pagePath: string, extra: Partial<ShellContext> = {}): ShellContext {
  const current = s.byPath.get(pagePath);
  if (!current) throw new Error(`no page ${pagePath}`);
  return {
    site: s,
    page: current,
    pageUrl: (path, hash) => `/${path}.html${hash ? `#${hash}` : ''}`,
    assetUrl: (path) => `/${path}`,
    version: versionOf(s, current) ?? s.versions[0],
    ...extra,
  };
}

/** Serializes a region for comparison. */
export function html(element: Element | undefined): string {
  return element ? toHtml(element, { allowDangerousHtml: true }) : '';
}

/** The markup of a bundled icon, as the shell renders it. */
export function svg(name: string, iconType?: string, className = 'q-icon'): string {
  const shape = lookupIcon(name, iconType);
  if (!shape) throw new Error(`no icon ${name}`);
  return iconMarkup(shape, className);
}
