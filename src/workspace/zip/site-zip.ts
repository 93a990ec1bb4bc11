import { type ExportOptions, loadAllResources, planExport, type Project } from '../../core/index.ts';
import { writeZip } from './write-zip.ts';

/** Options of siteZip: those of `quire build` that change its files. */
export type SiteZipOptions = Pick<ExportOptions, 'basePath' | 'githubStars'>;

/**
 * The rendered static site of a project as a deterministic `.zip`: byte for byte the files
 * `quire build` writes for the same project and options (its `.quire-build` marker aside, which only
 * marks a folder as a build's), because both write SiteExportPlan.siteFiles; here every page is
 * rendered on this thread. Every resource (icons, grammars) is loaded first, as the CLI does, so no
 * page is rendered without one.
 * @param options.basePath the URL path the site is served from, for `404.html` (default `/`)
 * @param options.githubStars the star count of the `github` button (default none)
 */
export async function siteZip(project: Project, options: SiteZipOptions = {}): Promise<Uint8Array> {
  await loadAllResources();
  const plan = planExport(project, options);
  const pages = plan.jobs.map((job) => [job.out, plan.renderJob(job).html] as const);
  return writeZip(plan.siteFiles(pages));
}
