import { performance } from 'node:perf_hooks';
import { checkProject, MemoryProject } from '../../src/core/index.ts';
import { maxRedirects } from '../../src/core/limits.ts';
import { createSiteBodyRenderer, renderSiteBody } from '../../src/core/site/render-body.ts';
import { type BenchRow, ms } from './measure.ts';

/** A project whose docs.json has `count` redirects in a chain (each destination the next source), the last to the one page. */
function redirectsProject(count: number): MemoryProject {
  const redirects = Array.from({ length: count }, (_, i) => ({ source: `/old/${i}`, destination: i === count - 1 ? '/intro' : `/old/${i + 1}` }));
  return new MemoryProject({ 'docs.json': JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['intro'] }], redirects }), 'intro.mdx': '---\ntitle: Intro\n---\n\nSee [the first](/old/0).\n' });
}

/** A page documenting an operation whose body and response nest `oneOf` three ways `depth` deep (3^depth options in full). */
function deepSpecProject(depth: number): MemoryProject {
  const schemas: Record<string, unknown> = { [`S${depth}`]: { type: 'string' } };
  for (let i = 0; i < depth; i++) schemas[`S${i}`] = { oneOf: [0, 1, 2].map(() => ({ $ref: `#/components/schemas/S${i + 1}` })) };
  const content = { 'application/json': { schema: { $ref: '#/components/schemas/S0' } } };
  const spec = { openapi: '3.0.0', info: { title: 'Deep', version: '1' }, paths: { '/x': { post: { requestBody: { content }, responses: { '200': { description: 'OK', content } } } } }, components: { schemas } };
  return new MemoryProject({ 'api.json': JSON.stringify(spec), 'docs.json': JSON.stringify({ name: 'Acme', navigation: [{ group: 'API', pages: ['x'] }] }), 'x.mdx': '---\ntitle: X\nopenapi: POST /x\n---\n' });
}

/**
 * The inputs the limits exist for, timed once each: `quire check` of 20,000 redirects (each destination
 * matched against every source before they were indexed: 143 s), and the page of an operation whose
 * schemas nest oneOf three ways twelve deep (180 MB of HTML and 3.6 GB before the options were bounded).
 */
export function runLimitsBench(): BenchRow[] {
  const project = redirectsProject(maxRedirects);
  let t = performance.now();
  const checked = checkProject(project);
  const checkTime = performance.now() - t;
  const spec = deepSpecProject(12);
  t = performance.now();
  const page = renderSiteBody(spec, 'x.mdx', createSiteBodyRenderer(spec, 'x.mdx', { pageUrl: (p) => p, assetUrl: (p) => p }), undefined);
  const renderTime = performance.now() - t;
  return [
    { name: `quire check, ${maxRedirects.toLocaleString('en-US')} redirects (${((project.readText('docs.json')?.length ?? 0) / 1000).toFixed(0)} kB docs.json)`, value: `${ms(checkTime)}, ${checked.diagnostics.length} diagnostics` },
    { name: `operation page, oneOf 3 ways 12 deep (${spec.readText('api.json')?.length ?? 0} B spec)`, value: `${ms(renderTime)}, ${(page.body.html.length / 1000).toFixed(0)} kB HTML, ${page.diagnostics.map((d) => d.code).join(', ')}` },
  ];
}
