// The bounds on the work an AsyncAPI file may cause, beside OpenAPI's (openapi-limits.ts), whose file
// size and per-page schema budgets (fields, oneOf/anyOf options, nodes) a channel page shares.

/** Channel pages one navigation level or group generates from its AsyncAPI files; past it the rest have no page. */
export const maxGeneratedChannels = 1_000;

/** Operations and messages one channel page lists (each); past it the rest are left out with a note. */
export const maxChannelItems = 200;
