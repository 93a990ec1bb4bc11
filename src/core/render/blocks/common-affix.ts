// Chunks are compared as strings (a memory comparison), then the last chunk character by character.
const chunk = 512;

/** The length of the common start of two texts. */
export function commonPrefix(a: string, b: string): number {
  const max = Math.min(a.length, b.length);
  let n = 0;
  while (n + chunk <= max && a.slice(n, n + chunk) === b.slice(n, n + chunk)) n += chunk;
  while (n < max && a.charCodeAt(n) === b.charCodeAt(n)) n++;
  return n;
}

/** The length of the common end of two texts, at most `max` (pass the length left after the common start). */
export function commonSuffix(a: string, b: string, max: number): number {
  let n = 0;
  while (n + chunk <= max && a.slice(a.length - n - chunk, a.length - n) === b.slice(b.length - n - chunk, b.length - n)) n += chunk;
  while (n < max && a.charCodeAt(a.length - 1 - n) === b.charCodeAt(b.length - 1 - n)) n++;
  return n;
}
