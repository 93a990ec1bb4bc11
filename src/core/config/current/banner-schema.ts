import * as z from 'zod/mini';
import { described } from '../described.ts';
import { ruleString } from '../string-rules.ts';
import { LightDarkColorSchema } from './light-dark-schema.ts';

/** `banner`: a notice above every page. */
export const BannerSchema = described(
  z.object({
    content: described(z.string(), 'Banner text; links, bold and italic are allowed'),
    dismissible: described(z._default(z.boolean(), false), 'Shows a button that hides the banner; default `false`'),
    type: described(z._default(z.enum(['info', 'warning', 'critical']), 'info'), 'Style of the banner; default `info`'),
    color: described(z.optional(z.union([ruleString('hex-color'), LightDarkColorSchema])), 'Background color, or `{ light, dark }`; overrides `type`'),
  }),
  'Site-wide banner shown above every page',
);

/** `banner` with `dismissible` and `type` defaulted. */
export type Banner = z.output<typeof BannerSchema>;
