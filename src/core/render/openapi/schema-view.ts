import type { ElementContent } from 'hast';
import type { RefResolver } from '../../openapi/resolve-ref.ts';

/** A schema object (or any OpenAPI object) after its `$ref`s were followed: a record, or undefined. */
export type Obj = Readonly<Record<string, unknown>>;

/** What the schema renderers share for one page: the resolver and the budget of fields left. */
export interface SchemaScope {
  readonly refs: RefResolver;
  /** Fields the page may still show (see maxOperationFields); counted down. */
  fieldsLeft: number;
  /** A description of the spec as Markdown, its links made the page's (see openapiMarkdown). */
  readonly markdown: (text: string) => ElementContent[];
  /**
   * List properties and parameters by name rather than in the file's order: the spec format's
   * default, which `api.maintainOrder` turns off (the current format keeps the file's order).
   */
  readonly sortKeys?: boolean;
}

/** Items in the order a page lists keys (see SchemaScope.sortKeys): by name, or as given. */
export function inKeyOrder<T extends { readonly name: string }>(scope: SchemaScope, items: readonly T[]): readonly T[] {
  return scope.sortKeys === true ? [...items].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) : items;
}

/** A schema in its file, with the reference keys followed to reach it (for cycles) and its name when it came by `$ref`. */
export interface SchemaAt {
  readonly file: string;
  readonly schema: Obj | undefined;
  readonly name: string | undefined;
  /** Set when a `$ref` on the way leads nowhere. */
  readonly dangling: boolean;
  /** The reference keys of the schemas enclosing this one, and this one's own (a key met again is a cycle). */
  readonly stack: readonly string[];
  /** True when this schema's reference was already on the stack: show it by name only. */
  readonly cycle: boolean;
}

/** A record, or undefined for anything else. */
export function asObj(value: unknown): Obj | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : undefined;
}

/** A string field, or undefined. */
export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Follows the `$ref`s of a schema written in `file` under the references `stack`. */
export function schemaAt(scope: SchemaScope, file: string, value: unknown, stack: readonly string[]): SchemaAt {
  const resolved = scope.refs.deref(file, value);
  const key = resolved.key;
  const cycle = key !== undefined && stack.includes(key);
  return { file: resolved.file, schema: asObj(resolved.value), name: resolved.name, dangling: resolved.dangling !== undefined, stack: key === undefined || cycle ? stack : [...stack, key], cycle };
}

/** One property of an object schema, with the file its schema is written in (its `$ref`s are relative to it). */
export interface Property {
  readonly name: string;
  readonly value: unknown;
  readonly file: string;
  readonly required: boolean;
}

/**
 * The properties of an object schema, its `allOf` parts' joined in (each with the file it is written
 * in, and `required` from any part), and the schema's other keys from the first part that has them.
 */
export function objectView(scope: SchemaScope, at: SchemaAt): { readonly properties: readonly Property[]; readonly merged: Obj } {
  const byName = new Map<string, { value: unknown; file: string }>();
  const required = new Set<string>();
  const merged: Record<string, unknown> = {};
  const take = (part: Obj, file: string, stack: readonly string[], depth: number): void => {
    for (const [key, value] of Object.entries(part)) if (key !== 'allOf' && key !== 'properties' && key !== 'required' && !(key in merged)) merged[key] = value;
    for (const name of Array.isArray(part.required) ? part.required : []) if (typeof name === 'string') required.add(name);
    for (const [name, value] of Object.entries(asObj(part.properties) ?? {})) if (!byName.has(name)) byName.set(name, { value, file });
    if (depth >= 16 || !Array.isArray(part.allOf)) return;
    for (const inner of part.allOf) {
      const next = schemaAt(scope, file, inner, stack);
      if (next.schema && !next.cycle) take(next.schema, next.file, next.stack, depth + 1);
    }
  };
  if (at.schema) take(at.schema, at.file, at.stack, 0);
  if (!merged.type && byName.size > 0) merged.type = 'object';
  return { properties: inKeyOrder(scope, [...byName].map(([name, p]) => ({ name, value: p.value, file: p.file, required: required.has(name) }))), merged };
}
