import type { DocsConfig } from '../config/index.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Project } from '../project/project.ts';
import { planExport } from './export-site.ts';

/**
 * What rendering a project's site reports, which `quire build` adds to the checks: every page's
 * render diagnostics (missing snippets, the render limits, unknown icons in bodies, pages that show
 * an error panel), unknown icons in docs.json and front matter, and project files the site would not
 * copy. `quire check` reports these too, so it fails where a build would.
 */
export function siteRenderDiagnostics(project: Project, config: DocsConfig): Diagnostic[] {
  const plan = planExport(project, { config });
  const diagnostics: Diagnostic[] = [];
  for (const job of plan.jobs) diagnostics.push(...plan.renderJob(job).diagnostics);
  // After the pages, which say what files they use.
  diagnostics.push(...plan.siteDiagnostics());
  return diagnostics;
}
