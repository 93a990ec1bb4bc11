import type { Handlers } from 'mdast-util-to-hast';
import { codeBlock } from '../code/render-code-block.ts';
import { expression } from './expression.ts';
import { heading } from './heading.ts';
import { image, imageReference } from './image.ts';
import { jsxElement } from './jsx-element.ts';
import { link, linkReference } from './link.ts';
import { listItem } from './list-item.ts';
import { inlineMath, math } from './math.ts';
import { paragraph } from './paragraph.ts';
import { rawHtml } from './raw-html.ts';
import { table } from './table.ts';

const nothing = () => undefined;

/** The mdast-util-to-hast handlers of the renderer: the defaults plus these, one per construct. */
export const handlers: Handlers = {
  heading,
  code: codeBlock,
  link,
  linkReference,
  image,
  imageReference,
  html: rawHtml,
  paragraph,
  listItem,
  table,
  math,
  inlineMath,
  mdxJsxFlowElement: jsxElement,
  mdxJsxTextElement: jsxElement,
  mdxFlowExpression: expression,
  mdxTextExpression: expression,
  mdxjsEsm: nothing,
  yaml: nothing,
  definition: nothing,
};
