import type { RenderedPage } from '../render-context.ts';

/** The summary and description of the operation a rendered page documents. */
export interface OperationMeta {
  readonly summary: string | undefined;
  readonly description: string | undefined;
}

/** Records the operation a rendered page documents (see withOpenapiOperation), on the page. */
export function setOperationMeta(page: RenderedPage, meta: OperationMeta): RenderedPage {
  return { ...page, operation: meta };
}

/** The front matter fields of a page that an operation's summary and description stand in for. */
interface MetaFields {
  readonly title?: string;
  readonly description?: string;
  readonly sidebarTitle?: string;
}

/**
 * A site page as the shell shows it when its body documents an operation: without a front matter
 * `title` the operation's summary is its title (and sidebar label, unless `sidebarTitle` is set), and
 * without a `description` the operation's description is. The same page when nothing changes.
 */
export function withOperationMeta<P extends { readonly title: string; readonly navTitle: string; readonly meta: MetaFields }>(page: P, body: RenderedPage): P {
  const operation = body.operation;
  if (!operation) return page;
  const summary = page.meta.title === undefined ? operation.summary : undefined;
  const description = page.meta.description === undefined ? operation.description : undefined;
  if (summary === undefined && description === undefined) return page;
  const meta: MetaFields = { ...page.meta, ...(summary !== undefined ? { title: summary } : {}), ...(description !== undefined ? { description } : {}) };
  return { ...page, meta, ...(summary !== undefined ? { title: summary, navTitle: page.meta.sidebarTitle ?? summary } : {}) };
}
