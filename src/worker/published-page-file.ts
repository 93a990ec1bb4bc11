// The Markdown file of a page, which only the preview's "Copy page" asks the worker for: its own chunk,
// so the Markdown writer (mdast-util-to-markdown and the extensions' writing halves) stays out of the
// code the first preview waits for.
export { publishedPageFile } from '../core/index.ts';
