import { jsonType } from './json-path.ts';

/**
 * What the unknown-key check needs to know of a JSON Schema node: the properties an object may have, the
 * item schema of an array, the branches of an `anyOf`. Derived once from the exported JSON Schema, so the
 * known keys of every object come from the same zod schemas that validate it.
 */
export interface SchemaShape {
  /** JSON types this node accepts; empty when any. */
  readonly types: ReadonlySet<string>;
  readonly properties: ReadonlyMap<string, SchemaShape> | undefined;
  /** True when the schema itself rules on extra keys (`additionalProperties` is set), so they are not reported as unknown. */
  readonly closed: boolean;
  readonly items: SchemaShape | undefined;
  readonly anyOf: readonly SchemaShape[] | undefined;
}

type JsonSchema = Record<string, unknown>;

/** Builds the shape tree of a JSON Schema; `$ref`s into `$defs` (including recursive ones) become shared nodes. */
export function schemaShape(root: JsonSchema): SchemaShape {
  const memo = new Map<JsonSchema, SchemaShape>();
  const resolve = (schema: JsonSchema): JsonSchema => {
    const ref = schema['$ref'];
    if (typeof ref !== 'string') return schema;
    if (ref === '#') return root;
    const name = /^#\/\$defs\/(.+)$/.exec(ref)?.[1];
    const defs = root['$defs'] as Record<string, JsonSchema> | undefined;
    return (name !== undefined ? defs?.[name] : undefined) ?? {};
  };
  const build = (input: JsonSchema): SchemaShape => {
    const schema = resolve(input);
    const known = memo.get(schema);
    if (known) return known;
    const types = new Set<string>();
    const type = schema['type'];
    if (typeof type === 'string') types.add(type);
    else if (Array.isArray(type)) for (const t of type) types.add(String(t));
    // Filled in below; registered first so recursive references resolve to this node.
    const shape: { -readonly [K in keyof SchemaShape]: SchemaShape[K] } = { types, properties: undefined, closed: schema['additionalProperties'] !== undefined, items: undefined, anyOf: undefined };
    memo.set(schema, shape);
    const properties = schema['properties'];
    if (properties && typeof properties === 'object') {
      shape.properties = new Map(Object.entries(properties as Record<string, JsonSchema>).map(([key, sub]) => [key, build(sub)]));
      types.add('object');
    }
    const items = schema['items'];
    if (items && typeof items === 'object' && !Array.isArray(items)) {
      shape.items = build(items as JsonSchema);
      types.add('array');
    }
    const anyOf = schema['anyOf'] ?? schema['oneOf'];
    if (Array.isArray(anyOf)) shape.anyOf = anyOf.map((branch) => build(branch as JsonSchema));
    return shape;
  };
  return build(root);
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
