/**
 * The DOM events between the playground preview's search script (see previewSearchScript) and the
 * preview's runtime, which carries queries to the worker and results back: `query` (`detail`:
 * `{ id, query, version, language }`), `results` (`{ id, results }`) and `go` (`{ href }`, a site URL).
 */
export const previewSearchEvents = { query: 'quire:search-query', results: 'quire:search-results', go: 'quire:search-go' } as const;
