import * as z from 'zod/mini';

// The messages between the app and its zip worker, which imports a `.zip` and makes the downloads
// off the UI thread (inflating, rendering every page and deflating take more than a moment). Each
// request carries an id that its answer repeats; both directions are validated.

const Bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array);
const Content = z.union([z.string(), Bytes]);

/** Every request to the zip worker. */
export const ZipRequestSchema = z.discriminatedUnion('type', [
  /** Read a `.zip` into a new workspace's files (importZip), storing at most `maxTotalBytes`. */
  z.object({ type: z.literal('import-zip'), id: z.number(), archive: Bytes, maxTotalBytes: z.number() }),
  /** Render the site of these project files and zip it (siteZip). */
  z.object({ type: z.literal('site-zip'), id: z.number(), files: z.array(z.tuple([z.string(), Content])) }),
  /** Zip these files as they are (writeZip): the project download, read from storage by the app. */
  z.object({ type: z.literal('zip'), id: z.number(), files: z.array(z.tuple([z.string(), Bytes])) }),
]);
export type ZipRequest = z.infer<typeof ZipRequestSchema>;

/** Every answer of the zip worker. */
export const ZipAnswerSchema = z.discriminatedUnion('type', [
  /** The zip asked for. */
  z.object({ type: z.literal('zipped'), id: z.number(), bytes: Bytes }),
  /** The files of an imported `.zip` (see ImportedProject). */
  z.object({ type: z.literal('imported'), id: z.number(), files: z.array(z.tuple([z.string(), Content])), binary: z.array(z.string()), folder: z.string() }),
  /** The work failed: `code` is a ZipError's (`zip/unsafe-entries`, …) or `failed`; the message says why for the user. */
  z.object({ type: z.literal('failed'), id: z.number(), code: z.string(), message: z.string(), entries: z.array(z.string()) }),
]);
export type ZipAnswer = z.infer<typeof ZipAnswerSchema>;
