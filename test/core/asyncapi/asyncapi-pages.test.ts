import '../../setup/load-resources.ts';
import { parseFragment, serialize } from 'parse5';
import { describe, expect, it } from 'vitest';
import { checkProject } from '../../../src/core/check/check-project.ts';
import { componentStyles } from '../../../src/core/render/index.ts';
import { generatedPagesOf, withGeneratedPages } from '../../../src/core/openapi/generated-pages.ts';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { loadSiteConfig } from '../../../src/core/site/load-site-config.ts';
import type { SiteNavEntry } from '../../../src/core/site/site-model.ts';
import { buildSiteModel } from '../../../src/core/site/site-model.ts';
import { createSitePageRenderer } from '../../../src/core/site/site-page-renderer.ts';
import { text, withClass } from '../site/html-query.ts';

/** A small AsyncAPI 3.0 file: one channel with a parameter, two operations, a message inline and one by `$ref` to a multi-format payload. */
const asyncapi = `asyncapi: 3.0.0
info:
  title: Chat events
  version: 1.0.0
servers:
  live:
    host: chat.example.com
    protocol: wss
channels:
  roomMessages:
    title: Room messages
    address: /rooms/{roomId}
    description: Messages of one _room_.
    parameters:
      roomId:
        description: The room.
        enum: [lobby, help]
    messages:
      Post:
        $ref: '#/components/messages/Post'
      Tick:
        title: Tick
        payload:
          schema:
            $ref: '#/components/schemas/Tick'
  presence:
    address: /presence
operations:
  sendPost:
    action: send
    summary: Post a message
    channel:
      $ref: '#/channels/roomMessages'
    messages:
      - $ref: '#/channels/roomMessages/messages/Post'
  onTick:
    action: receive
    channel:
      $ref: '#/channels/roomMessages'
  onPresence:
    action: receive
    channel:
      $ref: '#/channels/presence'
components:
  messages:
    Post:
      title: Post
      description: A message someone posts.
      payload:
        type: object
        required: [text]
        properties:
          text:
            type: string
            description: What they wrote.
          from:
            $ref: '#/components/schemas/User'
  schemas:
    User:
      type: object
      properties:
        name: {type: string}
    Tick:
      type: string
      description: The server time.
`;

const head = { theme: 'mint', name: 'Chat', colors: { primary: '#112233' } };

function project(navigation: Record<string, unknown>, extra: Record<string, string> = {}): MemoryProject {
  return new MemoryProject({ 'docs.json': JSON.stringify({ ...head, navigation }, null, 2), 'events/asyncapi.yaml': asyncapi, ...extra });
}

function render(files: MemoryProject, path: string) {
  const loaded = loadSiteConfig(files);
  if (!loaded.config) throw new Error(JSON.stringify(loaded.diagnostics));
  const withPages = withGeneratedPages(files, loaded.config);
  const site = buildSiteModel(loaded.config, withPages);
  const page = createSitePageRenderer(withPages, { assets: { kind: 'provided' }, pageUrl: (p, h) => `/${p}${h ? `#${h}` : ''}`, assetUrl: (p) => `/${p}` }).render(site, path);
  const root = withClass(parseFragment(page.body), 'q-asyncapi-page')[0];
  return { site, page, html: root ? serialize({ nodeName: '#document-fragment', childNodes: [root] } as never) : undefined };
}

describe('a channel page', () => {
  it('shows the address, server, description, parameters, operations and message payload fields, then the page content', () => {
    const files = project({ pages: ['chat'] }, { 'chat.mdx': '---\ntitle: Chat\nasyncapi: "/events/asyncapi.yaml roomMessages"\n---\n\nOwn words.\n' });
    const { page, html } = render(files, 'chat');
    expect(page.diagnostics).toEqual([]);
    expect(html).toBe(
      [
        '<div class="q-api-page q-asyncapi-page" data-asyncapi-file="events/asyncapi.yaml" data-asyncapi-channel="roomMessages"><div class="q-api-main">',
        '<div class="q-asyncapi-channel"><span class="q-asyncapi-badge">Channel</span><code class="q-asyncapi-address">/rooms/{roomId}</code></div>',
        '<div class="q-api-servers"><span class="q-api-label">Server</span><code class="q-api-server">wss://chat.example.com</code></div>',
        '<div class="q-api-description"><p>Messages of one <em>room</em>.</p></div>',
        '<section class="q-api-section q-api-params"><h2 class="q-api-section-title">Parameters</h2>',
        '<div class="q-field q-api-field" data-field="roomId"><div class="q-field-head"><code class="q-field-name">roomId</code><span class="q-field-type">string</span><span class="q-field-badge q-field-required">required</span></div>',
        '<div class="q-field-body"><p>The room.</p><p class="q-api-enum">Allowed values: <code>"lobby"</code>, <code>"help"</code></p></div></div></section>',
        '<section class="q-api-section q-api-operations"><h2 class="q-api-section-title">Operations</h2>',
        '<div class="q-asyncapi-operation" data-action="send" data-operation="sendPost"><div class="q-asyncapi-operation-head"><span class="q-asyncapi-action q-asyncapi-send">send</span><code class="q-asyncapi-operation-id">sendPost</code></div>',
        '<p class="q-asyncapi-summary">Post a message</p><p class="q-asyncapi-operation-messages">Message: <code>Post</code></p></div>',
        '<div class="q-asyncapi-operation" data-action="receive" data-operation="onTick"><div class="q-asyncapi-operation-head"><span class="q-asyncapi-action q-asyncapi-receive">receive</span><code class="q-asyncapi-operation-id">onTick</code></div></div></section>',
        '<section class="q-api-section q-api-messages"><h2 class="q-api-section-title">Messages</h2>',
        '<div class="q-asyncapi-message" data-message="Post"><h3 class="q-asyncapi-message-title">Post</h3><div class="q-api-description"><p>A message someone posts.</p></div>',
        '<div class="q-asyncapi-payload"><p class="q-api-label">Payload</p>',
        '<div class="q-field q-api-field" data-field="text"><div class="q-field-head"><code class="q-field-name">text</code><span class="q-field-type">string</span><span class="q-field-badge q-field-required">required</span></div><div class="q-field-body"><p>What they wrote.</p></div></div>',
        '<div class="q-field q-api-field" data-field="from"><div class="q-field-head"><code class="q-field-name">from</code><span class="q-field-type">User</span></div><div class="q-field-body">',
        '<details class="q-expandable"><summary class="q-expandable-summary"><span class="q-expandable-title">Show child fields</span></summary><div class="q-expandable-content">',
        '<div class="q-field q-api-field" data-field="name"><div class="q-field-head"><code class="q-field-name">name</code><span class="q-field-type">string</span></div><div class="q-field-body"></div></div>',
        '</div></details></div></div></div></div>',
        // A multi-format payload (`schema:` inside `payload`) shows the schema it wraps, through its $ref.
        '<div class="q-asyncapi-message" data-message="Tick"><h3 class="q-asyncapi-message-title">Tick</h3><div class="q-asyncapi-payload"><p class="q-api-label">Payload</p>',
        '<div class="q-field q-api-field" data-field="payload"><div class="q-field-head"><code class="q-field-name">payload</code><span class="q-field-type">string</span></div><div class="q-field-body"><p>The server time.</p></div></div></div></div></section>',
        '<div class="q-api-content"><p>Own words.</p></div></div></div>',
      ].join(''),
    );
    // Every class of its own has a rule in the site's CSS (the OpenAPI ones are the operation pages', markers included).
    const classes = new Set([...(html ?? '').matchAll(/class="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(' ')).filter((c) => c.startsWith('q-asyncapi-')));
    expect([...classes].filter((c) => !componentStyles.includes(`.${c}`))).toEqual([]);
    expect(classes.size).toBe(15);
  });
});

/** The sidebar as `[group]` and `page (title)` lines, nested groups indented. */
function outline(entries: readonly SiteNavEntry[], indent = ''): string[] {
  return entries.flatMap((e) => (e.kind === 'page' ? [`${indent}${e.page.path} (${e.page.title})`] : [`${indent}[${e.name}]`, ...outline(e.entries, `${indent}  `)]));
}

describe('channel pages generated from navigation', () => {
  it('gives a group with `asyncapi` and no pages a page per channel, in the file order, under the file title', () => {
    const files = project({ tabs: [{ tab: 'Events', groups: [{ group: 'Websockets', asyncapi: { source: '/events/asyncapi.yaml', directory: 'ws' } }] }] });
    const loaded = loadSiteConfig(files);
    const pages = generatedPagesOf(withGeneratedPages(files, loaded.config));
    expect([...(pages?.files ?? [])]).toEqual([
      ['ws/chat-events/room-messages.mdx', '---\ntitle: "Room messages"\nasyncapi: "events/asyncapi.yaml roomMessages"\n---\n'],
      ['ws/chat-events/presence.mdx', '---\ntitle: "presence"\nasyncapi: "events/asyncapi.yaml presence"\n---\n'],
    ]);
    expect(pages?.specs).toEqual(['events/asyncapi.yaml']);
    const { site, page, html } = render(files, 'ws/chat-events/presence');
    expect(outline(site.nav)).toEqual(['[Websockets]', '  [Chat events]', '    ws/chat-events/room-messages (Room messages)', '    ws/chat-events/presence (presence)']);
    expect(page.diagnostics).toEqual([]);
    expect(html).toBe(
      [
        '<div class="q-api-page q-asyncapi-page" data-asyncapi-file="events/asyncapi.yaml" data-asyncapi-channel="presence"><div class="q-api-main">',
        '<div class="q-asyncapi-channel"><span class="q-asyncapi-badge">Channel</span><code class="q-asyncapi-address">/presence</code></div>',
        '<div class="q-api-servers"><span class="q-api-label">Server</span><code class="q-api-server">wss://chat.example.com</code></div>',
        '<section class="q-api-section q-api-operations"><h2 class="q-api-section-title">Operations</h2>',
        '<div class="q-asyncapi-operation" data-action="receive" data-operation="onPresence"><div class="q-asyncapi-operation-head"><span class="q-asyncapi-action q-asyncapi-receive">receive</span><code class="q-asyncapi-operation-id">onPresence</code></div></div></section>',
        '<div class="q-api-content"></div></div></div>',
      ].join(''),
    );
  });

  it('names a tab with `api.asyncapi` too, and reports no problem in the check', () => {
    const files = project({ tabs: [{ tab: 'Events', asyncapi: 'events/asyncapi.yaml' }] });
    const json = JSON.parse(files.readText('docs.json') ?? '{}') as Record<string, unknown>;
    files.set('docs.json', JSON.stringify({ ...json, api: { asyncapi: 'events/asyncapi.yaml' } }, null, 2));
    const pages = generatedPagesOf(withGeneratedPages(files, loadSiteConfig(files).config));
    expect([...(pages?.files.keys() ?? [])]).toEqual(['chat-events/room-messages.mdx', 'chat-events/presence.mdx']);
    expect(checkProject(files).diagnostics.filter((d) => d.severity !== 'info').map((d) => d.code)).toEqual([]);
  });
});

describe('a page whose `asyncapi` names no channel', () => {
  it('keeps its own content and reports asyncapi/unknown-channel on the front matter value, with the closest channel', () => {
    const files = project({ pages: ['chat'] }, { 'chat.mdx': '---\ntitle: Chat\nasyncapi: events/asyncapi.yaml roomMessage\n---\n\nOwn words.\n' });
    const { page, html } = render(files, 'chat');
    expect(html).toBeUndefined();
    expect(page.diagnostics).toEqual([
      {
        file: 'chat.mdx',
        line: 3,
        column: 11,
        endLine: 3,
        endColumn: 43,
        severity: 'error',
        code: 'asyncapi/unknown-channel',
        message: '`asyncapi: events/asyncapi.yaml roomMessage` names no channel: no AsyncAPI file of the project has a channel "roomMessage", so the page shows only its own content. Did you mean `events/asyncapi.yaml roomMessages`?',
        data: { value: 'events/asyncapi.yaml roomMessage', suggestions: ['events/asyncapi.yaml roomMessages'] },
      },
    ]);
  });

  it('says when the file it names is AsyncAPI 2', () => {
    const files = project({ pages: ['chat'] }, { 'old.yaml': 'asyncapi: 2.6.0\ninfo: {title: Old, version: "1"}\nchannels: {}\n', 'chat.mdx': '---\ntitle: Chat\nasyncapi: old.yaml rooms\n---\n' });
    expect(render(files, 'chat').page.diagnostics.map((d) => [d.code, d.message])).toEqual([
      ['asyncapi/unknown-channel', '`asyncapi: old.yaml rooms` names no channel: old.yaml is AsyncAPI 2.6.0; Quire reads AsyncAPI 3.0 channels only (convert it with the AsyncAPI CLI\'s `asyncapi convert`), so the page shows only its own content.'],
    ]);
  });
});

describe('the bounds of a channel page', () => {
  it('lists 200 operations of a channel and says how many more it leaves out; a recursive payload shows by name', () => {
    const operations = Object.fromEntries(Array.from({ length: 203 }, (_, i) => [`op${i}`, { action: 'send', channel: { $ref: '#/channels/big' } }]));
    const spec = JSON.stringify({
      asyncapi: '3.0.0',
      info: { title: 'Big', version: '1' },
      channels: { big: { address: 'big', messages: { Node: { payload: { $ref: '#/components/schemas/Node' } } } } },
      operations,
      components: { schemas: { Node: { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } } } } },
    });
    const files = new MemoryProject({ 'docs.json': JSON.stringify({ ...head, navigation: { pages: ['big'] } }), 'big.json': spec, 'big.mdx': '---\ntitle: Big\nasyncapi: big.json big\n---\n' });
    const { page } = render(files, 'big');
    const body = parseFragment(page.body);
    expect(page.diagnostics).toEqual([]);
    expect(withClass(body, 'q-asyncapi-operation').length).toBe(200);
    expect(withClass(body, 'q-api-truncated').map(text)).toEqual(['3 more operations are left out: a channel page lists 200.']);
    expect(withClass(body, 'q-api-recursive').map(text)).toEqual(['Recursive: the fields of Node are shown above.']);
  });
});

describe('the check of an AsyncAPI file', () => {
  it('reports a $ref that leads nowhere at its place in the file, and the page shows the message as unknown', () => {
    const broken = asyncapi.replace("$ref: '#/components/messages/Post'", "$ref: '#/components/messages/Pots'");
    const files = project({ pages: ['chat'] }, { 'events/asyncapi.yaml': broken, 'chat.mdx': '---\ntitle: Chat\ndescription: Rooms.\nasyncapi: roomMessages\n---\n' });
    expect(checkProject(files).diagnostics.filter((d) => d.severity !== 'info')).toEqual([
      {
        file: 'events/asyncapi.yaml',
        line: 20,
        column: 16,
        endLine: 20,
        endColumn: 42,
        severity: 'error',
        code: 'openapi/dangling-ref',
        message: '`$ref: #/components/messages/Pots` leads nowhere: events/asyncapi.yaml has nothing at `/components/messages/Pots`. What it points to is shown as unknown; fix the reference or add what it names.',
        data: { ref: '#/components/messages/Pots' },
      },
    ]);
    expect(withClass(parseFragment(render(files, 'chat').page.body), 'q-api-unknown').map(text)).toEqual(['Unknown message: its $ref leads nowhere.']);
  });
});

describe('the bounds of generated channel pages', () => {
  it('generates at most 1,000 channel pages from one file for one group', () => {
    const channels = Object.fromEntries(Array.from({ length: 1_003 }, (_, i) => [`c${i}`, { address: `c${i}` }]));
    const files = new MemoryProject({
      'docs.json': JSON.stringify({ ...head, navigation: { groups: [{ group: 'Events', asyncapi: 'many.json' }] } }),
      'many.json': JSON.stringify({ asyncapi: '3.0.0', info: { title: 'Many', version: '1' }, channels }),
    });
    const pages = generatedPagesOf(withGeneratedPages(files, loadSiteConfig(files).config));
    expect(pages?.files.size).toBe(1_000);
    expect([...(pages?.files.keys() ?? [])].slice(-1)).toEqual(['many/c999.mdx']);
  });
});
