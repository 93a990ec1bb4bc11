import type { Fix } from '../core/index.ts';
import type { ConfigCheck, ConfigUpgradeText } from './check-config-text.ts';

// The messages between the validation page and its worker: the page posts the text as typed, the
// worker answers with the same id (the page keeps only the answer to its latest request).

/** Rows the page lists per severity; the worker computes the quick fixes of those only. */
export const shownPerGroup = 300;

/** A request: check a text, or upgrade it to the current format. */
export type ValidateRequest = { readonly id: number; readonly kind: 'check'; readonly text: string } | { readonly id: number; readonly kind: 'upgrade'; readonly text: string };

/** The worker's answer to a request of the same id. */
export type ValidateResponse =
  | { readonly id: number; readonly kind: 'check'; readonly check: ConfigCheck; readonly fixes: readonly (readonly Fix[])[] }
  | { readonly id: number; readonly kind: 'upgrade'; readonly upgrade: ConfigUpgradeText | undefined }
  | { readonly id: number; readonly kind: 'failed'; readonly message: string };
