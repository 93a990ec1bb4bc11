import * as z from 'zod/mini';
import { jsonType } from './json-path.ts';
import type { AnySchema } from './schema-def.ts';
import { defOf } from './schema-def.ts';

/**
 * What the unknown-key check needs to know of a schema node: the properties an object may have, the
 * item schema of an array, the branches of a union. Read from the same zod schemas that validate
 * docs.json (not from their JSON Schema, so the worker does not need zod's JSON Schema generator), with
 * what the exported JSON Schema says of the input: optional, defaulted and piped schemas are their input.
 */
export interface SchemaShape {
  /** JSON types this node accepts; empty when any. */
  readonly types: ReadonlySet<string>;
  readonly properties: ReadonlyMap<string, SchemaShape> | undefined;
  /** True when the schema itself rules on extra keys (a catchall, or `additionalProperties` in its metadata), so they are not reported as unknown. */
  readonly closed: boolean;
  readonly items: SchemaShape | undefined;
  readonly anyOf: readonly SchemaShape[] | undefined;
}

const ruledByMeta = (schema: AnySchema): boolean => z.globalRegistry.get(schema)?.['additionalProperties'] !== undefined;

/** Builds the shape tree of a zod schema; a schema met again (a recursive one included) is the same node. */
export function schemaShape(root: AnySchema): SchemaShape {
  const memo = new Map<AnySchema, SchemaShape>();
  const build = (schema: AnySchema, closedAbove: boolean): SchemaShape => {
    const def = defOf(schema);
    const closed = closedAbove || ruledByMeta(schema);
    switch (def.type) {
      case 'optional':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'readonly':
      case 'catch':
        if (def.innerType) return build(def.innerType, closed);
        break;
      case 'pipe':
        if (def.in) return build(def.in, closed);
        break;
      case 'lazy':
        if (def.getter) return build(def.getter(), closed);
        break;
    }
    const known = memo.get(schema);
    if (known) return known;
    const types = new Set<string>();
    // Filled in below; registered first so recursive references resolve to this node.
    const shape: { -readonly [K in keyof SchemaShape]: SchemaShape[K] } = { types, properties: undefined, closed, items: undefined, anyOf: undefined };
    memo.set(schema, shape);
    switch (def.type) {
      case 'string':
      case 'boolean':
      case 'number':
        types.add(def.type);
        break;
      case 'enum': {
        const values = Object.values(def.entries ?? {});
        const type = typeof values[0];
        if (values.length > 0 && (type === 'string' || type === 'number') && values.every((v) => typeof v === type)) types.add(type);
        break;
      }
      case 'object':
        types.add('object');
        if (def.catchall) shape.closed = true;
        shape.properties = new Map(Object.keys(def.shape ?? {}).map((key) => [key, build((def.shape as Record<string, AnySchema>)[key] as AnySchema, false)]));
        break;
      case 'array':
        types.add('array');
        if (def.element) shape.items = build(def.element, false);
        break;
      case 'union':
        shape.anyOf = (def.options ?? []).map((option) => build(option, false));
        break;
    }
    return shape;
  };
  return build(root, false);
}

/** The branch of a shape that accepts the JSON type of `value` (the shape itself when it has no `anyOf`). */
export function shapeFor(shape: SchemaShape, value: unknown): SchemaShape | undefined {
  if (!shape.anyOf) return shape;
  const type = jsonType(value);
  for (const branch of shape.anyOf) {
    const resolved = shapeFor(branch, value);
    if (resolved && (resolved.types.size === 0 || resolved.types.has(type) || (type === 'number' && resolved.types.has('integer')))) return resolved;
  }
  return undefined;
}
