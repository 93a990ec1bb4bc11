/** Whether a parsed JSON value is an object (not null, not an array): the one test every reader of raw docs.json uses. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
