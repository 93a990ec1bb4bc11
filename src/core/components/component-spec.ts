/**
 * How an attribute's value is written and checked:
 * - `string`: text, `title="Intro"` (a `{…}` string or template literal is fine too);
 * - `number`: `cols={2}` (a numeric string such as `cols="2"` is accepted);
 * - `boolean`: `defaultOpen={true}`, `defaultOpen="true"` or the bare name;
 * - `flag`: a boolean usually written as the bare name, `required`;
 * - `string-or-number`: either of the two, `size={20}` or `size="20"`;
 * - `object`: a JavaScript object in braces, `style={{ borderRadius: 8 }}`;
 * - `array`: a JavaScript array in braces, `tags={["API", "SDK"]}`;
 * - `expression`: anything, usually a `{…}` expression or a JSX element.
 */
export type AttributeType = 'string' | 'number' | 'boolean' | 'flag' | 'string-or-number' | 'object' | 'array' | 'expression';

/** One attribute a component accepts. */
export interface AttributeSpec {
  readonly name: string;
  readonly type: AttributeType;
  /** Whether the component is expected to have it (default false); a missing one is a warning, since the component still renders. */
  readonly required?: boolean;
  /**
   * Why the page is broken without it (its content cannot be shown); then a missing one is an
   * error rather than a warning. Only for attributes without which nothing can be rendered.
   */
  readonly brokenWithout?: string;
  /** The only values allowed, when the set is closed (`iconType`, `titleSize`). */
  readonly values?: readonly string[];
  /** The value used when the attribute is absent, as written in docs. */
  readonly default?: string;
  /** One line for hovers, completions and the rules file. */
  readonly description: string;
  /** Listed for this component in section 2.4 of the spec. */
  readonly inSpec?: boolean;
}

/** What kind of component it is; groups completions and the rules file. */
export type ComponentCategory = 'callout' | 'structure' | 'navigation' | 'api' | 'media' | 'inline';

/** One component pages may use, described as data. */
export interface ComponentSpec {
  readonly name: string;
  readonly category: ComponentCategory;
  /** One line for hovers, completions and the rules file. */
  readonly description: string;
  readonly attributes: readonly AttributeSpec[];
  /** Groups of attributes of which exactly one must be present (ParamField's location). */
  readonly exactlyOneOf?: readonly (readonly string[])[];
  /**
   * The sentence of spec 2.4 that states the `exactlyOneOf` groups, quoted: a group broken is then
   * an error (a rule the spec states); without it, a warning.
   */
  readonly exactlyOneOfRule?: string;
  /** When set, the component belongs directly inside one of these components. */
  readonly parents?: readonly string[];
  /** When set, the only components allowed directly inside (other content is wrong). */
  readonly children?: readonly string[];
  /** Whether the component wraps content; false for components written `<X />`. */
  readonly hasChildren: boolean;
  /** Listed in section 2.4 of the spec (the rest is what real projects use). */
  readonly inSpec: boolean;
  /** Names people mistakenly write for this component, lowercase (`warn` → `Warning`). */
  readonly aliases?: readonly string[];
  /** A short, valid example of its use. */
  readonly example: string;
}

/** Every known component by name. */
export type ComponentRegistry = ReadonlyMap<string, ComponentSpec>;
