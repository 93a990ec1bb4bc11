import { ConfigCode } from '../config/config-codes.ts';
import { buildCodes, projectCodes } from './check-codes.ts';

/**
 * Every diagnostic code core reports, in one list: the codes a project may turn off or re-grade in
 * `.quirerc.json` (a code not listed here is reported as unknown, with the closest listed one).
 * A test reads the code strings in src/core and fails when one is missing here.
 */
export const diagnosticCodes: readonly string[] = [
  ...Object.values(ConfigCode),
  ...Object.values(projectCodes),
  ...Object.values(buildCodes),
  'build/page-failed',
  'build/no-config',
  'build/config-partial',
  'page/mdx-syntax',
  'page/parser-not-loaded',
  'page/too-large',
  'page/too-deep',
  'page/yaml-too-large',
  'page/frontmatter-syntax',
  'page/invalid-frontmatter',
  'page/missing-frontmatter',
  'page/missing-title',
  'page/missing-description',
  'component/unknown',
  'component/unknown-attribute',
  'component/invalid-attribute',
  'component/missing-attribute',
  'component/invalid-nesting',
  'lint/image-outside-frame',
  'lint/image-missing-alt',
  'lint/heading-level-1',
  'lint/code-missing-language',
  'lint/secret-in-code',
  'render/snippet-missing',
  'render/snippet-cycle',
  'render/unsupported-expression',
  'render/unknown-component',
  'render/unsafe-content',
  'render/nested-link',
  'render/value-too-large',
  'render/too-many-expansions',
  'render/highlight-too-long',
  'render/table-too-long',
  'site/unknown-icon',
].filter((code, i, all) => all.indexOf(code) === i);
