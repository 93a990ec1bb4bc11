import type * as z from 'zod/mini';

/** A zod schema of any kind, as the walks over the config schemas take it. */
export type AnySchema = z.core.$ZodType;

/** The parts of zod's schema definitions that core's walks over the config schemas read (unknown keys, salvage). */
export interface SchemaDef {
  readonly type: string;
  readonly shape?: Readonly<Record<string, AnySchema>>;
  readonly catchall?: AnySchema;
  readonly element?: AnySchema;
  readonly options?: readonly AnySchema[];
  readonly innerType?: AnySchema;
  readonly in?: AnySchema;
  readonly entries?: Readonly<Record<string, unknown>>;
  readonly getter?: () => AnySchema;
}

/** The definition of a zod schema. */
export function defOf(schema: AnySchema): SchemaDef {
  return schema._zod.def as unknown as SchemaDef;
}
