import type { DocsConfig } from '../config/index.ts';
import { LineIndex } from '../diagnostics/line-index.ts';
import { parseFrontmatter } from '../page/index.ts';
import type { Project } from '../project/project.ts';
import { findOperation, parseOperationRef } from './find-operation.ts';
import { openapiModel } from './openapi-model.ts';

/** The operation a page documents: method (upper case) and path for its sidebar badge, summary and description for its default title and description. */
export interface PageOperation {
  readonly method: string;
  readonly path: string;
  readonly summary: string | undefined;
  readonly description: string | undefined;
}

/**
 * The operation a page's `openapi` front matter names, when the project's specs have it; undefined
 * for other pages. The specs are read through the shared model, so asking for every page is cheap.
 * The sidebar shows `method`; a page without `title` or `description` takes `summary` and `description`.
 */
export function operationOfPage(project: Project, config: DocsConfig | undefined, file: string): PageOperation | undefined {
  const text = project.readText(file);
  if (text === undefined || !/^openapi\s*:/m.test(text)) return undefined;
  let value: unknown;
  try {
    // Only the front matter is read (an unparsed page makes parseFrontmatter scan for the `---` fences).
    value = parseFrontmatter({ file, text, ok: false, tree: { type: 'root', children: [] }, lines: new LineIndex(text), diagnostics: [] }, { snippet: true }).data['openapi'];
  } catch {
    return undefined;
  }
  return operationNamed(project, config, value);
}

/**
 * The operation an `openapi` front matter value names (`GET /users`, `spec.yaml GET /users`), when the
 * project's specs have it; for a caller that has read the front matter already (the site model).
 */
export function operationNamed(project: Project, config: DocsConfig | undefined, value: unknown): PageOperation | undefined {
  const ref = typeof value === 'string' ? parseOperationRef(value) : undefined;
  const operation = ref ? findOperation(openapiModel(project, config), ref) : undefined;
  if (!operation) return undefined;
  const field = (key: string): string | undefined => (typeof operation.operation[key] === 'string' && (operation.operation[key] as string).trim() !== '' ? (operation.operation[key] as string).trim() : undefined);
  return { method: operation.method.toUpperCase(), path: operation.path, summary: field('summary'), description: field('description') };
}
