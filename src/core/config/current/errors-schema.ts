import * as z from 'zod/mini';
import { described } from '../described.ts';

/** `errors`: the error pages. */
export const ErrorsSchema = described(
  z.object({
    '404': described(
      z.optional(
        z.object({
          redirect: described(z._default(z.boolean(), true), 'Sends a reader of a missing page to the home page; default `true`'),
          title: described(z.optional(z.string()), 'Title of the 404 page'),
          description: described(z.optional(z.string()), 'Description of the 404 page; MDX is allowed'),
        }),
      ),
      'The "page not found" page',
    ),
  }),
  'Error page settings',
);

/** `errors` as parsed. */
export type Errors = z.output<typeof ErrorsSchema>;
