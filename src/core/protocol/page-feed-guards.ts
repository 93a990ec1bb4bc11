import type * as z from 'zod/mini';
import type { OpenExternalSchema, PreviewScroll, RenderBodySchema, RenderErrorSchema, RenderSchema, SearchResultsSchema } from './page-feed-messages.ts';
import { arrayOf, isNumber, isString, literal, objectOf, optional, union } from './type-guard.ts';
import type { Fields, Guard } from './type-guard.ts';

// The page feed's messages as a thread checks them without zod (the app's main thread, the preview's
// script): the fields of each message but `type`, for the `byType` guard of the receiver's protocol.
// Each accepts exactly what its schema in page-feed-messages.ts does (the receivers' guard tests hold
// them to the same answers).

type FieldsOf<S extends z.ZodMiniType> = Fields<Omit<z.infer<S>, 'type'>>;

const isScroll: Guard<PreviewScroll> = union(literal('keep', 'top'), objectOf({ anchor: isString }));

/** A whole page (RenderSchema). */
export const renderFields: FieldsOf<typeof RenderSchema> = { seq: isNumber, file: isString, pageUrl: isString, html: isString, scroll: isScroll, ms: isNumber };

/** The body of the shown page (RenderBodySchema). */
export const renderBodyFields: FieldsOf<typeof RenderBodySchema> = { seq: isNumber, file: isString, html: isString, ms: isNumber };

/** The shown page does not render (RenderErrorSchema). */
export const renderErrorFields: FieldsOf<typeof RenderErrorSchema> = { seq: isNumber, file: isString, line: optional(isNumber), message: isString };

/** A redirect leads to another site (OpenExternalSchema). */
export const openExternalFields: FieldsOf<typeof OpenExternalSchema> = { url: isString };

/** The worker's answer to a search query (SearchResultsSchema). */
export const searchResultsFields: FieldsOf<typeof SearchResultsSchema> = { id: isNumber, results: arrayOf(objectOf({ title: isString, heading: isString, snippet: isString, href: isString })) };
