// Pages: parsing MDX to mdast, reading front matter, and (re-exported from lint) checking a whole page.
export type { ParsedPage } from './parse-page.ts';
export { parsePage } from './parse-page.ts';
export { explainMdxError } from './explain-mdx-error.ts';
export { explainYamlError } from './explain-yaml-error.ts';
export type { FrontmatterOptions, FrontmatterResult } from './parse-frontmatter.ts';
export { parseFrontmatter } from './parse-frontmatter.ts';
export type { FrontmatterBlock } from './frontmatter-block.ts';
export { findFrontmatterBlock } from './frontmatter-block.ts';
export type { FrontmatterKeySpec, FrontmatterKeyType } from './frontmatter-keys.ts';
export { frontmatterKeyMap, frontmatterKeys } from './frontmatter-keys.ts';
// checkPage lives in lint (it runs the lint rules) and is offered here too, where callers look for page functions.
export type { CheckPageOptions, PageCheck } from '../lint/check-page.ts';
export { checkPage, isSnippetFile } from '../lint/check-page.ts';
