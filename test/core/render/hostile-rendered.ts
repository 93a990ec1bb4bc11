import '../../setup/load-resources.ts';
import type { RenderedPage } from '../../../src/core/render/index.ts';
import { files, markdown, markdownDifferential, mdx, mdxDifferential } from './hostile-inputs.ts';
import { render } from './render-helpers.ts';

/** Every hostile page of hostile-inputs.ts, rendered (MDX and Markdown): [name, page]. Read by security.test.ts and the browser's hostile-pages.test.ts. */
export const rendered: [string, RenderedPage][] = [
  ...[...mdx, ...mdxDifferential].map(([name, text]): [string, RenderedPage] => [name, render(text, { files })]),
  ...[...markdown, ...markdownDifferential].map(([name, text]): [string, RenderedPage] => [name, render(text, { file: 'guides/page.md' })]),
];
