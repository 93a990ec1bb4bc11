import '../../setup/load-resources.ts';
import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { openapiModel } from '../../../src/core/openapi/index.ts';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { renderOperation } from '../../../src/core/render/openapi/render-operation.ts';
import { serializeHtml } from '../../../src/core/render/index.ts';
import { createSiteBodyRenderer, renderSiteBody } from '../../../src/core/site/render-body.ts';
import { all, attr, text, withClass } from '../site/html-query.ts';

/** Schemas `S0` … `S<depth>`: each of the first `depth` lists `S<n+1>` three times under `kind`; the last is a string. */
function nested(kind: 'oneOf' | 'anyOf' | 'allOf', depth: number): Record<string, unknown> {
  const schemas: Record<string, unknown> = { [`S${depth}`]: kind === 'allOf' ? { type: 'object', properties: { leaf: { type: 'string' } } } : { type: 'string' } };
  for (let i = 0; i < depth; i++) {
    const next = { $ref: `#/components/schemas/S${i + 1}` };
    schemas[`S${i}`] = { [kind]: [next, next, next] };
  }
  return schemas;
}

/** A project with one page documenting `POST /x` of a spec whose request body and 200 response are `S0` of `schemas`. */
function pageOf(schemas: Record<string, unknown>) {
  const content = { 'application/json': { schema: { $ref: '#/components/schemas/S0' } } };
  const spec = { openapi: '3.0.0', info: { title: 't', version: '1' }, paths: { '/x': { post: { requestBody: { content }, responses: { '200': { description: 'OK', content } } } } }, components: { schemas } };
  const project = new MemoryProject({ 'api.json': JSON.stringify(spec), 'docs.json': JSON.stringify({ name: 'Acme', navigation: [{ group: 'API', pages: ['x'] }] }), 'x.mdx': '---\ntitle: X\nopenapi: POST /x\n---\n' });
  const body = renderSiteBody(project, 'x.mdx', createSiteBodyRenderer(project, 'x.mdx', { pageUrl: (p) => p, assetUrl: (p) => p }, { highlight: false }), undefined);
  return { html: body.body.html, tree: parseFragment(body.body.html), diagnostics: body.diagnostics.map((d) => `${d.file}:${d.line}:${d.column}-${d.endColumn} ${d.severity} ${d.code} ${JSON.stringify(d.data)}`), messages: body.diagnostics.map((d) => d.message) };
}

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

  it('shows 500 oneOf options of schemas that nest three ways twelve deep (531,441 in full), with a note where each list stops and a warning on the page', () => {
    const { html, tree, diagnostics, messages } = pageOf(nested('oneOf', 12));
    expect(withClass(tree, 'q-api-variant')).toHaveLength(500);
    expect(html.length).toBeLessThan(250_000);
    const notes = withClass(tree, 'q-api-truncated').map(text);
    expect(new Set(notes)).toEqual(new Set(['2 more variants not shown: the schema exceeds the rendering limit.', '1 more variant not shown: the schema exceeds the rendering limit.', '3 more variants not shown: the schema exceeds the rendering limit.']));
    const leftOut = notes.reduce((sum, note) => sum + Number(note.split(' ')[0]), 0);
    expect(diagnostics).toEqual([`x.mdx:3:10-17 warning openapi/schema-too-large {"operation":"POST /x","file":"api.json","fields":0,"variants":${leftOut},"nodes":false}`]);
    expect(messages).toEqual([`The schemas of POST /x (api.json) expand to more than an operation page shows, so ${leftOut} oneOf/anyOf options (a page shows 500) are left out, each with a note. Nested oneOf, anyOf or allOf that refer to each other multiply; name fewer options, or describe the shared part once.`]);
  });

  it('bounds anyOf the same way, and reads allOf parts met by several paths (3^12 of them) once', () => {
    const anyOf = pageOf(nested('anyOf', 12));
    expect(withClass(anyOf.tree, 'q-api-variant')).toHaveLength(500);
    expect(anyOf.diagnostics.map((d) => d.split(' ')[2])).toEqual(['openapi/schema-too-large']);
    const allOf = pageOf(nested('allOf', 12));
    // Body and response each show the one field all the parts add up to; nothing is left out.
    expect(all(allOf.tree, (e) => attr(e, 'data-field') !== undefined).map((e) => attr(e, 'data-field'))).toEqual(['leaf', 'leaf']);
    expect(allOf.diagnostics).toEqual([]);
  });

  it('ends an allOf that includes itself through a chain of references, and an array of arrays of itself', () => {
    const schemas = { S0: { allOf: [{ $ref: '#/components/schemas/S1' }], properties: { a: { type: 'string' } } }, S1: { allOf: [{ $ref: '#/components/schemas/S0' }, { $ref: '#/components/schemas/S1' }], properties: { b: { type: 'array', items: { $ref: '#/components/schemas/A' } } } }, A: { type: 'array', items: { $ref: '#/components/schemas/A' } } };
    const { tree, diagnostics } = pageOf(schemas);
    expect(all(tree, (e) => (attr(e, 'class') ?? '') === 'q-field-head').map(text)).toEqual(['astring', 'bA[][][][][]', 'astring', 'bA[][][][][]']);
    expect(diagnostics).toEqual([]);
  });

  it('counts an example written in the spec by its size, so one large example a $ref repeats on every field stops the page\'s budget', () => {
    const wide = { type: 'object', properties: Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`p${i}`, { $ref: '#/components/schemas/Big' }])) };
    const { html, diagnostics } = pageOf({ S0: wide, Big: { type: 'string', description: 'A big one.', example: 'x'.repeat(100_000) } });
    expect(html.length).toBeLessThan(12_000_000);
    expect(html).toContain('&#x3C;left out: the example exceeds the rendering limit>');
    expect(diagnostics).toEqual(['x.mdx:3:10-17 warning openapi/schema-too-large {"operation":"POST /x","file":"api.json","fields":0,"variants":0,"nodes":true}']);
  });

  it('stops listing responses when the page\'s budget is spent, however many share one schema', () => {
    const wide = { type: 'object', properties: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`p${i}`, { type: 'string' }])) };
    const responses = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [String(1000 + i), { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/W' } } } }]));
    const spec = { openapi: '3.0.0', info: { title: 't', version: '1' }, paths: { '/x': { get: { responses } } }, components: { schemas: { W: wide } } };
    const model = openapiModel(new MemoryProject({ 'api.json': JSON.stringify(spec) }), undefined);
    const op = model.operations[0];
    if (!op) throw new Error('no operation');
    const rendered = renderOperation(model, op, { project: new MemoryProject(), file: 'x.mdx' }, { highlight: false });
    const tree = parseFragment(serializeHtml(rendered.main));
    const shown = withClass(tree, 'q-api-response').length;
    expect(shown).toBeGreaterThan(100);
    expect(shown).toBeLessThan(3000);
    expect(withClass(tree, 'q-api-truncated').map(text).at(-1)).toBe(`${3000 - shown} more responses not shown: the schema exceeds the rendering limit.`);
    expect(rendered.response.length).toBe(1);
    expect(rendered.leftOut.nodes).toBe(true);
  });
});
