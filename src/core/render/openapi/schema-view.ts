import type { ElementContent } from 'hast';
import { maxOperationNodes, maxOperationVariants } from '../../openapi/openapi-limits.ts';
import type { RefResolver } from '../../openapi/resolve-ref.ts';

/** A schema object (or any OpenAPI object) after its `$ref`s were followed: a record, or undefined. */
export type Obj = Readonly<Record<string, unknown>>;

/** What the schema renderers share for one page: the resolver and the budget of fields left. */
export interface SchemaScope {
  readonly refs: RefResolver;
  /** Fields the page may still show (see maxOperationFields); counted down. */
  fieldsLeft: number;
  /** What else the page may still show, and what the limits left out (see operationBudget). */
  readonly budget: OperationBudget;
  /** A description of the spec as Markdown, its links made the page's (see openapiMarkdown). */
  readonly markdown: (text: string) => ElementContent[];
  /**
   * List properties and parameters by name rather than in the file's order: the spec format's
   * default, which `api.maintainOrder` turns off (the current format keeps the file's order).
   */
  readonly sortKeys?: boolean;
  /** Open every expandable part (`api.params.expanded: "all"`). */
  readonly expandAll?: boolean;
  /** Schema keys shown as pills after every field's name (`api.params.post`). */
  readonly postPills?: readonly string[];
}

/**
 * The rest of one operation page's rendering budget, counted down as it renders, and what was left out
 * past it, for the page's `openapi/schema-too-large`. It belongs to one render call (never shared), so
 * pages rendered on any thread come out the same.
 */
export interface OperationBudget {
  /** `oneOf`/`anyOf` options the page may still show (see maxOperationVariants). */
  variantsLeft: number;
  /** Schema nodes the page may still visit (see maxOperationNodes). */
  nodesLeft: number;
  /** What the limits left out: fields and options not shown, and whether the nodes ran out. */
  readonly leftOut: { fields: number; variants: number; nodes: boolean };
}

/** A fresh budget for one operation page: maxOperationVariants options and maxOperationNodes nodes. */
export function operationBudget(): OperationBudget {
  return { variantsLeft: maxOperationVariants, nodesLeft: maxOperationNodes, leftOut: { fields: 0, variants: 0, nodes: false } };
}

/** Takes `nodes` from the page's budget: false (and noted as left out) when it has not that many left. */
export function spend(scope: SchemaScope, nodes = 1): boolean {
  const budget = scope.budget;
  if (budget.nodesLeft < nodes) {
    budget.nodesLeft = 0;
    budget.leftOut.nodes = true;
    return false;
  }
  budget.nodesLeft -= nodes;
  return true;
}

/** What a text written in the spec costs to show (see maxOperationNodes): a node, and one per 20 characters. */
export function textNodes(text: string): number {
  return 1 + Math.floor(text.length / 20);
}

/**
 * What a value written in the spec (an example, a default) costs to show, counted as textNodes counts
 * text plus a node per value, up to `limit` (a larger value is not walked further: it may be a YAML
 * alias of itself, or repeat one large value).
 */
export function valueNodes(value: unknown, limit: number): number {
  let nodes = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && nodes <= limit) {
    const next = stack.pop();
    if (typeof next === 'string') nodes += textNodes(next);
    else if (Array.isArray(next)) {
      nodes++;
      for (const item of next) stack.push(item);
    } else if (typeof next === 'object' && next !== null) {
      nodes++;
      for (const [key, item] of Object.entries(next)) {
        nodes += textNodes(key) - 1;
        stack.push(item);
      }
    } else nodes++;
  }
  return nodes;
}

/** A value written in the spec when the page's budget covers it (see valueNodes), else a placeholder saying it was left out. */
export function shownLiteral(scope: SchemaScope, value: unknown): unknown {
  return value === undefined || spend(scope, valueNodes(value, scope.budget.nodesLeft)) ? value : '<left out: the example exceeds the rendering limit>';
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
 * A part met again (by several paths, or inside itself) adds nothing and is read once. Each part and
 * property costs a node of the page's budget; `truncated` when the budget ran out before the end.
 */
export function objectView(scope: SchemaScope, at: SchemaAt): { readonly properties: readonly Property[]; readonly merged: Obj; readonly truncated: boolean } {
  const byName = new Map<string, { value: unknown; file: string }>();
  const required = new Set<string>();
  const merged: Record<string, unknown> = {};
  const seen = new Set<Obj>();
  let truncated = false;
  const take = (part: Obj, file: string, stack: readonly string[], depth: number): void => {
    if (seen.has(part) || truncated) return;
    seen.add(part);
    const properties = Object.entries(asObj(part.properties) ?? {});
    const keys = Object.keys(part);
    if (!spend(scope, 1 + keys.length + properties.length + (Array.isArray(part.required) ? part.required.length : 0))) {
      truncated = true;
      return;
    }
    for (const key of keys) if (key !== 'allOf' && key !== 'properties' && key !== 'required' && !(key in merged)) merged[key] = part[key];
    for (const name of Array.isArray(part.required) ? part.required : []) if (typeof name === 'string') required.add(name);
    for (const [name, value] of properties) if (!byName.has(name)) byName.set(name, { value, file });
    if (depth >= 16 || !Array.isArray(part.allOf)) return;
    for (const inner of part.allOf) {
      const next = schemaAt(scope, file, inner, stack);
      if (next.schema && !next.cycle) take(next.schema, next.file, next.stack, depth + 1);
    }
  };
  if (at.schema) take(at.schema, at.file, at.stack, 0);
  if (!merged.type && byName.size > 0) merged.type = 'object';
  return { properties: inKeyOrder(scope, [...byName].map(([name, p]) => ({ name, value: p.value, file: p.file, required: required.has(name) }))), merged, truncated };
}
