import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { Contextual } from '../config/current/contextual-schema.ts';
import { currentSourceOf } from '../config/current/to-site-config.ts';
import { iconElement, lookupIcon } from '../icons/index.ts';
import type { ShellContext } from './shell-context.ts';
import { externalLinkProps, linkHref, outsideProps, shellIcon } from './shell-context.ts';

/** The prompt an assistant is opened with, as the docs platform words it; `{url}` is the page's absolute URL. */
const prompt = 'Read%20from%20{url}%20so%20I%20can%20ask%20questions%20about%20it.';

/** The assistants the menu opens, each with its link template (`{url}` filled by the runtime) and labels. */
const assistants: Readonly<Record<string, { title: string; href: string }>> = {
  chatgpt: { title: 'Open in ChatGPT', href: `https://chatgpt.com/?hints=search&q=${prompt}` },
  claude: { title: 'Open in Claude', href: `https://claude.ai/new?q=${prompt}` },
  perplexity: { title: 'Open in Perplexity', href: `https://www.perplexity.ai/search/new?q=${prompt}` },
  grok: { title: 'Open in Grok', href: `https://grok.com/?q=${prompt}` },
};

type Option = Contextual['options'][number];

/**
 * The contextual menu of a page (`contextual` of a current-format config), or nothing when the config
 * has none or lists no option this site can offer: a `<details>` menu (it opens without scripts) of
 * copy the page as Markdown, view it as Markdown (its `.md` file beside the page), open it in
 * ChatGPT, Claude, Perplexity or Grok, copy the MCP server URL (`mcp` at the site's root), install
 * that server in Cursor or VS Code, and custom links, in the configured order. Links that need
 * absolute URLs are completed by the runtime (contextual-runtime.ts); the copy actions and the
 * install links need it, so they stay hidden until it runs. `assistant`, `aistudio`, `devin`,
 * `windsurf`, `add-mcp` and `devin-mcp` need the platform's hosted services and are left out. A
 * page's `contextual` front matter replaces the config's.
 */
export function renderContextualMenu(ctx: ShellContext): Element | undefined {
  const contextual = contextualOf(ctx);
  if (contextual === undefined) return undefined;
  const items = contextual.options.map((option) => contextualItem(ctx, option)).filter((e): e is Element => e !== undefined);
  if (items.length === 0) return undefined;
  const caret = lookupIcon('chevron-down');
  const { page } = ctx;
  const depth = page.path.split('/').length - 1;
  const pageUrl = ctx.pageUrl(page.path);
  return h(
    'details',
    {
      className: ['q-contextual'],
      dataContextualMenu: '',
      dataPageUrl: pageUrl,
      dataMarkdownUrl: markdownUrl(pageUrl),
      dataMcpUrl: `${depth > 0 ? '../'.repeat(depth) : './'}mcp`,
      dataSiteName: ctx.site.config.name,
    },
    [
      h('summary', { className: ['q-contextual-button'] }, [h('span', 'Page actions'), ...(caret ? [iconElement(caret)] : [])]),
      h('ul', { className: ['q-contextual-list'] }, items),
    ],
  );
}

/** Where the contextual menu goes: `header` (the default) or `toc`. */
export function contextualDisplay(ctx: ShellContext): 'header' | 'toc' {
  return contextualOf(ctx)?.display ?? 'header';
}

/** The page's `contextual` front matter, else the config's. */
function contextualOf(ctx: ShellContext): Contextual | undefined {
  return ctx.page.meta.contextual ?? currentSourceOf(ctx.site.config)?.contextual;
}

/** The URL of the page's Markdown file: its HTML file's URL with `.md` for `.html` (and no `#hash`). */
function markdownUrl(pageUrl: string): string {
  const path = pageUrl.split('#', 1)[0] ?? '';
  return /\.html$/.test(path) ? path.replace(/\.html$/, '.md') : `${path}.md`;
}

/** One entry of the menu: a title and a description, with an icon. */
function entry(icon: string, title: string, description: string, ctx: ShellContext): ElementContent[] {
  return [shellIcon(ctx, icon), h('span', { className: ['q-contextual-text'] }, [h('span', { className: ['q-contextual-title'] }, title), h('span', { className: ['q-contextual-description'] }, description)])];
}

/** The menu item of one option, or undefined for the options this site cannot offer. */
function contextualItem(ctx: ShellContext, option: Option): Element | undefined {
  const pageUrl = ctx.pageUrl(ctx.page.path);
  if (typeof option !== 'string') return customItem(ctx, option);
  const assistant = assistants[option];
  if (assistant !== undefined) {
    return h('li', [
      h(
        'a',
        { className: ['q-contextual-item'], href: assistant.href.replace('{url}', encodeURIComponent(pageUrl)), dataContextualHref: assistant.href, ...externalLinkProps },
        entry('arrow-up-right-from-square', assistant.title, 'Ask questions about this page', ctx),
      ),
    ]);
  }
  // Copy and view read the page's `.md` file, which only a site that publishes them has; the
  // playground's preview has none, and copies through the app (`host`: the site runtime leaves it alone).
  if (option === 'view' && ctx.markdown !== true) return undefined;
  if (option === 'copy' && ctx.markdown !== true && ctx.copyPage !== true) return undefined;
  switch (option) {
    case 'copy':
      return h('li', { hidden: true, dataContextualNeedsScript: '' }, [
        h('button', { type: 'button', className: ['q-contextual-item'], dataContextualCopy: ctx.markdown === true ? 'page' : 'host' }, entry('copy', 'Copy page', 'Copy page as Markdown for LLMs', ctx)),
      ]);
    case 'view':
      return h('li', [h('a', { className: ['q-contextual-item'], href: markdownUrl(pageUrl), ...externalLinkProps }, entry('markdown', 'View as Markdown', 'View this page as plain text', ctx))]);
    case 'mcp':
      return h('li', { hidden: true, dataContextualNeedsScript: '' }, [
        h('button', { type: 'button', className: ['q-contextual-item'], dataContextualCopy: 'mcp' }, entry('plug', 'Copy MCP Server', 'Copy MCP Server URL to clipboard', ctx)),
      ]);
    case 'cursor':
    case 'vscode': {
      const name = option === 'cursor' ? 'Cursor' : 'VS Code';
      return h('li', { hidden: true, dataContextualNeedsScript: '' }, [
        h('a', { className: ['q-contextual-item'], href: '#', dataContextualInstall: option, rel: ['noopener', 'noreferrer'] }, entry('plug', `Connect to ${name}`, `Install MCP Server on ${name}`, ctx)),
      ]);
    }
    default:
      return undefined;
  }
}

/**
 * A custom option: its `href` as a link, a string as any config link, an object as `base` with its
 * `query` appended; in query values `$path` is the page's path, and `$mcp` and `$page` are filled by
 * the runtime (the MCP server's absolute URL; the page's absolute URL, as the page's Markdown is too
 * long for a link).
 */
function customItem(ctx: ShellContext, option: Exclude<Option, string>): Element | undefined {
  let href: string | undefined;
  let template: string | undefined;
  if (typeof option.href === 'string') href = linkHref(ctx, option.href);
  else {
    const base = option.href['base'];
    const query = option.href['query'];
    if (typeof base !== 'string') return undefined;
    const pairs = (Array.isArray(query) ? query : []).flatMap((q: unknown) => {
      if (typeof q !== 'object' || q === null) return [];
      const { key, value } = q as Record<string, unknown>;
      if (typeof key !== 'string' || typeof value !== 'string') return [];
      const filled = encodeURIComponent(value.split('$path').join(`/${ctx.page.path}`)).split('%24mcp').join('{mcp}').split('%24page').join('{url}');
      return [`${encodeURIComponent(key)}=${filled}`];
    });
    const full = pairs.length > 0 ? `${base}${base.includes('?') ? '&' : '?'}${pairs.join('&')}` : base;
    href = linkHref(ctx, full.replace(/\{(?:mcp|url)\}/g, ''));
    if (href !== undefined && /\{(?:mcp|url)\}/.test(full)) template = full;
  }
  if (href === undefined) return undefined;
  return h('li', [
    h(
      'a',
      { className: ['q-contextual-item'], href, ...(template !== undefined ? { dataContextualHref: template } : {}), ...outsideProps(href) },
      entry(option.icon ?? 'link', option.title, option.description, ctx),
    ),
  ]);
}

/** The contextual menu's styles: a small outlined button that opens a list of titled, described entries. */
export const contextualStyles = `.q-contextual{position:relative;display:inline-block;margin-top:.75rem;font-size:.8125rem}
.q-page-header .q-contextual{float:right;margin-top:0}
.q-contextual-button{display:inline-flex;align-items:center;gap:.35rem;padding:.25rem .7rem;border:1px solid var(--q-border);border-radius:.5rem;cursor:pointer;list-style:none;color:var(--q-muted);font-weight:600}
.q-contextual-button::-webkit-details-marker{display:none}
.q-contextual-list{position:absolute;top:calc(100% + .35rem);right:0;z-index:40;width:18rem;margin:0;padding:.35rem;list-style:none;background:var(--q-bg);border:1px solid var(--q-border);border-radius:.6rem;box-shadow:0 10px 30px rgba(0,0,0,.12)}
.q-contextual-item{display:flex;gap:.6rem;align-items:flex-start;width:100%;padding:.45rem .5rem;border:0;border-radius:.4rem;background:none;color:var(--q-text);font:inherit;text-align:left;text-decoration:none;cursor:pointer}
.q-contextual-item:hover{background:color-mix(in srgb,var(--q-primary) 8%,transparent)}
.q-contextual-text{display:flex;flex-direction:column}
.q-contextual-title{font-weight:600}
.q-contextual-description{color:var(--q-muted);font-size:.75rem}
.q-contextual-item[data-copied="true"] .q-contextual-title::after{content:" ✓"}
`;
