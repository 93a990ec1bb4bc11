/** Escapes text for literal use inside a Monaco/VS Code snippet (`$`, `}` and `\` are special). */
export function escapeSnippet(text: string): string {
  return text.replace(/[$}\\]/g, '\\$&');
}

/** Escapes one option of a snippet choice (`${1|a,b|}`), where `,` and `|` are special too. */
export function escapeSnippetChoice(text: string): string {
  return text.replace(/[$}\\,|]/g, '\\$&');
}
