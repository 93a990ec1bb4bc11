import { asyncapiModel } from '../../asyncapi/asyncapi-model.ts';
import { parseChannelRef, lookupChannel } from '../../asyncapi/find-channel.ts';
import { compareDiagnostics } from '../../diagnostics/diagnostic.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { frontmatterValueRange } from '../../openapi/find-operation.ts';
import { OpenapiCode } from '../../openapi/openapi-codes.ts';
import { maxOperationFields, maxOperationNodes, maxOperationVariants } from '../../openapi/openapi-limits.ts';
import { el, trusted } from '../hast-helpers.ts';
import type { RenderedPage } from '../render-context.ts';
import { serializeHtml } from '../safety/serialize-html.ts';
import type { OpenapiPageInput } from '../openapi/openapi-page.ts';
import { renderChannel } from './render-channel.ts';
import { formatCount } from '../../diagnostics/format-count.ts';

/**
 * A page body with the reference of the AsyncAPI channel its `asyncapi` front matter names
 * (`/asyncapi.yaml channelOne`, or `channelOne` in any of the project's files): the generated part
 * first, the page's own content after it. A value that names no channel leaves the body as it is, with
 * `asyncapi/unknown-channel` on the front matter line; other pages are returned unchanged.
 */
export function withAsyncapiChannel(body: RenderedPage, input: OpenapiPageInput): RenderedPage {
  const value = body.frontmatter['asyncapi'];
  if (!body.ok || typeof value !== 'string' || value.trim() === '') return body;
  const trimmed = value.trim();
  const spec = parseChannelRef(trimmed)?.spec;
  const model = asyncapiModel(input.ctx.project, input.config, spec === undefined ? [] : [spec]);
  const found = lookupChannel(model, input.ctx.file, input.text, trimmed);
  if (!found.ok) return { ...body, diagnostics: [...body.diagnostics, found.diagnostic].sort(compareDiagnostics) };
  const channel = found.channel;
  const generated = renderChannel(model, channel, input.ctx);
  const tree = el('div', { className: ['q-api-page', 'q-asyncapi-page'], dataAsyncapiFile: channel.file, dataAsyncapiChannel: channel.id }, [
    el('div', { className: ['q-api-main'] }, [...generated.main, el('div', { className: ['q-api-content'] }, [trusted(body.html)])]),
  ]);
  const { fields, variants, nodes } = generated.leftOut;
  const tooLarge: Diagnostic | undefined =
    fields === 0 && variants === 0 && !nodes
      ? undefined
      : {
          file: input.ctx.file,
          ...frontmatterValueRange(input.text, trimmed, 'asyncapi'),
          severity: 'warning',
          code: OpenapiCode.schemaTooLarge,
          message: `The message payloads of channel ${channel.id} (${channel.file}) expand to more than a page shows (${formatCount(maxOperationFields)} fields, ${maxOperationVariants} oneOf/anyOf options, ${formatCount(maxOperationNodes)} schema nodes), so the rest is left out, each with a note.`,
          data: { channel: channel.id, file: channel.file, fields, variants, nodes },
        };
  return { ...body, html: serializeHtml(tree, { allowDangerousHtml: true }), ...(tooLarge ? { diagnostics: [...body.diagnostics, tooLarge].sort(compareDiagnostics) } : {}) };
}
