import '../../setup/load-resources.ts';
import { parseFragment } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../../src/core/site/load-site-config.ts';
import { buildSiteModel } from '../../../src/core/site/site-model.ts';
import { createSitePageRenderer } from '../../../src/core/site/site-page-renderer.ts';
import type { MemoryProject } from '../../../src/core/project/project.ts';
import { all, attr, text, withClass } from '../site/html-query.ts';
import { config } from '../site/site-fixture.ts';
import { docs, fixtureProject } from './openapi-fixtures.ts';

type El = DefaultTreeAdapterMap['element'];

/** The body of a page of the fixture site, parsed as a browser would, and its diagnostics. */
function render(path: string, input: Record<string, unknown> = docs, project: MemoryProject = fixtureProject()) {
  const site = buildSiteModel(config(input), project);
  const page = createSitePageRenderer(project, { assets: { kind: 'provided' }, pageUrl: (p, h) => `/${p}${h ? `#${h}` : ''}`, assetUrl: (p) => `/${p}` }).render(site, path);
  return { body: parseFragment(page.body), html: page.body, diagnostics: page.diagnostics, title: page.title, shell: parseFragment(page.shell.before) };
}

const one = (node: Parameters<typeof withClass>[0], name: string): El => {
  const found = withClass(node, name);
  if (found.length !== 1) throw new Error(`${found.length} elements with class ${name}`);
  return found[0] as El;
};
const texts = (node: Parameters<typeof withClass>[0], name: string): string[] => withClass(node, name).map(text);
/** Each field of a section as `name location type badges… default`, its nested fields after `>`. */
const fields = (node: Parameters<typeof withClass>[0]): string[] =>
  all(node, (e) => (attr(e, 'class') ?? '').split(' ').includes('q-field-head')).map((head) => head.childNodes.map(text).join(' '));
const sections = (body: Parameters<typeof withClass>[0]) => withClass(body, 'q-api-section').map((s) => ({ title: text(one(s, 'q-api-section-title')), location: attr(s, 'data-location'), fields: fields(s) }));
const tabs = (example: El) => all(example, (e) => attr(e, 'role') === 'tab').map(text);
const codes = (example: El) => all(example, (e) => e.tagName === 'code').map(text);

describe('an operation page (OpenAPI 3.0, YAML, split files)', () => {
  it('shows the endpoint, base URL, authentication, parameters by location and responses, then the page content', () => {
    const { body, diagnostics } = render('users/get');
    expect(diagnostics).toEqual([]);
    const root = one(body, 'q-api-page');
    expect([attr(root, 'data-openapi-method'), attr(root, 'data-openapi-path'), attr(root, 'data-openapi-file'), attr(root, 'data-openapi-playground')]).toEqual(['GET', '/users/{id}', 'api30.yaml', 'show']);
    expect(text(one(body, 'q-api-method'))).toBe('GET');
    expect(attr(one(body, 'q-api-method'), 'class')).toBe('q-api-method q-api-method-get');
    expect(text(one(body, 'q-api-url'))).toBe('https://eu.example.com/v1/users/{id}');
    expect(texts(body, 'q-api-server')).toEqual(['https://eu.example.com/v1']);
    expect(sections(body)).toEqual([
      { title: 'Authorization', location: undefined, fields: ['Authorization header string required'] },
      { title: 'Path parameters', location: 'path', fields: ['id path integer<int64> required'] },
      { title: 'Query parameters', location: 'query', fields: ['expand query string default: "team"'] },
      { title: 'Headers', location: 'header', fields: ['X-Trace header string<uuid> deprecated'] },
      // The spec format lists keys by name (without api.maintainOrder): code before message.
      { title: 'Responses', location: undefined, fields: ['id integer required', 'manager User', 'tags string[]', 'code unknown', 'message string'] },
    ]);
    expect(texts(body, 'q-api-enum')).toEqual(['Allowed values: "team", "pets"']);
    expect(texts(one(body, 'q-api-auth'), 'q-field-body')).toEqual(['Bearer token: send Authorization: Bearer <token>.']);
    expect(withClass(body, 'q-api-response').map((r) => [attr(r, 'data-status'), text(one(r, 'q-api-status'))])).toEqual([
      ['200', '200 application/json'],
      ['404', '404 application/json'],
    ]);
    // The cycle User → manager → User shows by name; the $ref that leads nowhere shows as unknown.
    expect(texts(body, 'q-api-recursive')).toEqual(['Recursive: the fields of User are shown above.']);
    expect(texts(body, 'q-api-unknown')).toEqual(['Unknown schema: its $ref leads nowhere.']);
    const main = one(body, 'q-api-main');
    expect(main.childNodes.map((n) => attr(n as El, 'class'))).toEqual(['q-api-endpoint', 'q-api-servers', 'q-api-description', 'q-api-section q-api-auth', 'q-api-section q-api-params', 'q-api-section q-api-params', 'q-api-section q-api-params', 'q-api-section q-api-responses', 'q-api-content']);
    expect(text(one(body, 'q-api-content'))).toBe('Written by hand.');
  });

  it('renders descriptions as Markdown without HTML: markup shows as text, unsafe links as their text, project links as the page\'s links', () => {
    const { body, html } = render('users/get');
    const description = one(body, 'q-api-description');
    expect(text(description)).toBe('Returns one user. <script>alert(1)</script> docs bad');
    expect(all(description, (e) => e.tagName === 'strong').map(text)).toEqual(['one']);
    expect(all(description, (e) => e.tagName === 'a').map((a) => attr(a, 'href'))).toEqual(['https://example.com/docs']);
    expect(all(body, (e) => e.tagName === 'script')).toEqual([]);
    expect(html).not.toContain('javascript:');
    const response = withClass(body, 'q-api-response')[0] as El;
    expect(all(response, (e) => e.tagName === 'a' || e.tagName === 'img').map((e) => `${e.tagName} ${attr(e, 'href') ?? attr(e, 'src')}`)).toEqual(['a /users/create#body', 'img /users/img/user.png']);
  });

  it('puts curl, fetch and requests samples and the responses\' examples in the examples column', () => {
    const { body } = render('users/get');
    const [request, response] = withClass(one(body, 'q-api-aside'), 'q-api-example');
    expect(tabs(request as El)).toEqual(['cURL', 'JavaScript', 'Python']);
    expect(codes(request as El)[0]).toBe("curl --request GET \\\n  --url 'https://eu.example.com/v1/users/42' \\\n  --header 'Authorization: Bearer <token>'");
    expect(codes(request as El)[2]).toBe('import requests\n\nurl = "https://eu.example.com/v1/users/42"\nheaders = {\n    "Authorization": "Bearer <token>"\n}\n\nresponse = requests.request("GET", url, headers=headers)\n\nprint(response.json())');
    expect(tabs(response as El)).toEqual(['200', '404']);
    expect(codes(response as El).map((c) => JSON.parse(c) as unknown)).toEqual([{ id: 0, manager: { id: 0, manager: {}, tags: ['<string>'] }, tags: ['<string>'] }, { message: '<string>', code: {} }]);
  });

  it('carries the operation for a playground in data-openapi-operation', () => {
    const { body } = render('users/get');
    expect(JSON.parse(attr(one(body, 'q-api-page'), 'data-openapi-operation') ?? '')).toEqual({
      method: 'GET',
      path: '/users/{id}',
      servers: ['https://eu.example.com/v1'],
      parameters: [
        { name: 'id', in: 'path', required: true, type: 'integer<int64>' },
        { name: 'expand', in: 'query', required: false, type: 'string' },
        { name: 'X-Trace', in: 'header', required: false, type: 'string<uuid>' },
      ],
      auth: [{ scheme: 'bearer', type: 'http', httpScheme: 'bearer', name: 'Authorization', in: 'header' }],
    });
  });

  it('shows allOf as one object and oneOf as options, and sends a body generated from the schema', () => {
    const { body } = render('users/create');
    expect(sections(body).map((s) => [s.title, s.fields])).toEqual([
      ['Authorization', ['Authorization header string required']],
      ['Body', ['id integer', 'name string required', 'pet Cat | Dog', 'purrs boolean', 'barks boolean']],
      ['Responses', ['body unknown']],
    ]);
    expect(texts(body, 'q-api-variants-label')).toEqual(['One of:']);
    expect(texts(body, 'q-api-variant-title')).toEqual(['Option 1: Cat', 'Option 2: Dog']);
    expect(texts(body, 'q-expandable-title')).toEqual(['Show child fields']);
    const [request] = withClass(one(body, 'q-api-aside'), 'q-api-example');
    expect(codes(request as El)[0]).toBe(
      "curl --request POST \\\n  --url 'https://eu.example.com/v1/users' \\\n  --header 'Authorization: Bearer <token>' \\\n  --header 'Content-Type: application/json' \\\n  --data '{\n  \"id\": 0,\n  \"name\": \"Ada\",\n  \"pet\": {\n    \"purrs\": true\n  }\n}'",
    );
  });
});

describe('an operation page (OpenAPI 3.1, JSON, found in the project)', () => {
  it('reads 3.1 types and an API key, and moves the page\'s own RequestExample to the examples column in place of the generated one', () => {
    const { body, diagnostics } = render('pets');
    expect(diagnostics).toEqual([]);
    expect(sections(body).map((s) => [s.title, s.fields])).toEqual([
      ['Authorization', ['X-Api-Key header string required']],
      ['Body', ['name string | null']],
      ['Responses', ['id integer']],
    ]);
    expect(texts(one(body, 'q-api-auth'), 'q-field-body')).toEqual(['API key: send X-Api-Key: <api-key>.']);
    const aside = one(body, 'q-api-aside');
    expect(withClass(aside, 'q-api-example').map((e) => [attr(e, 'class'), tabs(e), codes(e)])).toEqual([
      ['q-code-group q-api-example q-request-example', ['bash'], ['curl pets']],
      ['q-code-group q-api-example q-api-response-example', ['200'], ['{\n  "id": 0\n}']],
    ]);
    expect(text(one(body, 'q-api-content'))).toBe('');
  });
});

describe('title and description', () => {
  it('default to the operation\'s summary and one-line description, shown in the header instead of the body', () => {
    const { body, title, shell } = render('pets');
    expect(title).toBe('Add a pet · Acme');
    expect(texts(shell, 'q-page-description')).toEqual(['Adds a pet to the store.']);
    expect(withClass(body, 'q-api-description')).toEqual([]);
    expect(all(shell, (e) => e.tagName === 'meta' && attr(e, 'name') === 'description').map((e) => attr(e, 'content'))).toEqual(['Adds a pet to the store.']);
  });

  it('keep a Markdown description in the body, and the front matter\'s title and description first', () => {
    const get = render('users/get');
    expect(get.title).toBe('Get a user · Acme');
    expect(texts(get.shell, 'q-page-description')).toEqual([]);
    expect(withClass(get.body, 'q-api-description')).toHaveLength(1);
    const own = render('pets', docs, fixtureProject({ 'pets.mdx': '---\ntitle: Pets\ndescription: Our own words.\nopenapi: POST /pets\n---\n' }));
    expect(own.title).toBe('Pets · Acme');
    expect(texts(own.shell, 'q-page-description')).toEqual(['Our own words.']);
    expect(texts(own.body, 'q-api-description')).toEqual(['Adds a pet to the store.']);
  });
});

describe('settings and failures', () => {
  it('takes the base URLs from api.baseUrl before the spec\'s servers', () => {
    const { body } = render('users/get', { ...docs, api: { baseUrl: ['https://a.test/v2', 'https://b.test'] } });
    expect(texts(body, 'q-api-server')).toEqual(['https://a.test/v2', 'https://b.test']);
    expect(text(one(body, 'q-api-url'))).toBe('https://a.test/v2/users/{id}');
  });

  it('writes the samples of api.examples.languages in the current format, and passes api.playground.display on', () => {
    const project = fixtureProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#123456' }, api: { openapi: 'api30.yaml', playground: { display: 'simple' }, examples: { languages: ['python', 'ruby', 'bash'] } }, navigation: { pages: ['users/get'] } }),
    });
    const loaded = loadSiteConfig(project);
    const site = buildSiteModel(loaded.config ?? config(docs), project);
    const page = createSitePageRenderer(project, { assets: { kind: 'provided' }, pageUrl: (p, h) => `/${p}${h ? `#${h}` : ''}`, assetUrl: (p) => `/${p}` }).render(site, 'users/get');
    const body = parseFragment(page.body);
    const [request] = withClass(one(body, 'q-api-aside'), 'q-api-example');
    expect(tabs(request as El)).toEqual(['Python', 'cURL']);
    expect(attr(one(body, 'q-api-page'), 'data-openapi-playground')).toBe('simple');
  });

  it('leaves a page whose operation is unknown as written, with the error', () => {
    const { body, diagnostics } = render('typo');
    expect(withClass(body, 'q-api-page')).toEqual([]);
    expect(text(body).trim()).toBe('Written by hand.');
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual(['3:10 openapi/unknown-operation']);
  });
});

describe('api.maintainOrder', () => {
  it('keeps the file’s key order when set (the spec format lists keys by name otherwise)', () => {
    const responses = (input: Record<string, unknown>) => sections(render('users/get', input).body).find((s) => s.title === 'Responses')?.fields;
    expect(responses({ ...docs, api: { maintainOrder: true } })).toEqual(['id integer required', 'manager User', 'tags string[]', 'message string', 'code unknown']);
    expect(responses(docs)).toEqual(['id integer required', 'manager User', 'tags string[]', 'code unknown', 'message string']);
  });
});
