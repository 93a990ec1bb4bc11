import '../../setup/load-resources.ts';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openapiModel } from '../../../src/core/openapi/index.ts';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { serializeHtml } from '../../../src/core/render/index.ts';
import { renderOperation } from '../../../src/core/render/openapi/render-operation.ts';
import { corpusDir, corpusV2Dir, describeCorpus } from '../../setup/corpus.ts';

/** The OpenAPI files of a corpus project, as core reads them (the other files do not change a spec's operations). */
function specProject(root: string): MemoryProject {
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(json|ya?ml)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1).replace(/\\/g, '/'));
  return new MemoryProject(files.map((f) => [f, readFileSync(join(root, f))] as const));
}

/** Every operation of every spec of a project rendered (main column, examples, playground JSON, in both key orders), as one digest per spec. */
function digests(root: string): Record<string, string> {
  const project = specProject(root);
  const model = openapiModel(project, undefined);
  const out: Record<string, string> = {};
  for (const file of model.documents.keys()) {
    const hash = createHash('sha256');
    for (const op of model.operations.filter((o) => o.file === file)) {
      for (const sortKeys of [false, true]) {
        const r = renderOperation(model, op, { project, file: 'page.mdx' }, { sortKeys, highlight: false });
        hash.update(serializeHtml([...r.main, ...r.request, ...r.response]));
        hash.update(JSON.stringify(r.playground));
      }
    }
    out[file] = `${model.operations.filter((o) => o.file === file).length} ${hash.digest('hex').slice(0, 16)}`;
  }
  return out;
}

// The digests of the pages as they were before the rendering limits on variants and schema nodes: a real spec stays well within them.
// (Changed once since, on purpose: read-only/write-only badges, and optional parameters with an example in the samples, as the platform's `api.examples.defaults: all`.)
describeCorpus('corpus', 'OpenAPI pages of the corpus, byte for byte', () => {
  it('render every operation as before the rendering limits', () => {
    expect({ mintlify: digests(join(corpusDir, 'mintlify-docs')), trigger: digests(join(corpusDir, 'trigger')) }).toEqual({
      mintlify: { 'discovery-openapi.json': '2 60ecd70c58531cb4', 'example-openapi.json': '1 a2f9cea2014aab88', 'v1-openapi.json': '2 73e59a66015c999e' },
      trigger: { 'openapi.yml': '1 806446c4382b1ca9', 'v3-openapi.yaml': '23 47a2d753aebf8680' },
    });
  });
});

describeCorpus('corpus-v2', 'OpenAPI pages of corpus-v2, byte for byte', () => {
  it('render every operation as before the rendering limits', () => {
    expect({ pipecat: digests(join(corpusV2Dir, 'pipecat')), trigger: digests(join(corpusV2Dir, 'trigger')) }).toEqual({
      pipecat: { 'api-reference/pipecat-cloud/rest-reference/openapi.json': '31 4abd77afee472739' },
      trigger: { 'openapi.yml': '3 62a23f8914a9944a', 'v3-openapi.yaml': '61 cfcf28f52ef3e9ac' },
    });
  });
});
