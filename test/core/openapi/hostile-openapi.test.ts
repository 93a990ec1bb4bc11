import '../../setup/load-resources.ts';
import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { openapiModel } from '../../../src/core/openapi/index.ts';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { renderOperation } from '../../../src/core/render/openapi/render-operation.ts';
import { serializeHtml } from '../../../src/core/render/index.ts';
import { all, attr, text, withClass } from '../site/html-query.ts';

/** The main column of the one operation of a spec whose request body is `schema`. */
function bodyOf(schema: unknown, schemas: Record<string, unknown>) {
  const spec = { openapi: '3.0.0', info: { title: 't', version: '1' }, paths: { '/x': { post: { requestBody: { content: { 'application/json': { schema } } }, responses: {} } } }, components: { schemas } };
  const model = openapiModel(new MemoryProject({ 'api.json': JSON.stringify(spec) }), undefined);
  const op = model.operations[0];
  if (!op) throw new Error('no operation');
  return { model, tree: parseFragment(serializeHtml(renderOperation(model, op, { project: new MemoryProject(), file: 'x.mdx' }).main)) };
}

describe('OpenAPI input built to cost', () => {
  it('shows 12 levels of a 300-level chain of objects, then types by name', () => {
    const schemas = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`L${i}`, { type: 'object', properties: { next: { $ref: `#/components/schemas/L${i + 1}` } } }]));
    const { tree } = bodyOf({ $ref: '#/components/schemas/L0' }, schemas);
    const names = all(tree, (e) => attr(e, 'data-field') !== undefined).map((e) => attr(e, 'data-field'));
    expect(names).toHaveLength(13);
    expect(new Set(names)).toEqual(new Set(['next']));
  });

  it('stops at 2,000 fields with a note, however many properties there are', () => {
    const wide = { type: 'object', properties: Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`p${i}`, { type: 'string' }])) };
    const { tree } = bodyOf(wide, {});
    expect(withClass(tree, 'q-api-field')).toHaveLength(2000);
    expect(withClass(tree, 'q-api-truncated').map(text)).toEqual(['More fields are left out: this page shows the most fields it may.']);
  });

  it('takes references in a loop, and allOf that includes itself, as unknown or recursive instead of looping', () => {
    const schemas = { A: { $ref: '#/components/schemas/B' }, B: { $ref: '#/components/schemas/A' }, C: { allOf: [{ $ref: '#/components/schemas/C' }], properties: { c: { type: 'string' } } } };
    const { model, tree } = bodyOf({ type: 'object', properties: { loop: { $ref: '#/components/schemas/A' }, self: { $ref: '#/components/schemas/C' } } }, schemas);
    expect(all(tree, (e) => (attr(e, 'class') ?? '') === 'q-field-head').map(text)).toEqual(['loopunknown', 'selfC', 'cstring']);
    expect(model.diagnostics).toEqual([]);
  });

  it('does not read a spec larger than 20 million characters', () => {
    const big = `{"openapi": "3.0.0", "paths": {}, "x": "${'a'.repeat(20_000_001)}"}`;
    const model = openapiModel(new MemoryProject({ 'big.json': big }), undefined);
    expect(model.documents.size).toBe(0);
    expect(model.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`)).toEqual(['big.json:1:1 openapi/too-large']);
  });
});
