/** The stable codes of component-use diagnostics, checked against the registry; a code is never renamed once released. */
export const ComponentCode = {
  /** A JSX element that is neither a registered component, an HTML element nor defined on the page (`data`: `component`, `suggestion`). */
  unknown: 'component/unknown',
  /** An attribute the component does not define (`data`: `component`, `attribute`, `suggestion`). */
  unknownAttribute: 'component/unknown-attribute',
  /** An attribute value of the wrong type or outside its allowed values. */
  invalidAttribute: 'component/invalid-attribute',
  /** A required attribute (by the spec or by convention) is absent (`data`: `component`, `attribute`). */
  missingAttribute: 'component/missing-attribute',
  /** A component outside the parent it must be in (`Step` outside `Steps`…). */
  invalidNesting: 'component/invalid-nesting',
} as const;

/** One of the stable component diagnostic codes. */
export type ComponentCode = (typeof ComponentCode)[keyof typeof ComponentCode];
