import type { Element, ElementContent } from 'hast';
import { maxSchemaDepth } from '../../openapi/openapi-limits.ts';
import { el, text } from '../hast-helpers.ts';
import { typeOf } from './schema-example.ts';
import { asObj, objectView, schemaAt, spend, str, textNodes, valueNodes } from './schema-view.ts';
import type { Obj, SchemaAt, SchemaScope } from './schema-view.ts';

/** The head line of a field: what ParamField and ResponseField show, from a parameter or a property. */
export interface FieldInfo {
  readonly name: string;
  /** `path`, `query`, `header`, `cookie`; undefined for body and response fields. */
  readonly location?: string | undefined;
  readonly required: boolean;
  readonly deprecated: boolean;
  /** The parameter's own description (a property's is its schema's). */
  readonly description?: string | undefined;
}

/**
 * One field as the ParamField/ResponseField layout shows it (name, location, type, badges, default,
 * enum, description), its nested fields (object properties, array items, `oneOf`/`anyOf` variants)
 * in an expandable part. A schema met again inside itself shows by name only.
 */
export function schemaField(scope: SchemaScope, info: FieldInfo, at: SchemaAt, depth: number): Element {
  scope.fieldsLeft--;
  const s = at.schema ? objectView(scope, at).merged : undefined;
  const mint = asObj(s?.['x-mint']);
  const head: ElementContent[] = [...pillsOf(mint?.pre).map((p) => pill('pre', p)), el('code', { className: ['q-field-name'] }, [text(info.name)])];
  if (info.location) head.push(el('span', { className: ['q-field-location'] }, [text(info.location)]));
  head.push(el('span', { className: ['q-field-type'] }, [text(typeLabel(scope, at))]));
  if (info.required) head.push(badge('required', 'required'));
  if (info.deprecated || s?.deprecated === true) head.push(badge('deprecated', 'deprecated'));
  if (s?.readOnly === true) head.push(badge('read-only', 'read-only'));
  if (s?.writeOnly === true) head.push(badge('write-only', 'write-only'));
  // Post pills: built-in first, then api.params.post's keys read from the schema, then the schema's own x-mint.post.
  for (const key of scope.postPills ?? []) for (const label of configPills(key, s?.[key])) head.push(pill('post', label));
  for (const label of pillsOf(mint?.post)) head.push(pill('post', label));
  const shownDefault = s?.default === undefined ? undefined : shownValue(scope, s.default);
  if (shownDefault !== undefined) head.push(el('span', { className: ['q-field-default'] }, [text('default: '), el('code', {}, [text(shownDefault)])]));
  const body: ElementContent[] = [];
  const description = info.description ?? str(s?.description);
  if (description && spend(scope, textNodes(description))) body.push(...scope.markdown(description));
  if (s && Array.isArray(s.enum) && s.enum.length > 0) {
    const values = s.enum.slice(0, 100).map((v) => shownValue(scope, v)).filter((v) => v !== undefined);
    if (values.length > 0) body.push(el('p', { className: ['q-api-enum'] }, [text('Allowed values: '), ...values.flatMap((v, i): ElementContent[] => [...(i > 0 ? [text(', ')] : []), el('code', {}, [text(v)])])]));
  }
  if (at.cycle) body.push(el('p', { className: ['q-api-recursive'] }, [text(`Recursive: the fields of ${at.name ?? 'this object'} are shown above.`)]));
  else if (at.dangling) body.push(el('p', { className: ['q-api-unknown'] }, [text('Unknown schema: its $ref leads nowhere.')]));
  else {
    const nested = nestedFields(scope, at, depth + 1);
    if (nested.length > 0) body.push(expandable(childLabel(at), nested, scope.expandAll === true));
  }
  return el('div', { className: ['q-field', 'q-api-field'], dataField: info.name }, [el('div', { className: ['q-field-head'] }, head), el('div', { className: ['q-field-body'] }, body)]);
}

/** The fields inside a schema: an object's properties, an array's item fields, the variants of `oneOf`/`anyOf`. */
export function nestedFields(scope: SchemaScope, at: SchemaAt, depth: number): ElementContent[] {
  const s = at.schema;
  if (!s || at.cycle || depth > maxSchemaDepth || scope.fieldsLeft <= 0) return [];
  if (!spend(scope)) return [overLimit()];
  const variants = variantsOf(s);
  if (variants) return [variantList(scope, at, variants.kind, variants.list, depth)];
  if (typeOf(s) === 'array' && s.items !== undefined) {
    // An array of arrays is a level of its own, so a chain of them ends at maxSchemaDepth too.
    const items = schemaAt(scope, at.file, s.items, at.stack);
    return nestedFields(scope, items, items.schema && typeOf(items.schema) === 'array' ? depth + 1 : depth);
  }
  const out: ElementContent[] = [];
  const view = objectView(scope, at);
  for (const [i, p] of view.properties.entries()) {
    if (scope.fieldsLeft <= 0) {
      scope.budget.leftOut.fields += view.properties.length - i;
      out.push(el('p', { className: ['q-api-truncated'] }, [text('More fields are left out: this page shows the most fields it may.')]));
      break;
    }
    if (scope.budget.nodesLeft <= 0) {
      out.push(overLimit());
      break;
    }
    const inner = schemaAt(scope, p.file, p.value, at.stack);
    out.push(schemaField(scope, { name: p.name, required: p.required, deprecated: false }, inner, depth));
  }
  if (view.truncated && scope.budget.nodesLeft > 0) out.push(overLimit());
  return out;
}

/** The note where the page's node budget (maxOperationNodes) ran out. */
function overLimit(): Element {
  return el('p', { className: ['q-api-truncated'] }, [text('More of this schema is not shown: the schema exceeds the rendering limit.')]);
}

/** A value of the spec (a default, an enum value) as short JSON, when the page's budget covers its length. */
function shownValue(scope: SchemaScope, value: unknown): string | undefined {
  return spend(scope, valueNodes(value, scope.budget.nodesLeft)) ? json(value) : undefined;
}

/** `oneOf` / `anyOf` as a list of options, each with its own fields. */
function variantList(scope: SchemaScope, at: SchemaAt, kind: 'oneOf' | 'anyOf', list: readonly unknown[], depth: number): Element {
  const shown = list.slice(0, 50);
  const options: Element[] = [];
  for (const [i, variant] of shown.entries()) {
    // Each option counts against the page's options and nodes: nested options multiply.
    if (scope.budget.variantsLeft <= 0 || !spend(scope)) break;
    scope.budget.variantsLeft--;
    const v = schemaAt(scope, at.file, variant, at.stack);
    const title = str(v.schema?.title) ?? v.name ?? typeLabel(scope, v);
    const inner = nestedFields(scope, v, depth + 1);
    const description = str(v.schema?.description);
    options.push(el('div', { className: ['q-api-variant'] }, [el('p', { className: ['q-api-variant-title'] }, [text(`Option ${i + 1}: ${title}`)]), ...(description && spend(scope, textNodes(description)) ? scope.markdown(description) : []), ...inner]));
  }
  const rest = shown.length - options.length;
  if (rest > 0) {
    scope.budget.leftOut.variants += rest;
    options.push(el('p', { className: ['q-api-truncated'] }, [text(`${rest} more ${rest === 1 ? 'variant' : 'variants'} not shown: the schema exceeds the rendering limit.`)]));
  }
  return el('div', { className: ['q-api-variants'], dataKind: kind }, [el('p', { className: ['q-api-variants-label'] }, [text(kind === 'oneOf' ? 'One of:' : 'Any of:')]), ...options]);
}

function variantsOf(s: Obj): { kind: 'oneOf' | 'anyOf'; list: readonly unknown[] } | undefined {
  if (Array.isArray(s.oneOf) && s.oneOf.length > 0) return { kind: 'oneOf', list: s.oneOf };
  if (Array.isArray(s.anyOf) && s.anyOf.length > 0) return { kind: 'anyOf', list: s.anyOf };
  return undefined;
}

/**
 * The type as a reader reads it: `string<uuid>`, `integer`, `User` (an object by its name),
 * `User[]`, `string | null`, `oneOf` variants joined with `|`; `unknown` for a reference that leads nowhere.
 */
export function typeLabel(scope: SchemaScope, at: SchemaAt, depth = 0): string {
  const s = at.schema;
  if (!s) return at.dangling ? 'unknown' : 'any';
  if (depth > 4) return at.name ?? 'object';
  // Past the page's budget, the label is what the schema says of itself without looking further.
  if (!spend(scope)) return at.name ?? typeOf(s) ?? 'any';
  const variants = variantsOf(s);
  if (variants) return variants.list.slice(0, 6).map((v) => typeLabel(scope, schemaAt(scope, at.file, v, at.stack), depth + 1)).join(' | ');
  const nullable = s.nullable === true || (Array.isArray(s.type) && s.type.includes('null'));
  let type = typeOf(s) ?? (s.properties || s.allOf ? 'object' : 'any');
  if (type === 'array') type = `${typeLabel(scope, schemaAt(scope, at.file, s.items, at.stack), depth + 1)}[]`;
  else if (type === 'object' && at.name && !/^\d+$/.test(at.name)) type = at.name;
  else if (typeof s.format === 'string' && type !== 'object') type = `${type}<${s.format}>`;
  return nullable && type !== 'null' ? `${type} | null` : type;
}

function childLabel(at: SchemaAt): string {
  return at.schema && typeOf(at.schema) === 'array' ? 'Show item fields' : 'Show child fields';
}

/** A closed expandable part, as the Expandable component renders one. */
export function expandable(title: string, children: ElementContent[], open = false): Element {
  return el('details', { className: ['q-expandable'], ...(open ? { open: true } : {}) }, [el('summary', { className: ['q-expandable-summary'] }, [el('span', { className: ['q-expandable-title'] }, [text(title)])]), el('div', { className: ['q-expandable-content'] }, children)]);
}

function pill(side: 'pre' | 'post', label: string): Element {
  return el('span', { className: ['q-field-pill', `q-field-pill-${side}`] }, [text(label)]);
}

/** `x-mint.pre`/`post`: a string or a list of strings. */
function pillsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v): v is string => typeof v === 'string' && v.trim() !== '').slice(0, 10);
}

/** An `api.params.post` key's pills: a string as is, `true` as the key, a number as text, a list one each; nothing else. */
function configPills(key: string, value: unknown): string[] {
  const one = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : v === true ? key : undefined);
  if (Array.isArray(value)) return value.slice(0, 10).map((v) => (typeof v === 'string' || typeof v === 'number' ? one(v) : undefined)).filter((v): v is string => v !== undefined);
  const single = one(value);
  return single === undefined ? [] : [single];
}

function badge(kind: string, label: string): Element {
  return el('span', { className: ['q-field-badge', `q-field-${kind}`] }, [text(label)]);
}

/** A value as short JSON (strings as written, in quotes). */
export function json(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

