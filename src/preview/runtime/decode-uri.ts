/** Decodes a percent-encoded URL part, or gives it back as it is when it is not valid encoding. */
export function decodeUri(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
