/**
 * The path of a new file as the person meant it: the New file dialog pre-fills `new-page.mdx` with
 * only the name selected, so typing `a.mdx` (or `guides/a.md`) over it leaves the pre-filled `.mdx`
 * behind the typed one. A name ending in a page extension and then `.mdx` loses that last `.mdx`:
 * `guides/a.mdx.mdx` → `guides/a.mdx`, `a.md.mdx` → `a.md`; any other path is returned as it is.
 */
export function typedFilePath(path: string): string {
  return /[^/]\.mdx?\.mdx$/i.test(path) ? path.slice(0, -'.mdx'.length) : path;
}
