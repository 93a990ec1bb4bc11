import * as z from 'zod/mini';
import { described } from '../described.ts';
import { ruleString } from '../string-rules.ts';

/** One of `redirects`: a moved page's old path and where it went. */
export const RedirectSchema = z.object({
  source: described(ruleString('link'), 'Path to redirect from, such as `/old-page`'),
  destination: described(ruleString('link'), 'Path or URL to redirect to, such as `/new-page`'),
  permanent: described(z._default(z.boolean(), true), '`true` (the default) for a permanent redirect, `false` for a temporary one'),
});

/** `redirects`: pages that moved. */
export const RedirectsSchema = described(z.array(RedirectSchema), 'Redirects for moved, renamed or deleted pages');

/** One redirect, with `permanent` defaulted to `true`. */
export type Redirect = z.output<typeof RedirectSchema>;
