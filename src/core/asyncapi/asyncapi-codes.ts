/** The stable codes of AsyncAPI diagnostics (the pages that document channels); a code is never renamed once released. */
export const AsyncapiCode = {
  /** A page's `asyncapi` front matter names no channel of the project's AsyncAPI 3 files; `data.value` is the value, `data.suggestions` the closest channels. */
  unknownChannel: 'asyncapi/unknown-channel',
} as const;

/** One of the stable AsyncAPI diagnostic codes. */
export type AsyncapiCode = (typeof AsyncapiCode)[keyof typeof AsyncapiCode];
