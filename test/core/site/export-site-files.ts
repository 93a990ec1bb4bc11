import { compareDiagnostics } from '../../../src/core/diagnostics/diagnostic.ts';
import type { Diagnostic } from '../../../src/core/diagnostics/diagnostic.ts';
import type { Project } from '../../../src/core/project/project.ts';
import { planExport } from '../../../src/core/site/export-site.ts';
import type { ExportOptions } from '../../../src/core/site/export-site.ts';

/** A whole static site as files, as `quire build` writes it (one thread, in memory). */
export interface ExportResult {
  /** Output path → contents: `<page>.html`, `index.html`, `404.html`, `_quire/quire.css`, `_quire/quire-runtime.js` and the project's assets. */
  readonly files: Map<string, string | Uint8Array>;
  readonly diagnostics: Diagnostic[];
  /** How many navigable pages were rendered (the `index.html` copy of the home page is not counted). */
  readonly pages: number;
}

/** Runs every job of planExport in this thread and collects the files, as `quire build` does over its threads. */
export function exportSite(project: Project, options: ExportOptions = {}): ExportResult {
  const plan = planExport(project, options);
  const files = new Map<string, string | Uint8Array>();
  const diagnostics: Diagnostic[] = [];
  for (const job of plan.jobs) {
    const page = plan.renderJob(job);
    files.set(job.out, page.html);
    diagnostics.push(...page.diagnostics);
  }
  // After the pages, which say what they reference.
  for (const [path, content] of plan.staticFiles()) files.set(path, content);
  diagnostics.push(...plan.siteDiagnostics());
  for (const [copy, original] of plan.copies) {
    const html = files.get(original);
    if (html !== undefined) files.set(copy, html);
  }
  diagnostics.sort(compareDiagnostics);
  return { files, diagnostics, pages: plan.pages };
}
