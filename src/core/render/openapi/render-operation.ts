import type { Element, ElementContent } from 'hast';
import type { OpenapiModel, OpenapiOperation } from '../../openapi/openapi-model.ts';
import { maxOperationFields } from '../../openapi/openapi-limits.ts';
import { grammarOf, highlightCache, highlightToHtml } from '../code/highlight.ts';
import { copyButton } from '../code/render-code-block.ts';
import { el, text, trusted } from '../hast-helpers.ts';
import { codeSamples } from './code-samples.ts';
import { openapiMarkdown } from './openapi-markdown.ts';
import type { RenderContext } from '../render-context.ts';
import { authSample, bodyContent, operationAuth, operationParameters, parameterLocations, playgroundDescription } from './operation-parts.ts';
import type { BodyContent, OperationParameter } from './operation-parts.ts';
import { expandable, json, nestedFields, schemaField } from './render-schema.ts';
import { schemaExample } from './schema-example.ts';
import { asObj, inKeyOrder, operationBudget, spend, str, textNodes } from './schema-view.ts';
import type { OperationBudget, SchemaScope } from './schema-view.ts';
import type { LruCache } from '../../lru-cache.ts';
import { cachesOf } from '../../session/session-project.ts';

/** How an operation page is rendered. */
export interface OperationOptions {
  /** `api.baseUrl` of the config; default the spec's `servers`. */
  readonly baseUrls?: readonly string[] | undefined;
  /** `api.examples.languages` of the current format; default curl, JavaScript, Python. */
  readonly languages?: readonly string[] | undefined;
  /** The page's own front matter description: the operation's is shown when it differs. */
  readonly pageDescription?: string | undefined;
  /** The page has its own `RequestExample` / `ResponseExample`, which take the place of the generated ones. */
  readonly handWritten?: { readonly request: boolean; readonly response: boolean };
  /** Highlight the code samples; default true. */
  readonly highlight?: boolean;
  /** Keys by name rather than in the file's order (see SchemaScope.sortKeys). */
  readonly sortKeys?: boolean;
  /** `api.examples.autogenerate`: false shows only the spec's own `x-codeSamples`; default true. */
  readonly autogenerate?: boolean;
  /** `api.examples.defaults`: `required` leaves optional query and header parameters out of the samples; default `all`. */
  readonly sampleParameters?: 'required' | 'all';
  /** `api.params.expanded: "all"`: nested fields open. */
  readonly expandAll?: boolean;
  /** `api.params.post`: schema keys shown as pills after every field's name. */
  readonly postPills?: readonly string[];
  /** `api.url: "full"`: the header shows the full URL; otherwise only when there is one base URL to choose (the spec format always). */
  readonly fullUrl?: boolean;
}

/** The generated part of an operation page: the main column, the examples column and the page's playground description. */
export interface RenderedOperation {
  readonly main: ElementContent[];
  /** The request samples for the examples column (none when the page has its own RequestExample). */
  readonly request: ElementContent[];
  /** The response examples for the examples column (none when the page has its own ResponseExample). */
  readonly response: ElementContent[];
  /** The operation as a playground needs it (method, path, servers, parameters, auth, body example). */
  readonly playground: Readonly<Record<string, unknown>>;
  /** What the page's limits left out (nothing for a spec within them), for its `openapi/schema-too-large`. */
  readonly leftOut: OperationBudget['leftOut'];
  /** How many elements of `main` come before its sections (the endpoint, base URLs, deprecation note, description): where `x-mint.content` goes. */
  readonly lead: number;
}

const locationTitles: Readonly<Record<string, string>> = { path: 'Path parameters', query: 'Query parameters', header: 'Headers', cookie: 'Cookies' };

/**
 * The reference of one operation: method badge and path, base URL, description, authentication,
 * parameters by location, request body and responses by status with their fields, and in the
 * examples column the request in each sample language and the responses' examples (the spec's, or
 * generated from the schema). All text from the spec goes in as text or as Markdown without HTML,
 * whose links go through the page's URLs (`ctx`).
 */
export function renderOperation(model: OpenapiModel, op: OpenapiOperation, ctx: RenderContext, options: OperationOptions = {}): RenderedOperation {
  const scope: SchemaScope = {
    refs: model.refs,
    fieldsLeft: maxOperationFields,
    budget: operationBudget(),
    markdown: (markdown) => openapiMarkdown(markdown, ctx),
    sortKeys: options.sortKeys === true,
    ...(options.expandAll ? { expandAll: true } : {}),
    ...(options.postPills ? { postPills: options.postPills } : {}),
  };
  const o = op.operation;
  const servers = options.baseUrls && options.baseUrls.length > 0 ? [...options.baseUrls] : serverUrls(model, op);
  const main: ElementContent[] = [endpoint(op, options.fullUrl === false && servers.length > 1 ? undefined : servers[0])];
  if (servers.length > 0) main.push(el('div', { className: ['q-api-servers'] }, [el('span', { className: ['q-api-label'] }, [text(servers.length > 1 ? 'Base URLs' : 'Base URL')]), ...servers.map((url) => el('code', { className: ['q-api-server'] }, [text(url)]))]));
  if (o.deprecated === true) main.push(el('p', { className: ['q-api-deprecated'] }, [text('Deprecated: this operation may be removed.')]));
  const description = str(o.description);
  if (description && description.trim() !== options.pageDescription?.trim()) main.push(el('div', { className: ['q-api-description'] }, scope.markdown(description)));

  const lead = main.length;
  const auth = operationAuth(scope, model, op);
  if (auth.length > 0) {
    const fields = auth.map((a) => {
      const kind = a.type === 'apiKey' ? 'API key' : a.httpScheme === 'basic' ? 'Basic authentication' : a.type === 'http' && a.httpScheme !== 'bearer' ? `${a.httpScheme ?? 'HTTP'} authentication` : 'Bearer token';
      const described = [a.description, `${kind}: send \`${a.name}: ${authSample(a)}\`${a.in === 'header' ? '' : ` in the ${a.in}`}.`].filter(Boolean).join('\n\n');
      return schemaField(scope, { name: a.name, location: a.in, required: true, deprecated: false, description: described }, { file: op.file, schema: { type: 'string' }, name: undefined, dangling: false, stack: [], cycle: false }, 0);
    });
    main.push(section('auth', 'Authorization', fields));
  }

  const parameters = operationParameters(scope, op);
  for (const location of parameterLocations) {
    const list = inKeyOrder(scope, parameters.filter((p) => p.in === location));
    if (list.length > 0) main.push(section('params', locationTitles[location] ?? location, list.map((p) => schemaField(scope, { name: p.name, location: p.in, required: p.required, deprecated: p.deprecated, description: p.description }, p.schema, 0)), { dataLocation: location }));
  }

  const requestBody = asObj(model.refs.deref(op.file, o.requestBody).value);
  const body = requestBody ? bodyContent(scope, model.refs.deref(op.file, o.requestBody).file, requestBody.content) : undefined;
  const bodySample = body ? (body.example ?? schemaExample(scope, body.schema.file, body.schema.schema)) : undefined;
  if (body) {
    const fields = nestedFields(scope, body.schema, 0);
    const content: ElementContent[] = [el('p', { className: ['q-api-media-type'] }, [el('code', {}, [text(body.mediaType)]), ...(requestBody?.required === true ? [text(' '), el('span', { className: ['q-field-badge', 'q-field-required'] }, [text('required')])] : [])])];
    const bodyDescription = str(requestBody?.description);
    if (bodyDescription) content.push(...scope.markdown(bodyDescription));
    content.push(...(fields.length > 0 ? fields : [schemaField(scope, { name: 'body', required: requestBody?.required === true, deprecated: false }, body.schema, 0)]));
    main.push(section('body', 'Body', content));
  }

  const responses = Object.entries(asObj(o.responses) ?? {});
  const responseExamples: { status: string; code: string }[] = [];
  if (responses.length > 0) {
    const blocks: ElementContent[] = [];
    for (const [i, [status, raw]] of responses.entries()) {
      // Each response costs a node, so thousands of them that share one schema end with the page's budget.
      if (!spend(scope)) {
        const rest = responses.length - i;
        blocks.push(el('p', { className: ['q-api-truncated'] }, [text(`${rest} more ${rest === 1 ? 'response' : 'responses'} not shown: the schema exceeds the rendering limit.`)]));
        break;
      }
      const resolved = model.refs.deref(op.file, raw);
      const response = asObj(resolved.value);
      const content = response ? bodyContent(scope, resolved.file, response.content) : undefined;
      const parts: ElementContent[] = [el('p', { className: ['q-api-status'] }, [el('span', { className: ['q-api-status-code'], dataStatus: statusClass(status) }, [text(status)]), ...(content ? [text(' '), el('code', { className: ['q-api-media-type'] }, [text(content.mediaType)])] : [])])];
      const responseDescription = str(response?.description);
      if (responseDescription && spend(scope, textNodes(responseDescription))) parts.push(...scope.markdown(responseDescription));
      if (content) {
        const fields = nestedFields(scope, content.schema, 0);
        if (fields.length > 0) parts.push(expandable('Show response fields', fields, options.expandAll === true));
        else if (content.schema.schema || content.schema.dangling) parts.push(schemaField(scope, { name: 'body', required: false, deprecated: false }, content.schema, 0));
        responseExamples.push({ status, code: exampleText(content, () => schemaExample(scope, content.schema.file, content.schema.schema)) });
      }
      blocks.push(el('div', { className: ['q-api-response'], dataStatus: status }, parts));
    }
    main.push(section('responses', 'Responses', blocks));
  }

  const request: ElementContent[] = [];
  const response: ElementContent[] = [];
  if (!options.handWritten?.request) {
    // The spec's own samples (x-codeSamples) take the place of the generated ones, in their order and labels.
    const own = specSamples(o['x-codeSamples'] ?? o['x-code-samples']);
    const sent = sampleRequest(op, servers[0] ?? '', parameters, auth.map((a) => [a, authSample(a)] as const), body, bodySample, options.sampleParameters ?? 'all');
    const samples = own.length > 0 ? own : options.autogenerate === false ? [] : codeSamples(sent, options.languages);
    if (samples.length > 0) request.push(exampleTabs('q-api-request', 'Request example', samples.map((s) => ({ title: s.label, lang: s.lang, code: s.code })), options.highlight, cachesOf(ctx.project).get(highlightCache)));
  }
  if (!options.handWritten?.response && responseExamples.length > 0) response.push(exampleTabs('q-api-response', 'Response example', responseExamples.map((r) => ({ title: r.status, lang: 'json', code: r.code })), options.highlight, cachesOf(ctx.project).get(highlightCache)));
  const playground = playgroundDescription(scope, op, servers, parameters, auth, body ? { ...body, required: requestBody?.required === true, sample: bodySample } : undefined);
  return { main, request, response, playground, leftOut: scope.budget.leftOut, lead };
}

/** The method badge and the path (after the first base URL, dimmed). */
function endpoint(op: OpenapiOperation, base: string | undefined): Element {
  const method = op.method.toUpperCase();
  return el('div', { className: ['q-api-endpoint'] }, [
    el('span', { className: ['q-api-method', `q-api-method-${op.method}`] }, [text(method)]),
    el('span', { className: ['q-api-url'] }, [...(base ? [el('span', { className: ['q-api-base'] }, [text(base.replace(/\/+$/, ''))])] : []), el('code', { className: ['q-api-path'] }, [text(op.path)])]),
  ]);
}

function section(kind: string, title: string, children: ElementContent[], properties: Record<string, string> = {}): Element {
  return el('section', { className: ['q-api-section', `q-api-${kind}`], ...properties }, [el('h2', { className: ['q-api-section-title'] }, [text(title)]), ...children]);
}

/** The URLs of the servers that apply to an operation (its own, its path's, the document's), variables set to their defaults. */
function serverUrls(model: OpenapiModel, op: OpenapiOperation): string[] {
  const root = model.documents.get(op.file)?.root;
  const list = [op.operation.servers, op.pathItem.servers, root?.servers].find((s) => Array.isArray(s) && s.length > 0);
  if (!Array.isArray(list)) return [];
  return list.flatMap((server) => {
    const s = asObj(server);
    const url = str(s?.url);
    if (url === undefined) return [];
    const variables = asObj(s?.variables) ?? {};
    return [url.replace(/\{([^}]+)\}/g, (whole, name: string) => str(asObj(variables[name])?.default) ?? whole)];
  });
}

/** The fence languages of `x-codeSamples`' `lang` names that differ from their grammar's name. */
const sampleLangs: Readonly<Record<string, string>> = { curl: 'bash', shell: 'bash', sh: 'bash', node: 'javascript', js: 'javascript', ts: 'typescript', py: 'python', 'c#': 'csharp', csharp: 'csharp' };

/** An operation's `x-codeSamples` (`lang`, optional `label`, `source`), at most 20; malformed entries are skipped. */
function specSamples(value: unknown): { label: string; lang: string; code: string }[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, 20).flatMap((raw) => {
    const sample = asObj(raw);
    const lang = str(sample?.lang);
    const source = str(sample?.source);
    if (lang === undefined || source === undefined) return [];
    const label = str(sample?.label);
    return [{ label: label ?? lang, lang: sampleLangs[lang.toLowerCase()] ?? lang.toLowerCase(), code: source.replace(/\n$/, '') }];
  });
}

/** `2xx`-style class of a status for its colour: `2`, `4`, `d` for `default`. */
function statusClass(status: string): string {
  return /^[1-5]/.test(status) ? status.charAt(0) : 'd';
}

/** The text of a body example: the spec's (strings as written), else generated, as indented JSON. */
function exampleText(content: BodyContent, generate: () => unknown): string {
  const value = content.example !== undefined ? content.example : generate();
  return typeof value === 'string' && content.example !== undefined ? value : JSON.stringify(value, null, 2) ?? 'null';
}

/** The request the code samples send: the first base URL, path parameters filled, required query parameters, auth headers and the body sample. */
function sampleRequest(op: OpenapiOperation, base: string, parameters: readonly OperationParameter[], auth: readonly (readonly [{ readonly name: string; readonly in: string }, string])[], body: BodyContent | undefined, bodySample: unknown, which: 'required' | 'all') {
  // Optional parameters go in only with a value to show (an example); `required` leaves them out.
  const wanted = (p: OperationParameter) => p.required || (which === 'all' && p.example !== undefined);
  const path = op.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const p = parameters.find((x) => x.in === 'path' && x.name === name);
    return p?.example !== undefined && (typeof p.example === 'string' || typeof p.example === 'number') ? encodeURIComponent(String(p.example)) : whole;
  });
  const query = parameters.filter((p) => p.in === 'query' && wanted(p)).map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(p.example === undefined ? `<${p.name}>` : typeof p.example === 'string' ? p.example : json(p.example))}`);
  for (const [a, value] of auth) if (a.in === 'query') query.push(`${encodeURIComponent(a.name)}=${encodeURIComponent(value)}`);
  const headers: [string, string][] = auth.filter(([a]) => a.in === 'header').map(([a, value]) => [a.name, value]);
  for (const p of parameters) if (p.in === 'header' && wanted(p)) headers.push([p.name, p.example === undefined ? `<${p.name.toLowerCase()}>` : typeof p.example === 'string' ? p.example : json(p.example)]);
  if (body) headers.push(['Content-Type', body.mediaType]);
  const url = `${base.replace(/\/+$/, '')}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
  const isJson = body !== undefined && /json/i.test(body.mediaType);
  return { method: op.method, url, headers, body: body === undefined ? undefined : isJson || typeof bodySample !== 'string' ? JSON.stringify(bodySample, null, 2) : bodySample };
}

/**
 * Examples as a code group: one tab per example, the same markup as CodeGroup's (the page runtime
 * switches the tabs); ids are fixed per column, as a page documents one operation.
 */
function exampleTabs(base: string, label: string, tabs: readonly { title: string; lang: string; code: string }[], highlight: boolean | undefined, cache: LruCache<string, string>): Element {
  const buttons: ElementContent[] = [];
  const panels: ElementContent[] = [];
  tabs.forEach((tab, i) => {
    const tabId = `${base}-tab-${i}`;
    const panelId = `${base}-panel-${i}`;
    const grammar = highlight !== false ? grammarOf(tab.lang) : undefined;
    const code = el('code', { className: [`language-${tab.lang}`, ...(grammar ? ['hljs'] : [])] }, [trusted(highlightToHtml(tab.code, grammar, cache))]);
    buttons.push(el('button', { type: 'button', role: 'tab', id: tabId, className: ['q-tab-button'], ariaSelected: i === 0 ? 'true' : 'false', ariaControls: [panelId], tabIndex: i === 0 ? 0 : -1 }, [text(tab.title)]));
    panels.push(el('div', { role: 'tabpanel', id: panelId, className: ['q-tab-panel'], ariaLabelledBy: [tabId], tabIndex: 0, hidden: i !== 0 }, [el('div', { className: ['q-code'], dataLang: tab.lang }, [copyButton(), el('pre', { className: ['q-pre'] }, [code])])]));
  });
  return el('div', { className: ['q-code-group', 'q-api-example', `${base}-example`], dataTabs: '', ariaLabel: label }, [el('div', { className: ['q-tab-list'], role: 'tablist' }, buttons), ...panels]);
}
