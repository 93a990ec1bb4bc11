import type { ArrowFunctionExpression, FunctionDeclaration, JSXElement, JSXFragment } from 'estree-jsx';
import type { RootContent } from 'mdast';

/**
 * A value the renderer computed without running code: JSON-like data, JSX waiting to be rendered,
 * or something a page may use as a component.
 */
export type StaticValue = string | number | boolean | null | undefined | readonly StaticValue[] | StaticObject | JsxValue | ComponentValue | ChildrenValue;

/** A plain object literal; created without a prototype so no inherited member can be reached. */
export interface StaticObject {
  readonly [key: string]: StaticValue;
}

/** Names in reach of an expression: page exports, imports, snippet props. */
export type Scope = ReadonlyMap<string, StaticValue>;

/** Where a value was written, so rendering it reports diagnostics against the right file. */
export interface Origin {
  readonly file: string;
  readonly scope: Scope;
  /** The sizes of the values measured so far in this render (see staticValueSize), shared by every origin of the render. */
  readonly sizes: WeakMap<object, number>;
}

/** A JSX element written inside an expression (`icon={<svg …/>}`), rendered when used. */
export class JsxValue {
  constructor(
    readonly node: JSXElement | JSXFragment,
    readonly origin: Origin,
  ) {}
}

/** The children passed to a snippet or exported component, rendered in the caller's scope. */
export class ChildrenValue {
  constructor(
    readonly nodes: readonly RootContent[],
    readonly origin: Origin,
  ) {}
}

/** Something usable as `<Name …/>`: an imported snippet file or an exported arrow-function component. */
export type ComponentValue = SnippetComponent | FunctionComponent | UnresolvedComponent;

/** The default export of a snippet file: its whole content. */
export class SnippetComponent {
  constructor(readonly path: string) {}
}

/** `export const X = ({ a }) => <jsx/>` (or a function returning JSX), interpreted statically. */
export class FunctionComponent {
  constructor(
    readonly node: ArrowFunctionExpression | FunctionDeclaration,
    readonly origin: Origin,
  ) {}
}

/** A name bound by an import that could not be resolved; already reported where it was imported. */
export class UnresolvedComponent {
  constructor(
    readonly name: string,
    readonly reason: 'missing' | 'cycle' | 'external' | 'unsupported',
  ) {}
}

/** Whether a value is a plain object literal. */
export function isStaticObject(value: StaticValue): value is StaticObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === null;
}

/** A new prototype-less object. */
export function staticObject(entries: Iterable<readonly [string, StaticValue]> = []): StaticObject {
  const object: Record<string, StaticValue> = Object.create(null) as Record<string, StaticValue>;
  for (const [key, value] of entries) object[key] = value;
  return object;
}

/** The text a value shows when used as a string (attribute or child): primitives only. */
export function valueToString(value: StaticValue): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return String(value);
  return undefined;
}
