import type { DocsConfig } from '../../config/index.ts';
import { currentSourceOf } from '../../config/current/to-site-config.ts';
import type { RenderedPage } from '../render-context.ts';
import { decodeEntities } from '../safety/raw-html.ts';
import { serializeHtml } from '../safety/serialize-html.ts';
import { renderPlayground } from './playground-form.ts';
import type { PlaygroundParameter } from './playground-form.ts';

const methods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE']);

/**
 * The heads of the page's own ParamField blocks, read from its HTML. The HTML is the renderer's own
 * serialization (fieldLayout's markup, `<` never in text), so the head's parts are found by their
 * classes; a field inside another field's description is read too (its location says where it goes).
 */
function paramFields(html: string): { name: string; location: string; type: string; required: boolean }[] {
  const out: { name: string; location: string; type: string; required: boolean }[] = [];
  const heads = /<(div|span) class="q-field q-param-field"><\1 class="q-field-head">(.*?)<\/\1>/g;
  const part = (head: string, className: string) => {
    const m = new RegExp(`<(?:code|span) class="${className}">([^<]*)<`).exec(head);
    return m?.[1] === undefined ? undefined : decodeEntities(m[1]);
  };
  for (let m = heads.exec(html); m; m = heads.exec(html)) {
    const head = m[2] ?? '';
    const name = part(head, 'q-field-name');
    if (name === undefined) continue;
    out.push({ name, location: part(head, 'q-field-location') ?? 'body', type: part(head, 'q-field-type') ?? 'string', required: head.includes('q-field-required') });
  }
  return out;
}

/** A sample value of a body field by its ParamField `type`. */
function sample(type: string): unknown {
  const t = type.toLowerCase();
  if (t.endsWith('[]') || t.startsWith('array')) return [];
  if (t === 'number' || t === 'integer' || t === 'int') return 0;
  if (t === 'boolean' || t === 'bool') return false;
  if (t === 'object') return {};
  return '';
}

/**
 * A page without `openapi` whose front matter says `api: "POST /x"` gets the playground of an
 * operation pages has, before its content, from its own ParamField blocks (path, query and header
 * inputs, body fields as a JSON body). The base URL is an absolute URL's own, else `api.baseUrl`
 * (spec) or `api.mdx.server` (current format). Other pages are returned unchanged.
 */
export function withFieldPlayground(body: RenderedPage, config: DocsConfig | undefined): RenderedPage {
  const api = body.frontmatter['api'];
  const m = typeof api === 'string' ? /^\s*([A-Za-z]+)\s+(\S+)\s*$/.exec(api) : null;
  const method = m?.[1]?.toUpperCase();
  if (!body.ok || !m || method === undefined || !methods.has(method)) return body;
  const current = config ? currentSourceOf(config) : undefined;
  const configured = current ? current.api.mdx?.server : config?.api?.baseUrl;
  let path = m[2] ?? '/';
  let servers = configured === undefined ? [] : Array.isArray(configured) ? [...configured] : [configured];
  const absolute = /^(https?:\/\/[^/]+)(\/.*)?$/i.exec(path);
  if (absolute?.[1] !== undefined) {
    servers = [absolute[1]];
    path = absolute[2] ?? '/';
  }
  const fields = paramFields(body.html);
  const parameters: PlaygroundParameter[] = fields.filter((f) => f.location !== 'body').map((f) => ({ name: f.name, in: f.location, required: f.required, type: f.type }));
  const bodyFields = fields.filter((f) => f.location === 'body');
  const mode = current ? current.api.playground.display : (config?.api?.playground.mode ?? 'show');
  const form = renderPlayground(
    { method, path, servers, parameters, auth: [], body: bodyFields.length > 0 ? { mediaType: 'application/json', example: Object.fromEntries(bodyFields.map((f) => [f.name, sample(f.type)])) } : undefined },
    mode,
    current ? current.api.mdx?.auth : config?.api?.auth,
  );
  return form ? { ...body, html: `${serializeHtml({ type: 'root', children: [form] })}${body.html}` } : body;
}
