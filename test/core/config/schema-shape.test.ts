import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DocsConfigSchema, docsConfigJsonSchema } from '../../../src/core/config/index.ts';
import { schemaShape, shapeFor } from '../../../src/core/config/schema-shape.ts';
import type { SchemaShape } from '../../../src/core/config/schema-shape.ts';

type Json = Record<string, unknown>;

/** The shape a JSON Schema node describes, written out as plain data; `$ref`s are followed, and a node inside itself is `'recursive'`. */
function fromJsonSchema(root: Json): unknown {
  const open = new Set<Json>();
  const resolve = (node: Json): Json => {
    const ref = node['$ref'];
    if (ref === '#') return root;
    if (typeof ref !== 'string') return node;
    return (root['$defs'] as Record<string, Json>)[ref.replace('#/$defs/', '')] as Json;
  };
  const walk = (input: Json): unknown => {
    const node = resolve(input);
    if (open.has(node)) return 'recursive';
    open.add(node);
    const types = new Set<string>();
    if (typeof node['type'] === 'string') types.add(node['type']);
    const properties = node['properties'] as Record<string, Json> | undefined;
    if (properties) types.add('object');
    const items = node['items'] as Json | undefined;
    if (items) types.add('array');
    const anyOf = node['anyOf'] as Json[] | undefined;
    const out = {
      types: [...types].sort(),
      closed: node['additionalProperties'] !== undefined,
      properties: properties && Object.fromEntries(Object.entries(properties).map(([key, sub]) => [key, walk(sub)])),
      items: items && walk(items),
      anyOf: anyOf?.map(walk),
    };
    open.delete(node);
    return out;
  };
  return walk(root);
}

/** The same for a shape built from the zod schemas. */
function fromShape(root: SchemaShape): unknown {
  const open = new Set<SchemaShape>();
  const walk = (shape: SchemaShape): unknown => {
    if (open.has(shape)) return 'recursive';
    open.add(shape);
    const out = {
      types: [...shape.types].sort(),
      closed: shape.closed,
      properties: shape.properties && Object.fromEntries([...shape.properties].map(([key, sub]) => [key, walk(sub)])),
      items: shape.items && walk(shape.items),
      anyOf: shape.anyOf?.map(walk),
    };
    open.delete(shape);
    return out;
  };
  return walk(root);
}

describe('schemaShape', () => {
  it('reads from the zod schemas exactly what the exported JSON Schema says of docs.json', () => {
    expect(fromShape(schemaShape(DocsConfigSchema))).toEqual(fromJsonSchema(docsConfigJsonSchema()));
  });

  it('follows optional, default and piped schemas to their input, and closes objects with a catchall', () => {
    const shape = schemaShape(
      z.object({
        a: z.optional(z._default(z.enum(['x', 'y']), 'x')),
        b: z.pipe(z.looseObject({ c: z.boolean() }), z.transform((v) => v)),
        d: z.union([z.string(), z.array(z.number())]),
      }),
    );
    expect([...(shape.properties?.keys() ?? [])]).toEqual(['a', 'b', 'd']);
    expect([...(shape.properties?.get('a')?.types ?? [])]).toEqual(['string']);
    expect(shape.closed).toBe(false);
    expect(shape.properties?.get('b')?.closed).toBe(true);
    const d = shape.properties?.get('d');
    expect(d && [...(shapeFor(d, [1])?.types ?? [])]).toEqual(['array']);
    expect(d && [...(shapeFor(d, 'text')?.types ?? [])]).toEqual(['string']);
    expect(d && shapeFor(d, true)).toBeUndefined();
  });

  it('makes a recursive schema one node', () => {
    const group = schemaShape(DocsConfigSchema).properties?.get('navigation')?.items;
    const nested = group?.properties?.get('pages')?.items?.anyOf?.[1];
    expect(nested).toBe(group);
  });
});
