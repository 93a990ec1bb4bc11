import type { Element, ElementContent } from 'hast';
import { maxChannelItems } from '../../asyncapi/asyncapi-limits.ts';
import type { AsyncapiChannel, AsyncapiModel } from '../../asyncapi/asyncapi-model.ts';
import { maxOperationFields } from '../../openapi/openapi-limits.ts';
import { el, text } from '../hast-helpers.ts';
import type { RenderContext } from '../render-context.ts';
import { openapiMarkdown } from '../openapi/openapi-markdown.ts';
import { nestedFields, schemaField } from '../openapi/render-schema.ts';
import { asObj, operationBudget, schemaAt, spend, str, textNodes } from '../openapi/schema-view.ts';
import type { Obj, OperationBudget, SchemaAt, SchemaScope } from '../openapi/schema-view.ts';

/** The generated part of a channel page, and what the page's limits left out. */
export interface RenderedChannel {
  readonly main: ElementContent[];
  readonly leftOut: OperationBudget['leftOut'];
}

/**
 * The reference of one AsyncAPI 3 channel: its address and servers, description, parameters, the
 * operations on it (send or receive, summary, description, the messages they carry) and each message
 * with its payload's fields, drawn with the OpenAPI field layout (schemaField) under the same budget.
 * Spec text goes in as text or as Markdown without HTML, its links made the page's (`ctx`).
 */
export function renderChannel(model: AsyncapiModel, channel: AsyncapiChannel, ctx: RenderContext): RenderedChannel {
  const scope: SchemaScope = { refs: model.refs, fieldsLeft: maxOperationFields, budget: operationBudget(), markdown: (markdown) => openapiMarkdown(markdown, ctx) };
  const c = channel.channel;
  const file = channel.file;
  const address = str(c.address);
  const main: ElementContent[] = [el('div', { className: ['q-asyncapi-channel'] }, [el('span', { className: ['q-asyncapi-badge'] }, [text('Channel')]), el('code', { className: ['q-asyncapi-address'] }, [text(address ?? channel.id)])])];
  const servers = serverUrls(model, channel);
  if (servers.length > 0) main.push(el('div', { className: ['q-api-servers'] }, [el('span', { className: ['q-api-label'] }, [text(servers.length > 1 ? 'Servers' : 'Server')]), ...servers.map((url) => el('code', { className: ['q-api-server'] }, [text(url)]))]));
  const description = str(c.description);
  if (description && spend(scope, textNodes(description))) main.push(el('div', { className: ['q-api-description'] }, scope.markdown(description)));

  const parameters = Object.entries(asObj(c.parameters) ?? {});
  if (parameters.length > 0) {
    const fields = limited(parameters).map(([name, raw]) => {
      const resolved = model.refs.deref(file, raw);
      const p = asObj(resolved.value) ?? {};
      // A 3.0 parameter is a string with an optional enum, default and description, not a schema.
      const schema: Obj = { type: 'string', ...(Array.isArray(p.enum) ? { enum: p.enum } : {}), ...(p.default !== undefined ? { default: p.default } : {}) };
      const at: SchemaAt = { file: resolved.file, schema, name: undefined, dangling: resolved.dangling !== undefined, stack: [], cycle: false };
      return schemaField(scope, { name, required: true, deprecated: false, description: str(p.description) }, at, 0);
    });
    main.push(section('params', 'Parameters', [...fields, ...leftOutNote(parameters.length, 'parameters')]));
  }

  const operations = Object.entries(asObj(model.documents.get(file)?.root.operations) ?? {}).filter(([, raw]) => {
    const op = asObj(model.refs.deref(file, raw).value);
    return op !== undefined && model.refs.deref(file, op.channel).key === `${file}#/channels/${pointerSegment(channel.id)}`;
  });
  if (operations.length > 0) main.push(section('operations', 'Operations', [...limited(operations).map(([id, raw]) => operationBlock(scope, model, file, id, raw)), ...leftOutNote(operations.length, 'operations')]));

  const messages = Object.entries(asObj(c.messages) ?? {});
  if (messages.length > 0) main.push(section('messages', 'Messages', [...limited(messages).map(([id, raw]) => messageBlock(scope, model, file, id, raw)), ...leftOutNote(messages.length, 'messages')]));
  return { main, leftOut: scope.budget.leftOut };
}

/** One operation: its action (send or receive), id, summary, description and the messages it names. */
function operationBlock(scope: SchemaScope, model: AsyncapiModel, file: string, id: string, raw: unknown): Element {
  const resolved = model.refs.deref(file, raw);
  const op = asObj(resolved.value) ?? {};
  const action = op.action === 'send' || op.action === 'receive' ? op.action : 'send';
  const parts: ElementContent[] = [el('div', { className: ['q-asyncapi-operation-head'] }, [el('span', { className: ['q-asyncapi-action', `q-asyncapi-${action}`] }, [text(action)]), el('code', { className: ['q-asyncapi-operation-id'] }, [text(id)])])];
  const summary = str(op.summary) ?? str(op.title);
  if (summary) parts.push(el('p', { className: ['q-asyncapi-summary'] }, [text(summary)]));
  const description = str(op.description);
  if (description && spend(scope, textNodes(description))) parts.push(el('div', { className: ['q-api-description'] }, scope.markdown(description)));
  const names = (Array.isArray(op.messages) ? op.messages : []).slice(0, maxChannelItems).map((m) => {
    const message = model.refs.deref(resolved.file, m);
    return str(asObj(message.value)?.name) ?? message.name ?? 'message';
  });
  if (names.length > 0) parts.push(el('p', { className: ['q-asyncapi-operation-messages'] }, [text(names.length > 1 ? 'Messages: ' : 'Message: '), ...names.flatMap((n, i): ElementContent[] => [...(i > 0 ? [text(', ')] : []), el('code', {}, [text(n)])])]));
  return el('div', { className: ['q-asyncapi-operation'], dataAction: action, dataOperation: id }, parts);
}

/** One message: its title, summary, description, content type and the fields of its payload. */
function messageBlock(scope: SchemaScope, model: AsyncapiModel, file: string, id: string, raw: unknown): Element {
  const resolved = model.refs.deref(file, raw);
  const message = asObj(resolved.value);
  const title = str(message?.title) ?? str(message?.name) ?? id;
  const parts: ElementContent[] = [el('h3', { className: ['q-asyncapi-message-title'] }, [text(title)])];
  if (!message) parts.push(el('p', { className: ['q-api-unknown'] }, [text('Unknown message: its $ref leads nowhere.')]));
  const summary = str(message?.summary);
  if (summary) parts.push(el('p', { className: ['q-asyncapi-summary'] }, [text(summary)]));
  const description = str(message?.description);
  if (description && spend(scope, textNodes(description))) parts.push(el('div', { className: ['q-api-description'] }, scope.markdown(description)));
  const contentType = str(message?.contentType);
  if (contentType) parts.push(el('p', { className: ['q-api-media-type'] }, [el('code', {}, [text(contentType)])]));
  if (message?.payload !== undefined) {
    const payload = payloadAt(scope, resolved.file, message.payload);
    const fields = nestedFields(scope, payload, 0);
    parts.push(el('div', { className: ['q-asyncapi-payload'] }, [el('p', { className: ['q-api-label'] }, [text('Payload')]), ...(fields.length > 0 ? fields : [schemaField(scope, { name: 'payload', required: false, deprecated: false }, payload, 0)])]));
  }
  return el('div', { className: ['q-asyncapi-message'], dataMessage: id }, parts);
}

/** A payload's schema: the value itself, or the `schema` of a multi-format schema object (`{ schemaFormat?, schema }`). */
function payloadAt(scope: SchemaScope, file: string, value: unknown): SchemaAt {
  const at = schemaAt(scope, file, value, []);
  const s = at.schema;
  if (s && s.schema !== undefined && s.type === undefined && s.properties === undefined) return schemaAt(scope, at.file, s.schema, at.stack);
  return at;
}

/** The URLs of the channel's servers (its own `servers`, else every server of the document): `protocol://host/pathname`. */
function serverUrls(model: AsyncapiModel, channel: AsyncapiChannel): string[] {
  const root = model.documents.get(channel.file)?.root;
  const own = Array.isArray(channel.channel.servers) ? channel.channel.servers : undefined;
  const all = own ?? Object.values(asObj(root?.servers) ?? {});
  return all.slice(0, maxChannelItems).flatMap((raw) => {
    const server = asObj(model.refs.deref(channel.file, raw).value);
    const host = str(server?.host);
    if (!host) return [];
    const protocol = str(server?.protocol);
    return [`${protocol ? `${protocol}://` : ''}${host}${str(server?.pathname) ?? ''}`];
  });
}

function limited<T>(list: readonly T[]): readonly T[] {
  return list.slice(0, maxChannelItems);
}

function leftOutNote(count: number, what: string): Element[] {
  return count > maxChannelItems ? [el('p', { className: ['q-api-truncated'] }, [text(`${count - maxChannelItems} more ${what} are left out: a channel page lists ${maxChannelItems}.`)])] : [];
}

function section(kind: string, title: string, children: ElementContent[]): Element {
  return el('section', { className: ['q-api-section', `q-api-${kind}`] }, [el('h2', { className: ['q-api-section-title'] }, [text(title)]), ...children]);
}

/** A channel id as a JSON pointer segment (`/` and `~` escaped). */
function pointerSegment(id: string): string {
  return id.replace(/~/g, '~0').replace(/\//g, '~1');
}
