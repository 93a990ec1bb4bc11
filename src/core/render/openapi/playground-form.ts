import type { Element, ElementContent } from 'hast';
import { el, text } from '../hast-helpers.ts';

/** How the config asks the playground to show: the spec's `api.playground.mode` or the current format's `api.playground.display`. */
export type PlaygroundMode = 'show' | 'simple' | 'hide' | 'interactive' | 'none' | 'auth';

/** The config's `api.auth` (spec) or `api.mdx.auth` (current format): how the playground collects credentials. */
export interface PlaygroundAuthConfig {
  readonly method?: string | undefined;
  readonly name?: string | undefined;
  readonly inputPrefix?: string | undefined;
}

/** One parameter a request form has an input for. */
export interface PlaygroundParameter {
  readonly name: string;
  /** `path`, `query`, `header` or `cookie`. */
  readonly in: string;
  readonly required: boolean;
  readonly type: string;
}

/** One security scheme of the operation, as the page's `data-openapi-operation` carries it. */
export interface PlaygroundSecurity {
  readonly type: string;
  readonly httpScheme?: string | undefined;
  readonly name: string;
  readonly in: string;
}

/** The operation as a playground needs it (what `playgroundDescription` writes). */
export interface PlaygroundOperation {
  readonly method: string;
  readonly path: string;
  readonly servers: readonly string[];
  readonly parameters: readonly PlaygroundParameter[];
  readonly auth: readonly PlaygroundSecurity[];
  readonly body?: { readonly mediaType: string; readonly example: unknown } | undefined;
}

/** One credential input: `bearer` (Authorization: Bearer), `basic-user`/`basic-pass` (Authorization: Basic), `key` (a header, query or cookie named `name`). */
interface AuthInput {
  readonly kind: 'bearer' | 'basic-user' | 'basic-pass' | 'key';
  readonly label: string;
  readonly name: string;
  readonly in: string;
  readonly value: string | undefined;
}

/**
 * The credential inputs: the config's method when it names one (`bearer`, `basic` with `name` as
 * `user:pass` labels, `key` with `name` as the header), prefilled with `inputPrefix`; else one per
 * security scheme of the operation (`http` basic, `apiKey` where the spec puts it, bearer for the rest).
 */
export function playgroundAuthInputs(auth: PlaygroundAuthConfig | undefined, security: readonly PlaygroundSecurity[]): AuthInput[] {
  const prefix = auth?.inputPrefix;
  const basic = (names: string | undefined, value: string | undefined): AuthInput[] => {
    const [user, pass] = (names ?? 'username:password').split(':');
    return [
      { kind: 'basic-user', label: user || 'username', name: 'Authorization', in: 'header', value },
      { kind: 'basic-pass', label: pass || 'password', name: 'Authorization', in: 'header', value: undefined },
    ];
  };
  switch (auth?.method) {
    case 'bearer':
      return [{ kind: 'bearer', label: 'Bearer token', name: 'Authorization', in: 'header', value: prefix }];
    case 'basic':
      return basic(auth.name, prefix);
    case 'key': {
      const name = auth.name?.trim() || 'Authorization';
      return [{ kind: 'key', label: name, name, in: 'header', value: prefix }];
    }
  }
  return security.flatMap((s): AuthInput[] => {
    if (s.type === 'apiKey') return [{ kind: 'key', label: s.name, name: s.name, in: s.in, value: undefined }];
    if (s.type === 'http' && s.httpScheme === 'basic') return basic(undefined, undefined);
    return [{ kind: 'bearer', label: 'Bearer token', name: 'Authorization', in: 'header', value: undefined }];
  });
}

/** The operation's request form's fields, read from the JSON the page carries; missing parts are empty. */
export function playgroundOperationOf(description: Readonly<Record<string, unknown>>): PlaygroundOperation {
  const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null) : []);
  const s = (value: unknown): string => (typeof value === 'string' ? value : '');
  const body = description['body'];
  return {
    method: s(description['method']).toUpperCase(),
    path: s(description['path']),
    servers: Array.isArray(description['servers']) ? description['servers'].filter((v): v is string => typeof v === 'string') : [],
    parameters: list(description['parameters']).map((p) => ({ name: s(p['name']), in: s(p['in']), required: p['required'] === true, type: s(p['type']) })),
    auth: list(description['auth']).map((a) => ({ type: s(a['type']), httpScheme: typeof a['httpScheme'] === 'string' ? a['httpScheme'] : undefined, name: s(a['name']), in: s(a['in']) })),
    body: typeof body === 'object' && body !== null ? { mediaType: s((body as Record<string, unknown>)['mediaType']), example: (body as Record<string, unknown>)['example'] } : undefined,
  };
}

const locationTitles: Readonly<Record<string, string>> = { path: 'Path parameters', query: 'Query parameters', header: 'Headers', cookie: 'Cookies' };
const bodyless: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/**
 * The playground of an operation page: for `show`/`interactive`/`auth` (there are no reader
 * accounts here, so `auth` shows it to everyone) a request form — a base URL picker when there are
 * several, credential inputs, an input per parameter, the JSON body prefilled with the example,
 * "remember credentials" and Send, which the page runtime handles; for `simple` the endpoint and
 * its parameters as text, nothing to send; nothing for `hide`/`none`.
 */
export function renderPlayground(op: PlaygroundOperation, mode: PlaygroundMode, auth: PlaygroundAuthConfig | undefined): Element | undefined {
  if (mode === 'hide' || mode === 'none') return undefined;
  const base = op.servers[0]?.replace(/\/+$/, '') ?? '';
  const endpoint = el('p', { className: ['q-pg-endpoint'] }, [el('span', { className: ['q-pg-method'], dataMethod: op.method.toLowerCase() }, [text(op.method)]), text(' '), el('code', { className: ['q-pg-url'] }, [text(`${base}${op.path}`)])]);
  if (mode === 'simple') {
    const items = op.parameters.map((p) => el('li', {}, [el('code', {}, [text(p.name)]), text(` ${p.in}${p.type ? `, ${p.type}` : ''}${p.required ? ', required' : ''}`)]));
    return el('section', { className: ['q-api-playground'], dataPlayground: 'simple', ariaLabel: 'Endpoint' }, [
      el('h2', { className: ['q-pg-title'] }, [text('Endpoint')]),
      endpoint,
      ...(items.length > 0 ? [el('ul', { className: ['q-pg-params'] }, items)] : []),
    ]);
  }
  const children: ElementContent[] = [el('h2', { className: ['q-pg-title'] }, [text('Try it')]), endpoint];
  if (op.servers.length > 1) {
    children.push(fieldset('Base URL', ['q-pg-servers'], op.servers.map((url, i) => el('label', { className: ['q-pg-choice'] }, [el('input', { type: 'radio', name: 'q-pg-base', value: url, dataQuirePgBase: '', checked: i === 0 }), text(` ${url}`)]))));
  } else children.push(el('input', { type: 'hidden', value: op.servers[0] ?? '', dataQuirePgBase: '' }));
  const credentials = playgroundAuthInputs(auth, op.auth);
  if (credentials.length > 0) {
    children.push(fieldset('Authorization', ['q-pg-auth'], credentials.map((c) => field(c.label, c.kind === 'basic-user' ? 'username' : c.kind === 'key' ? c.in : 'secret', el('input', { type: c.kind === 'basic-user' ? 'text' : 'password', autoComplete: ['off'], spellCheck: 'false', dataQuirePgAuth: c.kind, dataQuirePgName: c.name, dataQuirePgIn: c.in, ...(c.value !== undefined ? { value: c.value } : {}) })))));
  }
  for (const location of ['path', 'query', 'header', 'cookie']) {
    const list = op.parameters.filter((p) => p.in === location);
    if (list.length === 0) continue;
    children.push(fieldset(locationTitles[location] ?? location, ['q-pg-params'], list.map((p) => field(p.name, `${p.type}${p.required ? ', required' : ''}`, el('input', { type: 'text', spellCheck: 'false', dataQuirePgIn: p.in, dataQuirePgName: p.name, required: p.required, placeholder: p.type })))));
  }
  if (op.body && !bodyless.has(op.method)) {
    const example = op.body.example === undefined ? '' : typeof op.body.example === 'string' && !/json/i.test(op.body.mediaType) ? op.body.example : (JSON.stringify(op.body.example, null, 2) ?? '');
    children.push(field('Body', op.body.mediaType, el('textarea', { className: ['q-pg-body'], rows: Math.min(16, Math.max(4, example.split('\n').length)), spellCheck: 'false', dataQuirePgBody: op.body.mediaType }, [text(example)])));
  }
  if (credentials.length > 0) children.push(el('label', { className: ['q-pg-remember'] }, [el('input', { type: 'checkbox', dataQuirePgRemember: '' }), text(' Remember credentials in this browser')]));
  children.push(el('button', { type: 'button', className: ['q-pg-send'], dataQuirePgSend: '' }, [text('Send')]));
  children.push(el('div', { className: ['q-pg-result'], dataQuirePgResult: '', ariaLive: 'polite', hidden: true }));
  return el('section', { className: ['q-api-playground'], dataPlayground: 'interactive', dataQuirePgMethod: op.method, dataQuirePgPath: op.path, ariaLabel: 'Try it' }, children);
}

function fieldset(legend: string, className: string[], children: ElementContent[]): Element {
  return el('fieldset', { className: ['q-pg-group', ...className] }, [el('legend', {}, [text(legend)]), ...children]);
}

/** A labelled input: the name, a hint (type, where it goes) and the control. */
function field(label: string, hint: string, control: Element): Element {
  // The space keeps the name and the hint apart in the label's accessible name ("id integer, required").
  return el('label', { className: ['q-pg-field'] }, [el('span', { className: ['q-pg-name'] }, [text(label)]), ...(hint ? [text(' '), el('span', { className: ['q-pg-hint'] }, [text(hint)])] : []), control]);
}
