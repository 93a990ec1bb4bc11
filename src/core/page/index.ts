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
