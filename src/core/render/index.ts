// The page renderer: a page's MDX (or Markdown) to HTML, its table of contents and diagnostics.
export type { RenderContext, RenderedPage, TocEntry } from './render-context.ts';
export { renderPage } from './render-page.ts';
export type { PageRenderer } from './page-renderer.ts';
export { createPageRenderer } from './page-renderer.ts';
export { componentStyles } from './assets/component-styles.ts';
export { componentRuntime } from './assets/component-runtime.ts';
export { serializeHtml } from './safety/serialize-html.ts';
export type { SerializeOptions } from './safety/serialize-html.ts';
