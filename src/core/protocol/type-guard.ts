// Hand-written checks for the few messages a thread must read before zod has loaded (the app's main
// thread before its first preview). Each guard accepts exactly what the zod schema it stands for
// accepts (a test compares them sample by sample); the schema stays the one declaration of the
// message and its type. A guard does not copy: what it accepts is the received value itself, so
// keys the schema does not name stay on it (zod would strip them), and nothing reads them.

/** A check that `value` is a `T`. `mayBeAbsent`: an object's key it checks may be missing (zod's `exactOptional`). */
export interface Guard<T> {
  (value: unknown): value is T;
  readonly mayBeAbsent?: true;
}

/** One guard per key of `T`, optional keys included: a key left out of the table is a type error. */
export type Fields<T> = { readonly [K in keyof T]-?: Guard<T[K]> };

/** Any string (zod's `z.string()`). */
export const isString: Guard<string> = (value): value is string => typeof value === 'string';

/** A finite number (zod's `z.number()` rejects NaN and ±Infinity). */
export const isNumber: Guard<number> = (value): value is number => typeof value === 'number' && Number.isFinite(value);

/** `true` or `false`. */
export const isBoolean: Guard<boolean> = (value): value is boolean => typeof value === 'boolean';

/**
 * A string of at most `max` characters counted as zod counts them (code points, a lone surrogate one)
 * and, with `pattern`, matching it.
 */
export function stringOf(max: number, pattern?: RegExp): Guard<string> {
  return (value): value is string => typeof value === 'string' && (value.length <= max || [...value].length <= max) && (pattern === undefined || pattern.test(value));
}

/** One of `values` (zod's `z.literal` or `z.enum`). */
export function literal<const L extends readonly (string | number | boolean)[]>(...values: L): Guard<L[number]> {
  return (value): value is L[number] => values.includes(value as L[number]);
}

/** Undefined, or what `guard` accepts (zod's `z.optional`: a key that is missing or holds undefined). */
export function optional<T>(guard: Guard<T>): Guard<T | undefined> {
  return (value): value is T | undefined => value === undefined || guard(value);
}

/** A key that may be missing but, when present, holds what `guard` accepts, never undefined (zod's `z.exactOptional`). */
export function exactOptional<T>(guard: Guard<T>): Guard<T> {
  return Object.assign((value: unknown): value is T => guard(value), { mayBeAbsent: true as const });
}

/** What any of `guards` accepts. */
export function union<T extends readonly Guard<unknown>[]>(...guards: T): Guard<T[number] extends Guard<infer U> ? U : never> {
  return (value): value is T[number] extends Guard<infer U> ? U : never => guards.some((guard) => guard(value));
}

/** An array of at most `max` items (default: any number), every one (holes read as undefined) accepted by `item`. */
export function arrayOf<T>(item: Guard<T>, max = Infinity): Guard<T[]> {
  return (value): value is T[] => {
    if (!Array.isArray(value) || value.length > max) return false;
    for (let i = 0; i < value.length; i++) if (!item(value[i])) return false;
    return true;
  };
}

/**
 * An object whose string keys `key` accepts (default: any) and whose values `item` accepts (zod's `z.record(z.string(), …)`):
 * a plain object (a Date or a Map is none), no enumerable symbol key. An own `__proto__` key is skipped
 * unchecked as zod skips it: zod leaves it out of its copy, and the receiver must not read one.
 */
export function recordOf<T>(item: Guard<T>, key: Guard<string> = isString): Guard<Record<string, T>> {
  return (value): value is Record<string, T> => {
    if (!isPlainObject(value)) return false;
    if (Object.getOwnPropertySymbols(value).some((symbol) => Object.prototype.propertyIsEnumerable.call(value, symbol))) return false;
    return Object.keys(value).every((name) => name === '__proto__' || (key(name) && item(value[name])));
  };
}

/** An array of exactly as many items as `guards`, each accepted by its guard (zod's `z.tuple` of required items, no rest). */
export function tupleOf<T extends readonly unknown[]>(...guards: { readonly [I in keyof T]: Guard<T[I]> }): Guard<T> {
  return (value): value is T => Array.isArray(value) && value.length === guards.length && guards.every((guard, i) => guard(value[i]));
}

/** An object (not null, not an array) whose keys in `fields` hold what their guards accept (zod's `z.object`). */
export function objectOf<T>(fields: Fields<T>): Guard<T> {
  const keys = Object.keys(fields) as (keyof T & string)[];
  return (value): value is T => isObject(value) && keys.every((key) => hasField(value, key, fields[key]));
}

/**
 * A message of one of the types in `variants`, by its `type` (zod's `z.discriminatedUnion('type', …)`):
 * each variant's table names its fields but `type`. Only the table's own keys are types: `constructor`
 * or `__proto__` is no message.
 */
export function byType<U extends { type: string }>(variants: { readonly [K in U['type']]: Fields<Omit<Extract<U, { type: K }>, 'type'>> }): Guard<U> {
  const tables = variants as Readonly<Record<string, Readonly<Record<string, Guard<unknown>>>>>;
  return (value): value is U => {
    if (!isObject(value) || typeof value.type !== 'string' || !Object.hasOwn(tables, value.type)) return false;
    const table = tables[value.type] ?? {};
    return Object.keys(table).every((key) => hasField(value, key, table[key]));
  };
}

function hasField(value: Record<string, unknown>, key: string, guard: Guard<unknown> | undefined): boolean {
  if (guard === undefined) return false;
  // As zod: a key counts as present when `in` finds it, and its value is read as a property.
  if (guard.mayBeAbsent && !(key in value)) return true;
  return guard(value[key]);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** zod's isPlainObject: what a record accepts (a class instance whose prototype is not Object's is none). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const ctor: unknown = value.constructor;
  if (typeof ctor !== 'function') return true;
  const proto: unknown = (ctor as { prototype?: unknown }).prototype;
  return isObject(proto) && Object.prototype.hasOwnProperty.call(proto, 'isPrototypeOf');
}
