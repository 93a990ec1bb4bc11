import { createPageRenderer } from './page-renderer.ts';
import type { RenderContext, RenderedPage } from './render-context.ts';

/** Renders one page body to HTML with its table of contents, front matter and diagnostics. */
export function renderPage(text: string, ctx: RenderContext): RenderedPage {
  return createPageRenderer(ctx).render(text);
}
