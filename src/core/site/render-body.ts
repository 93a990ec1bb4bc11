import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { iconOrFallback } from '../icons/index.ts';
import { renderPage, serializeHtml } from '../render/index.ts';
import type { RenderedPage } from '../render/index.ts';
import { bodyIconDiagnostics } from './icon-diagnostics.ts';
import { renderErrorPanel } from './render-error-panel.ts';
import type { ShellContext } from './shell-context.ts';
import type { SiteModel } from './site-model.ts';
import { pagePathOf } from './site-links.ts';

/** Renders the body with `renderPage`, or takes the caller's; a throw becomes an error panel and `build/page-failed`. */
export function renderBody(
  site: SiteModel,
  file: string,
  options: { readonly bodyOverride?: RenderedPage | undefined; readonly assetUrl: ShellContext['assetUrl'] },
  pageUrl: ShellContext['pageUrl'],
): { body: RenderedPage; diagnostics: Diagnostic[] } {
  if (options.bodyOverride) return { body: options.bodyOverride, diagnostics: [...options.bodyOverride.diagnostics] };
  const at = { file, line: 1, column: 1, endLine: 1, endColumn: 1, severity: 'error', code: 'build/page-failed' } as const;
  try {
    const text = site.project.readText(file) ?? '';
    const unknownIcons = new Set<string>();
    const body = renderPage(text, {
      project: site.project,
      file,
      assetUrl: options.assetUrl,
      pageUrl: (path, hash) => pageUrl(pagePathOf(path), hash),
      icon: (name, iconType) => {
        const icon = iconOrFallback(name, iconType);
        if (!icon.known) unknownIcons.add(name);
        return icon.svg;
      },
    });
    const diagnostics = [...body.diagnostics, ...bodyIconDiagnostics(file, text, unknownIcons)];
    if (body.ok) return { body, diagnostics };
    return { body, diagnostics: [...diagnostics, { ...at, message: `${file} has errors, so its page shows an error panel instead of the content. Fix the errors listed for this file.` }] };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const diagnostics: Diagnostic[] = [{ ...at, message: `Rendering ${file} failed (${reason}), so its page shows an error panel. Simplify the construct the message names; if the page is valid MDX, this is a Quire bug.` }];
    return { body: { html: serializeHtml(renderErrorPanel(file, diagnostics)), toc: [], frontmatter: {}, diagnostics, ok: false }, diagnostics };
  }
}
