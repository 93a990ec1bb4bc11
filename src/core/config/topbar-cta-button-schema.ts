import * as z from 'zod/mini';
import { described } from './described.ts';
import type { RuleParams } from './string-rules.ts';
import { ruleString } from './string-rules.ts';

const requiredWhenLink: RuleParams = { rule: 'required-when-link' };

/** `topbarCtaButton`: the call-to-action button in the top bar; `name` is required when `type` is `link`. */
export const TopbarCtaButtonSchema = described(
  z
    .object({
      type: described(
        z._default(z.enum(['link', 'github']), 'link'),
        '`link` shows a button. `github` shows repository information, including the star count, from `url`',
      ),
      url: described(ruleString('link'), 'For `link`: target of the button. For `github`: repository to load information from'),
      name: described(z.optional(z.string()), 'Button text. Required only when `type` is `link`'),
    })
    // `when` lets the rule run even when `url` has its own error, so both are reported at once.
    .check(
      z.refine((value) => !(value.type === 'link' && value.name === undefined), {
        path: ['name'],
        params: requiredWhenLink,
        when: (payload) => {
          const v: unknown = payload.value;
          if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
          const { type, name } = v as { type?: unknown; name?: unknown };
          return (type === undefined || type === 'link') && name === undefined;
        },
      }),
    ),
  'Call-to-action button in the top bar',
);

/** `topbarCtaButton` as parsed, with `type` defaulted to `link`. */
export type TopbarCtaButton = z.output<typeof TopbarCtaButtonSchema>;
