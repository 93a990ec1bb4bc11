import { maxOperationFields } from '../../openapi/openapi-limits.ts';
import type { OpenapiModel, OpenapiOperation } from '../../openapi/openapi-model.ts';
import { bodyContent, operationAuth, operationParameters, parameterLocations } from './operation-parts.ts';
import { typeLabel } from './render-schema.ts';
import { asObj, inKeyOrder, objectView, operationBudget, schemaAt, spend, str } from './schema-view.ts';
import type { SchemaAt, SchemaScope } from './schema-view.ts';

const locationTitles: Record<string, string> = { path: 'Path parameters', query: 'Query parameters', header: 'Headers', cookie: 'Cookies' };

/** Inline code that holds any text: a fence longer than the longest run of backticks in it. */
function code(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return longest > 0 || text.startsWith(' ') || text.endsWith(' ') ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}

/** A description from the spec on one list line: CommonMark already, its line breaks made spaces. */
function oneLine(text: string | undefined): string {
  return text === undefined ? '' : text.replace(/\s+/g, ' ').trim();
}

/** One field's list line: `- \`name\` type, required: description`. */
function fieldLine(scope: SchemaScope, name: string, at: SchemaAt, required: boolean, description: string | undefined): string {
  const said = oneLine(description ?? str(at.schema?.description));
  return `- ${code(name)} ${code(typeLabel(scope, at))}${required ? ', required' : ''}${said ? `: ${said}` : ''}`;
}

/** The top-level fields of a body's schema (an array's items' fields), one list line each; none for a schema with no properties. */
function fieldLines(scope: SchemaScope, at: SchemaAt): string[] {
  const items = at.schema?.type === 'array' ? schemaAt(scope, at.file, at.schema.items, at.stack) : at;
  const { properties } = objectView(scope, items);
  return properties.map((p) => fieldLine(scope, p.name, schemaAt(scope, p.file, p.value, items.stack), p.required, undefined));
}

/**
 * An operation's reference as readable Markdown, for its page's `.md` file (the export's page.md and
 * llms-full.txt): method and path, the base URL, the description, authentication, the parameters by
 * location, the request body and the responses by status, each with its top-level fields (name, type,
 * whether required, description). The same budget as the HTML page bounds its cost.
 */
export function operationMarkdown(model: OpenapiModel, op: OpenapiOperation, options: { readonly sortKeys?: boolean; readonly baseUrl?: string | undefined } = {}): string {
  const scope: SchemaScope = { refs: model.refs, fieldsLeft: maxOperationFields, budget: operationBudget(), markdown: () => [], sortKeys: options.sortKeys === true };
  const o = op.operation;
  const blocks: string[] = [code(`${op.method.toUpperCase()} ${op.path}`)];
  const root = model.documents.get(op.file)?.root;
  const servers = [o.servers, op.pathItem.servers, root?.servers].find((s) => Array.isArray(s) && s.length > 0);
  const base = options.baseUrl ?? (Array.isArray(servers) ? str(asObj(servers[0])?.url) : undefined);
  if (base !== undefined) blocks.push(`Base URL: ${code(base)}`);
  const description = str(o.description)?.trim();
  if (description) blocks.push(description);
  const auth = operationAuth(scope, model, op);
  if (auth.length > 0) blocks.push(['## Authorization', '', ...auth.map((a) => `- ${code(a.name)} (${a.in}${a.httpScheme ? `, ${a.httpScheme}` : ''})${a.description ? `: ${oneLine(a.description)}` : ''}`)].join('\n'));
  const parameters = operationParameters(scope, op);
  for (const location of parameterLocations) {
    const list = inKeyOrder(scope, parameters.filter((p) => p.in === location));
    if (list.length > 0) blocks.push([`## ${locationTitles[location] ?? location}`, '', ...list.map((p) => fieldLine(scope, p.name, p.schema, p.required, p.description))].join('\n'));
  }
  const bodyRef = model.refs.deref(op.file, o.requestBody);
  const requestBody = asObj(bodyRef.value);
  const body = requestBody ? bodyContent(scope, bodyRef.file, requestBody.content) : undefined;
  if (requestBody && body) {
    const lines = ['## Request body', '', `${code(body.mediaType)}${requestBody.required === true ? ', required' : ''}`];
    const said = str(requestBody.description)?.trim();
    if (said) lines.push('', said);
    const fields = fieldLines(scope, body.schema);
    lines.push('', ...(fields.length > 0 ? fields : [`Type: ${code(typeLabel(scope, body.schema))}`]));
    blocks.push(lines.join('\n'));
  }
  const responses = Object.entries(asObj(o.responses) ?? {});
  if (responses.length > 0) {
    const lines = ['## Responses'];
    for (const [status, raw] of responses) {
      if (!spend(scope)) break;
      const resolved = model.refs.deref(op.file, raw);
      const response = asObj(resolved.value);
      const content = response ? bodyContent(scope, resolved.file, response.content) : undefined;
      lines.push('', `### ${status}${content ? ` ${code(content.mediaType)}` : ''}`);
      const said = str(response?.description)?.trim();
      if (said) lines.push('', said);
      const fields = content ? fieldLines(scope, content.schema) : [];
      if (fields.length > 0) lines.push('', ...fields);
      else if (content?.schema.schema) lines.push('', `Type: ${code(typeLabel(scope, content.schema))}`);
    }
    blocks.push(lines.join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}
