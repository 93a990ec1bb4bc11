import type { DocsConfig } from '../../config/index.ts';
import { currentSourceOf } from '../../config/current/to-site-config.ts';
import { compareDiagnostics } from '../../diagnostics/diagnostic.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { frontmatterValueRange, lookupOperation, operationLabel } from '../../openapi/find-operation.ts';
import { OpenapiCode } from '../../openapi/openapi-codes.ts';
import { maxOperationFields, maxOperationNodes, maxOperationVariants } from '../../openapi/openapi-limits.ts';
import type { OpenapiOperation } from '../../openapi/openapi-model.ts';
import { openapiModel } from '../../openapi/openapi-model.ts';
import { el, trusted } from '../hast-helpers.ts';
import type { RenderContext, RenderedPage } from '../render-context.ts';
import { serializeHtml } from '../safety/serialize-html.ts';
import { setOperationMeta } from './operation-meta.ts';
import { withFieldPlayground } from './playground-fields.ts';
import { withPlayground } from './playground-page.ts';
import { renderOperation } from './render-operation.ts';
import type { RenderedOperation } from './render-operation.ts';
import { unreadSpecNote } from './unread-spec-note.ts';
import { cachesOf } from '../../session/session-project.ts';
import { cacheSlot } from '../../session/session-caches.ts';
import { generatedPagesOf } from '../../openapi/generated-pages.ts';
import type { ElementContent } from 'hast';
import type { OpenapiModel } from '../../openapi/openapi-model.ts';
import { formatCount } from '../../diagnostics/format-count.ts';

/** A session's operation pages, by the body rendered, while the model and config are the same (see withOpenapiOperation). */
const operationPages = cacheSlot('openapi-pages', () => new WeakMap<RenderedPage, { readonly model: OpenapiModel; readonly config: DocsConfig | undefined; readonly page: RenderedPage }>());

/** What an operation page needs besides its rendered body. */
export interface OpenapiPageInput {
  /** The page's render context (project, file, and the URLs its links go through). */
  readonly ctx: RenderContext;
  /** The page text (for the front matter line of a diagnostic). */
  readonly text: string;
  /** The site's config (OpenAPI sources, `api.baseUrl`, `api.examples.languages`); undefined for none. */
  readonly config: DocsConfig | undefined;
}


/**
 * A page body with the reference of the operation its `openapi` front matter names: the generated
 * part first, the page's own content after it, and the examples (generated, or the page's own
 * RequestExample/ResponseExample) in a column beside them. A value that names no operation leaves the
 * body as it is, with an error on the front matter line (and, when a spec at a URL that was not read
 * may hold it, a warning above the body saying so: see unreadSpecNote). A page with an `api` front matter instead
 * gets a playground from its ParamFields (withFieldPlayground); other pages are returned unchanged.
 */
export function withOpenapiOperation(body: RenderedPage, input: OpenapiPageInput): RenderedPage {
  const value = body.frontmatter['openapi'];
  if (!body.ok) return body;
  if (typeof value !== 'string' || value.trim() === '') return withFieldPlayground(body, input.config);
  const model = openapiModel(input.ctx.project, input.config);
  // A page whose body, model and config did not change keeps its result (the preview renders the page again on every edit elsewhere).
  const kept = cachesOf(input.ctx.project).get(operationPages);
  const hit = kept.get(body);
  if (hit && hit.model === model && hit.config === input.config) return hit.page;
  const found = lookupOperation(model, input.ctx.file, input.text, value.trim());
  let page: RenderedPage;
  if (!found.ok) {
    // A spec at a URL that was not read may hold the operation: the page says so above its own content.
    const url = found.diagnostic.data?.['url'];
    const unread = typeof url === 'string' && (found.diagnostic.code === OpenapiCode.notFetched || found.diagnostic.code === OpenapiCode.fetchFailed);
    const note = unread ? serializeHtml(unreadSpecNote(value.trim(), url, model.unread.get(url)), { allowDangerousHtml: true }) : '';
    page = { ...body, html: note + body.html, diagnostics: [...body.diagnostics, found.diagnostic].sort(compareDiagnostics) };
  } else {
    const own = takeExamples(body.html);
    const op = found.operation;
    const meta = (key: string): string | undefined => {
      const v = op.operation[key];
      return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
    };
    // A one-line plain description can be the page's (the header shows it as text); Markdown stays in the body.
    const operationDescription = meta('description');
    const plainDescription = operationDescription !== undefined && operationDescription.length <= 300 && !/[\n*_`[\]<#|]/.test(operationDescription) ? operationDescription : undefined;
    const description = typeof body.frontmatter['description'] === 'string' ? body.frontmatter['description'] : plainDescription;
    const current = input.config ? currentSourceOf(input.config) : undefined;
    const baseUrl = input.config?.api?.baseUrl;
    const generated = renderOperation(model, op, input.ctx, {
      baseUrls: baseUrl === undefined ? undefined : Array.isArray(baseUrl) ? baseUrl : [baseUrl],
      languages: current?.api.examples?.languages,
      ...(current
        ? {
            autogenerate: current.api.examples?.autogenerate !== false,
            sampleParameters: current.api.examples?.defaults ?? 'all',
            expandAll: current.api.params?.expanded === 'all',
            ...(current.api.params?.post ? { postPills: current.api.params.post } : {}),
            fullUrl: current.api.url === 'full',
          }
        : {}),
      // The spec format lists keys by name unless `api.maintainOrder`; the current format keeps the file's order.
      sortKeys: !current && input.config?.api?.maintainOrder !== true,
      pageDescription: description,
      handWritten: { request: own.examples.some((e) => e.includes('q-request-example')), response: own.examples.some((e) => e.includes('q-response-example')) },
      ...(input.ctx.highlight === false ? { highlight: false } : {}),
    });
    // What a playground needs: the operation, and how the config asks it to show (spec `mode`, current `display`).
    const playground = current ? current.api.playground.display : (input.config?.api?.playground.mode ?? 'show');
    const tree = el('div', { className: ['q-api-page'], dataOpenapiMethod: op.method.toUpperCase(), dataOpenapiPath: op.path, dataOpenapiFile: op.file, dataOpenapiPlayground: playground, dataOpenapiOperation: JSON.stringify(generated.playground) }, [
      el('div', { className: ['q-api-main'] }, withContent(generated, el('div', { className: ['q-api-content'] }, [trusted(own.rest)]), generatedPagesOf(input.ctx.project)?.files.has(input.ctx.file) === true)),
      el('aside', { className: ['q-api-aside'], ariaLabel: 'Examples' }, withPlayground([...generated.request, ...own.examples.map(trusted), ...generated.response], generated.playground, playground, current ? current.api.mdx?.auth : input.config?.api?.auth)),
    ]);
    const tooLarge = schemaTooLarge(input, op, value.trim(), generated.leftOut);
    page = setOperationMeta({ ...body, html: serializeHtml(tree, { allowDangerousHtml: true }), ...(tooLarge ? { diagnostics: [...body.diagnostics, tooLarge].sort(compareDiagnostics) } : {}) }, { summary: meta('summary'), description: plainDescription });
  }
  kept.set(body, { model, config: input.config, page });
  return page;
}

/**
 * The main column: the generated reference, and the page's own content after it, or, on a page
 * generated from the navigation (whose content is the operation's `x-mint.content`), before its
 * parameters, below the endpoint and description, where the platform puts `x-mint.content`.
 */
function withContent(generated: RenderedOperation, content: ElementContent, generatedPage: boolean): ElementContent[] {
  if (!generatedPage) return [...generated.main, content];
  return [...generated.main.slice(0, generated.lead), content, ...generated.main.slice(generated.lead)];
}

/** The warning on the page's `openapi:` value when the limits of an operation page left part of its schemas out; undefined when nothing was. */
function schemaTooLarge(input: OpenapiPageInput, op: OpenapiOperation, value: string, leftOut: RenderedOperation['leftOut']): Diagnostic | undefined {
  if (leftOut.fields === 0 && leftOut.variants === 0 && !leftOut.nodes) return undefined;
  const parts = [
    ...(leftOut.fields > 0 ? [`${formatCount(leftOut.fields)} ${leftOut.fields === 1 ? 'field' : 'fields'} (a page shows ${formatCount(maxOperationFields)})`] : []),
    ...(leftOut.variants > 0 ? [`${formatCount(leftOut.variants)} oneOf/anyOf ${leftOut.variants === 1 ? 'option' : 'options'} (a page shows ${formatCount(maxOperationVariants)})`] : []),
    ...(leftOut.nodes ? [`the parts past ${formatCount(maxOperationNodes)} schema nodes`] : []),
  ];
  const operation = operationLabel(op);
  return {
    file: input.ctx.file,
    ...frontmatterValueRange(input.text, value),
    severity: 'warning',
    code: OpenapiCode.schemaTooLarge,
    message: `The schemas of ${operation} (${op.file}) expand to more than an operation page shows, so ${parts.join(', ')} are left out, each with a note. Nested oneOf, anyOf or allOf that refer to each other multiply; name fewer options, or describe the shared part once.`,
    data: { operation, file: op.file, fields: leftOut.fields, variants: leftOut.variants, nodes: leftOut.nodes },
  };
}

const examplePrefix = '<div class="q-code-group q-api-example';

/**
 * The page's own top-level RequestExample and ResponseExample blocks taken out of its HTML, for the
 * examples column. The HTML is the renderer's own serialization, where `<` never appears in text or
 * attribute values and trusted markup holds no `div`, so counting `<div` and `</div>` finds where each ends.
 */
function takeExamples(html: string): { rest: string; examples: string[] } {
  if (!html.includes(examplePrefix)) return { rest: html, examples: [] };
  const examples: string[] = [];
  let rest = '';
  let depth = 0;
  let from = 0;
  let start = -1;
  const tags = /<div\b|<\/div>/g;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    if (m[0] === '</div>') {
      depth--;
      if (depth === 0 && start >= 0) {
        examples.push(html.slice(start, m.index + m[0].length));
        from = m.index + m[0].length;
        start = -1;
      }
      continue;
    }
    if (depth === 0 && html.startsWith(examplePrefix, m.index)) {
      rest += html.slice(from, m.index);
      start = m.index;
    }
    depth++;
  }
  rest += html.slice(from);
  return { rest, examples };
}
