import * as z from 'zod/mini';
import { described } from '../described.ts';
import { ruleString } from '../string-rules.ts';

const fontFields = {
  family: described(z.string(), 'Font family; Google Fonts names load on their own'),
  weight: described(z.optional(z.number()), 'Font weight, such as `400` or `550` for a variable font'),
  source: described(z.optional(ruleString('link')), 'URL or path of the font file; not needed for Google Fonts'),
  format: described(z.optional(z.enum(['woff', 'woff2'])), 'Format of the font file; required with `source`'),
};

/** One font: a family, and optionally weight and file. */
export const FontSchema = z.object(fontFields);

/** `fonts`: the site's font, with optional overrides for headings and body text; `family` may be left out when both are given (the platform accepts `{ heading, body }`). */
export const FontsSchema = described(
  z.object({
    ...fontFields,
    family: described(z.optional(z.string()), 'Font family; Google Fonts names load on their own'),
    heading: described(z.optional(FontSchema), 'Font of headings'),
    body: described(z.optional(FontSchema), 'Font of body text'),
  }),
  'Custom fonts',
);

/** `fonts` as parsed. */
export type Fonts = z.output<typeof FontsSchema>;
