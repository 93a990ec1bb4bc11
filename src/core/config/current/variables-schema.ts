import * as z from 'zod/mini';
import { described } from '../described.ts';

/** `variables`: `{{name}}` replacements in page text. */
export const VariablesSchema = described(z.record(z.string(), z.string()), 'Content variables: `{{name}}` in pages becomes the value');

/** `variables` as parsed. */
export type Variables = z.output<typeof VariablesSchema>;
