import { maxExampleValues, maxSchemaDepth } from '../../openapi/openapi-limits.ts';
import { asObj, objectView, schemaAt, shownLiteral, spend, str } from './schema-view.ts';
import type { SchemaAt, SchemaScope } from './schema-view.ts';

/** A value standing for a string of a format (`date-time`, `email`…) in a generated example. */
const formatSamples: Readonly<Record<string, string>> = {
  'date-time': '2024-01-01T00:00:00Z',
  date: '2024-01-01',
  time: '12:00:00',
  email: 'user@example.com',
  uuid: '3c90c3cc-0d44-4b50-8888-8dd25736052a',
  uri: 'https://example.com',
  url: 'https://example.com',
  hostname: 'example.com',
  ipv4: '127.0.0.1',
  byte: 'aGVsbG8=',
  binary: '<binary>',
  password: '********',
};

/**
 * An example value for a schema: its own `example`, first `examples` entry, `default`, `const` or
 * first `enum` value, else one built from its type (objects from their properties, arrays of one item,
 * the first `oneOf`/`anyOf` variant). Bounded by maxExampleValues and maxSchemaDepth, and by the page's budget
 * (see shownLiteral and spend); a cycle ends in `{}`.
 */
export function schemaExample(scope: SchemaScope, file: string, schema: unknown): unknown {
  const budget = { left: maxExampleValues };
  return build(scope, schemaAt(scope, file, schema, []), 0, budget);
}

function build(scope: SchemaScope, at: SchemaAt, depth: number, budget: { left: number }): unknown {
  const s = at.schema;
  if (!s || at.cycle || depth > maxSchemaDepth || budget.left-- <= 0 || !spend(scope)) return s?.type === 'array' ? [] : {};
  // A value written in the spec counts by its size: a `$ref` may put one large example in every field.
  if (s.example !== undefined) return shownLiteral(scope, s.example);
  if (Array.isArray(s.examples) && s.examples.length > 0) return shownLiteral(scope, s.examples[0]);
  if (s.default !== undefined) return shownLiteral(scope, s.default);
  if (s.const !== undefined) return shownLiteral(scope, s.const);
  if (Array.isArray(s.enum) && s.enum.length > 0) return shownLiteral(scope, s.enum[0]);
  const variants = Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : undefined;
  if (variants && variants.length > 0 && !s.properties && !s.allOf) return build(scope, schemaAt(scope, at.file, variants[0], at.stack), depth + 1, budget);
  const type = typeOf(s);
  if (type === 'array') return [build(scope, schemaAt(scope, at.file, s.items, at.stack), depth + 1, budget)];
  if (type === 'object' || s.properties || s.allOf) {
    const view = objectView(scope, at);
    const out: Record<string, unknown> = {};
    for (const p of view.properties) {
      if (budget.left <= 0) break;
      const inner = schemaAt(scope, p.file, p.value, at.stack);
      out[p.name] = build(scope, inner, depth + 1, budget);
    }
    const extra = asObj(s.additionalProperties);
    if (view.properties.length === 0 && extra) out['key'] = build(scope, schemaAt(scope, at.file, extra, at.stack), depth + 1, budget);
    return out;
  }
  if (type === 'integer') return typeof s.minimum === 'number' ? s.minimum : 0;
  if (type === 'number') return typeof s.minimum === 'number' ? s.minimum : 0.5;
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  if (type === 'string') return formatSamples[str(s.format) ?? ''] ?? '<string>';
  return {};
}

/** The first non-null type of a schema (`type: [string, "null"]` in 3.1 is a string). */
export function typeOf(schema: Readonly<Record<string, unknown>>): string | undefined {
  const type = schema.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.find((t): t is string => typeof t === 'string' && t !== 'null') ?? (type.includes('null') ? 'null' : undefined);
  return undefined;
}
