import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadProject } from '../../src/cli/load-project.ts';
import { MemoryProject } from '../../src/core/index.ts';
import type { Project } from '../../src/core/index.ts';
import type { DocsConfig } from '../../src/core/config/index.ts';
import { openapiModel, operationLabel } from '../../src/core/openapi/index.ts';
import { createSiteBodyRenderer, renderSiteBody } from '../../src/core/site/render-body.ts';
import { loadSiteConfig } from '../../src/core/site/load-site-config.ts';
import { corpusDir, corpusV2Dir } from '../setup/corpus-paths.ts';
import { type BenchRow, ms, summarizeSamples } from './measure.ts';

/** The largest OpenAPI 3 file of both corpora, with its project. */
async function largestSpec(): Promise<{ project: MemoryProject; config: DocsConfig | undefined; file: string; label: string } | undefined> {
  let best: { project: MemoryProject; config: DocsConfig | undefined; file: string; label: string; size: number } | undefined;
  for (const [kind, dir] of [['corpus', corpusDir], ['corpus-v2', corpusV2Dir]] as const) {
    for (const name of ['crewai', 'mintlify-docs', 'pipecat', 'starter-2023', 'trigger']) {
      if (!existsSync(join(dir, name))) continue;
      const project = await loadProject(join(dir, name));
      const config = loadSiteConfig(project).config;
      for (const file of openapiModel(project, config).documents.keys()) {
        const size = project.readText(file)?.length ?? 0;
        if (!best || size > best.size) best = { project, config, file, label: `${kind}/${name}/${file}`, size };
      }
    }
  }
  return best;
}

/** One page per operation of `file`, added to the project: `openapi: "<file> METHOD /path"`. */
function operationPages(project: MemoryProject, config: DocsConfig | undefined, file: string): string[] {
  const pages: string[] = [];
  openapiModel(project, config)
    .operations.filter((o) => o.file === file)
    .forEach((o, i) => {
      const page = `bench-openapi/op-${i}.mdx`;
      project.set(page, `---\nopenapi: "${file} ${operationLabel(o)}"\n---\n\nNotes.\n`);
      pages.push(page);
    });
  return pages;
}

/** Renders each page once through the site's body path; the time of each. */
function renderEach(project: Project, config: DocsConfig | undefined, pages: readonly string[]): number[] {
  return pages.map((page) => {
    const t = performance.now();
    const body = renderSiteBody(project, page, createSiteBodyRenderer(project, page, { pageUrl: (p) => p, assetUrl: (p) => p }), config);
    const spent = performance.now() - t;
    if (!body.body.html.includes('q-api-page')) throw new Error(`${page} did not render its operation: ${body.diagnostics.map((d) => d.message).join('; ')}`);
    return spent;
  });
}

/** The spec made about `chars` long by repeating its paths under new prefixes (for the 10 MB case). */
function inflated(spec: Record<string, unknown>, chars: number): string {
  const paths = spec['paths'] as Record<string, unknown>;
  const one = JSON.stringify(paths).length;
  const out: Record<string, unknown> = {};
  for (let i = 0; i < Math.ceil(chars / one); i++) for (const [path, item] of Object.entries(paths)) out[`/copy${i}${path}`] = item;
  return JSON.stringify({ ...spec, paths: out });
}

/**
 * OpenAPI reference pages: every operation page of the corpora's largest spec rendered once (the
 * first page pays for reading the spec), the time per page after that, and after an edit of the spec
 * the first page again (the spec is read again once) and the rest; then the same spec grown to 10 MB.
 */
export async function runOpenapiBench(): Promise<BenchRow[]> {
  const found = await largestSpec();
  if (!found) return [{ name: 'OpenAPI pages', value: 'skipped: no OpenAPI file in the corpora' }];
  const { project, config, file, label } = found;
  const pages = operationPages(project, config, file);
  const first = renderEach(project, config, pages);
  const again = renderEach(project, config, pages);
  project.set(file, `${project.readText(file) ?? ''}\n# edited\n`);
  const edited = renderEach(project, config, pages);
  const rows: BenchRow[] = [
    { name: `largest spec: ${label}`, value: `${((project.readText(file)?.length ?? 0) / 1000).toFixed(0)} kB, ${pages.length} operation pages` },
    { name: 'first page (reads the spec)', value: ms(first[0] ?? NaN) },
    { name: 'every page, first render: total', value: ms(first.reduce((a, b) => a + b, 0)) },
    { name: 'per page, spec already read (median / p95)', value: `${ms(summarizeSamples(again).median)} / ${ms(summarizeSamples(again).p95)}` },
    { name: 'after editing the spec: first page', value: ms(edited[0] ?? NaN) },
    { name: 'after editing the spec: every page, total', value: ms(edited.reduce((a, b) => a + b, 0)) },
  ];
  const parsed = openapiModel(project, config).documents.get(file)?.root;
  if (parsed) {
    const big = new MemoryProject([['openapi.json', inflated(parsed as Record<string, unknown>, 10_000_000)]]);
    const t = performance.now();
    openapiModel(big, undefined);
    const read = performance.now() - t;
    const bigPages = operationPages(big, undefined, 'openapi.json').filter((_, i) => i % 50 === 0);
    const bigFirst = renderEach(big, undefined, bigPages);
    const bigAgain = renderEach(big, undefined, bigPages);
    rows.push(
      { name: `10 MB spec (${((big.readText('openapi.json')?.length ?? 0) / 1e6).toFixed(1)} M chars): read once`, value: ms(read) },
      { name: '10 MB spec: first page after reading', value: ms(bigFirst[0] ?? NaN) },
      { name: '10 MB spec: per page after (median)', value: ms(summarizeSamples(bigAgain).median) },
    );
  }
  return rows;
}
