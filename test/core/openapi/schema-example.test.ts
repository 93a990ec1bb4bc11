import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { openapiModel } from '../../../src/core/openapi/index.ts';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { schemaExample } from '../../../src/core/render/openapi/schema-example.ts';
import { operationBudget } from '../../../src/core/render/openapi/schema-view.ts';
import type { SchemaScope } from '../../../src/core/render/openapi/schema-view.ts';

const spec = (schemas: Record<string, unknown>) => JSON.stringify({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {}, components: { schemas } });
const example = (schemas: Record<string, unknown>, schema: unknown) => {
  const model = openapiModel(new MemoryProject({ 'api.json': spec(schemas) }), undefined);
  const scope: SchemaScope = { refs: model.refs, fieldsLeft: 100, budget: operationBudget(), markdown: () => [] };
  return schemaExample(scope, 'api.json', schema);
};

describe('schemaExample', () => {
  it('prefers the schema\'s example, examples, default, const and enum, in that order', () => {
    expect(example({}, { type: 'string', example: 'a', examples: ['b'], default: 'c' })).toBe('a');
    expect(example({}, { type: 'string', examples: ['b'], default: 'c' })).toBe('b');
    expect(example({}, { type: 'string', default: 'c', enum: ['d'] })).toBe('c');
    expect(example({}, { const: 7 })).toBe(7);
    expect(example({}, { type: 'string', enum: ['d', 'e'] })).toBe('d');
  });

  it('builds objects, arrays, formats, nullable 3.1 types, allOf and the first oneOf variant', () => {
    const schemas = { Base: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } }, Cat: { type: 'object', properties: { purrs: { type: 'boolean' } } } };
    expect(
      example(schemas, {
        allOf: [{ $ref: '#/components/schemas/Base' }, { properties: { at: { type: ['string', 'null'], format: 'date-time' }, n: { type: 'integer', minimum: 5 }, tags: { type: 'array', items: { type: 'number' } }, pet: { oneOf: [{ $ref: '#/components/schemas/Cat' }, { type: 'string' }] } } }],
      }),
    ).toEqual({ id: '3c90c3cc-0d44-4b50-8888-8dd25736052a', at: '2024-01-01T00:00:00Z', n: 5, tags: [0.5], pet: { purrs: true } });
  });

  it('ends a cycle in an empty object, a reference that leads nowhere too', () => {
    const schemas = { Node: { type: 'object', properties: { name: { type: 'string' }, next: { $ref: '#/components/schemas/Node' } } } };
    expect(example(schemas, { $ref: '#/components/schemas/Node' })).toEqual({ name: '<string>', next: {} });
    expect(example({}, { $ref: '#/components/schemas/Gone' })).toEqual({});
  });

  it('stops at 500 values however wide the schema is', () => {
    const wide = { type: 'object', properties: Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`p${i}`, { type: 'integer' }])) };
    expect(Object.keys(example({}, wide) as object)).toHaveLength(499);
  });
});
