// The parts of core's component registry and front matter keys that completions and hovers read.
// Structural, so core's `ComponentSpec` and `FrontmatterKeySpec` fit, and tests can pass small fixtures.

/** One attribute of a docs component. */
export interface AttributeInfo {
  readonly name: string;
  /** A type name such as `string`, `number`, `boolean` or `flag` (a bare boolean attribute). */
  readonly type: string;
  readonly required?: boolean;
  /** The allowed values, when the attribute accepts only a fixed set. */
  readonly values?: readonly string[];
  /** The value used when the attribute is absent. */
  readonly default?: string;
  readonly description: string;
}

/** One docs component (`Card`, `Steps`…). */
export interface ComponentInfo {
  readonly name: string;
  readonly description: string;
  readonly attributes: readonly AttributeInfo[];
  /** Groups of attributes of which exactly one must be present (ParamField's `path`/`body`/`query`/`header`). */
  readonly exactlyOneOf?: readonly (readonly string[])[];
  /** False for components written `<X />`; default true. */
  readonly hasChildren?: boolean;
  /** A short, valid example of its use. */
  readonly example?: string;
}

/** One front matter key a page may set. */
export interface FrontmatterKeyInfo {
  readonly name: string;
  readonly description: string;
  /** `string`, `boolean` or `string[]`. */
  readonly type?: string;
  /** The allowed values, when the key accepts only a fixed set. */
  readonly values?: readonly string[];
}
