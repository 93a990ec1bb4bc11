import { type ExportedPage, type ExportOptions, loadAllResources, loadResources, planExport, type Project, trackResources } from '../../core/index.ts';
import { writeZip } from './write-zip.ts';

/** Options of siteZip: those of `quire build` that change its files. */
export type SiteZipOptions = Pick<ExportOptions, 'basePath' | 'githubStars' | 'siteUrl' | 'publish' | 'searchLibrary' | 'mermaidBundle'>;

/** How many times the site is rendered again after loading what a render found missing, before every resource is loaded. */
const rounds = 4;

/**
 * The rendered static site of a project as a deterministic `.zip`: byte for byte the files
 * `quire build` writes for the same project and options (its `.quire-build` marker aside, which only
 * marks a folder as a build's), because both write SiteExportPlan.siteFiles; here every page is
 * rendered on this thread. No page is kept that was rendered without a resource (icon, grammar) it
 * needed: the site is rendered again once what it missed is loaded, so a browser fetches only the
 * resources the site uses (where everything is loaded already, as in Node, it renders once).
 * @param options.basePath the URL path the site is served from, for `404.html` (default `/`)
 * @param options.githubStars the star count of the `github` button (default none)
 * @param options.publish, options.searchLibrary, options.mermaidBundle what `quire build` passes: the published files (page.md, llms.txt, search) and the diagram script
 */
export async function siteZip(project: Project, options: SiteZipOptions = {}): Promise<Uint8Array> {
  const render = () => {
    const plan = planExport(project, options);
    return { plan, rendered: plan.jobs.map((job) => [job, plan.renderJob(job)] as const) };
  };
  // The pages with utility classes get their stylesheets once nothing else is missing (making one is asynchronous, see renderPage).
  const files = async ({ plan, rendered }: ReturnType<typeof render>) => {
    const pages: [string, ExportedPage][] = [];
    for (const [job, page] of rendered) pages.push([job.out, page.utilitiesPending ? await plan.renderPage(job) : page]);
    return plan.siteFiles(
      pages.map(([out, page]) => [out, page.html] as const),
      undefined,
      pages.flatMap(([, page]) => (page.published ? [page.published] : [])),
      pages.flatMap(([, page]) => (page.utilities ? [page.utilities] : [])),
    );
  };
  for (let round = 0; round < rounds; round++) {
    const { result, missing } = trackResources(render);
    if (missing.length === 0) return writeZip(await files(result));
    await loadResources(missing);
  }
  await loadAllResources();
  return writeZip(await files(render()));
}
