/**
 * The offset of the first `{` or `[` of a JSON text that opens a level deeper than `maxDepth`, or
 * undefined when the text stays within it. One pass over the characters, skipping strings, so it
 * runs before any parser: JSON.parse copes with deep nesting, but the offset scanner, jsonc-parser
 * and zod recurse once per level and overflow the stack at a few thousand. Malformed text is
 * measured as well as it can be; the parser reports what is wrong with it.
 */
export function jsonTextDepthExceeded(text: string, maxDepth: number): number | undefined {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      // A string: to the next quote that no backslash escapes (or the end of the line, if unterminated).
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 92) i++;
        else if (d === 34 || d === 10) break;
      }
    } else if (c === 123 || c === 91) {
      if (++depth > maxDepth) return i;
    } else if ((c === 125 || c === 93) && depth > 0) depth--;
  }
  return undefined;
}
