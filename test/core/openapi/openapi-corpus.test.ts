import '../../setup/load-resources.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFragment } from 'parse5';
import { expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { lookupOperation, openapiModel } from '../../../src/core/openapi/index.ts';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { createSiteBodyRenderer, renderSiteBody } from '../../../src/core/site/render-body.ts';
import { loadSiteConfig } from '../../../src/core/site/load-site-config.ts';
import type { CorpusKind } from '../../setup/corpus-paths.ts';
import { corpusDir, corpusV2Dir, describeCorpus } from '../../setup/corpus.ts';
import { attr, withClass } from '../site/html-query.ts';

/** A corpus project as core reads it. */
function loadProject(kind: CorpusKind, name: string): MemoryProject {
  const root = join(kind === 'corpus' ? corpusDir : corpusV2Dir, name);
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1).replace(/\\/g, '/'));
  return new MemoryProject(files.map((f) => [f, readFileSync(join(root, f))] as const));
}

/** The `openapi` front matter value of a page, read with the yaml package on its own (not core's reader). */
function frontmatterOpenapi(text: string): string | undefined {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!block) return undefined;
  try {
    const data = parseYaml(block[1] ?? '') as Record<string, unknown> | null;
    return typeof data?.openapi === 'string' ? data.openapi : undefined;
  } catch {
    return undefined;
  }
}

/** Per project: `openapi:` pages resolved, and unresolved ones by diagnostic code. */
function resolution(project: MemoryProject) {
  const config = loadSiteConfig(project).config;
  const model = openapiModel(project, config);
  const counts: Record<string, number> = {};
  for (const file of project.list().filter((f) => /\.mdx?$/.test(f))) {
    const text = project.readText(file) ?? '';
    const value = frontmatterOpenapi(text);
    if (value === undefined) continue;
    const found = lookupOperation(model, file, text, value.trim());
    const key = found.ok ? 'resolved' : found.diagnostic.code;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return { counts, specs: [...model.documents.keys()], specDiagnostics: model.diagnostics.map((d) => `${d.file}:${d.line} ${d.code}`) };
}

/** What a rendered page says about its operation: method, path and parameter names (from its playground description). */
function renderedOperation(project: MemoryProject, file: string) {
  const config = loadSiteConfig(project).config;
  const body = renderSiteBody(project, file, createSiteBodyRenderer(project, file, { pageUrl: (p) => p, assetUrl: (p) => p }, { highlight: false }), config);
  const root = withClass(parseFragment(body.body.html), 'q-api-page')[0];
  const operation = JSON.parse(root ? (attr(root, 'data-openapi-operation') ?? '{}') : '{}') as { method?: string; path?: string; parameters?: { name: string; in: string }[] };
  return { method: operation.method, path: operation.path, parameters: operation.parameters?.map((p) => `${p.in}:${p.name}`), diagnostics: body.diagnostics.map((d) => d.code) };
}

/** Method, path and parameter names of an operation read straight from the spec file (local `$ref`s to parameters followed). */
function fromSpec(project: MemoryProject, file: string, method: string, path: string) {
  const text = project.readText(file) ?? '';
  const spec = (file.endsWith('.json') ? JSON.parse(text) : parseYaml(text)) as { paths: Record<string, Record<string, { parameters?: unknown[] }>>; components?: { parameters?: Record<string, unknown> } };
  const item = spec.paths[path] ?? {};
  const op = item[method.toLowerCase()] ?? {};
  const deref = (p: unknown) => {
    const ref = (p as { $ref?: string }).$ref;
    return (ref ? spec.components?.parameters?.[ref.split('/').pop() ?? ''] : p) as { name: string; in: string };
  };
  const names = new Map<string, string>();
  for (const p of [...((item as { parameters?: unknown[] }).parameters ?? []), ...(op.parameters ?? [])].map(deref)) names.set(`${p.in}:${p.name}`, `${p.in}:${p.name}`);
  return { method: method.toUpperCase(), path, parameters: [...names.values()], diagnostics: [] };
}

describeCorpus('corpus', 'OpenAPI pages of the corpus', () => {
  it('resolves every openapi page whose spec is in the project', () => {
    const results = Object.fromEntries(['crewai', 'mintlify-docs', 'pipecat', 'starter-2023', 'trigger'].map((name) => [name, resolution(loadProject('corpus', name))]));
    expect(results).toEqual({
      crewai: { counts: {}, specs: [], specDiagnostics: [] },
      'mintlify-docs': { counts: { resolved: 5 }, specs: ['discovery-openapi.json', 'example-openapi.json', 'v1-openapi.json'], specDiagnostics: [] },
      pipecat: { counts: {}, specs: [], specDiagnostics: [] },
      'starter-2023': { counts: {}, specs: [], specDiagnostics: [] },
      trigger: { counts: { resolved: 23 }, specs: ['openapi.yml', 'v3-openapi.yaml'], specDiagnostics: [] },
    });
  });

  it('trigger: a page shows the method, path and parameters its spec file gives', () => {
    const project = loadProject('corpus', 'trigger');
    expect(renderedOperation(project, 'management/envvars/update.mdx')).toEqual(fromSpec(project, 'v3-openapi.yaml', 'PUT', '/api/v1/projects/{projectRef}/envvars/{env}/{name}'));
  });
});

describeCorpus('corpus-v2', 'OpenAPI pages of corpus-v2', () => {
  it('resolves every openapi page whose spec is in the project', () => {
    const results = Object.fromEntries(['pipecat', 'trigger'].map((name) => [name, resolution(loadProject('corpus-v2', name))]));
    expect(results).toEqual({
      pipecat: { counts: { resolved: 24 }, specs: ['api-reference/pipecat-cloud/rest-reference/openapi.json'], specDiagnostics: [] },
      trigger: { counts: { resolved: 62 }, specs: ['openapi.yml', 'v3-openapi.yaml'], specDiagnostics: [] },
    });
  });

  it('pipecat: a page of the spec found without being listed shows its method, path and parameters', () => {
    const project = loadProject('corpus-v2', 'pipecat');
    const page = project.list().find((f) => frontmatterOpenapi(project.readText(f) ?? '') === 'GET /{serviceName}/sessions/{sessionId}/{path}');
    expect(page).toBeDefined();
    expect(renderedOperation(project, page as string)).toEqual(fromSpec(project, 'api-reference/pipecat-cloud/rest-reference/openapi.json', 'GET', '/{serviceName}/sessions/{sessionId}/{path}'));
  });
});
