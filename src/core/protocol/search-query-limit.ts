// Zod-free, for the preview's script (page-feed-messages.ts, which declares the messages with zod, re-exports it).

/** The longest search query the worker answers (the preview is untrusted: its requests have bounded cost). */
export const searchQueryMaxLength = 500;
