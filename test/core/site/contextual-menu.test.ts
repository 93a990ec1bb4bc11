import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { renderContextualMenu } from '../../../src/core/site/contextual-menu.ts';
import { renderPageHeader } from '../../../src/core/site/render-page-header.ts';
import { renderSiteShell } from '../../../src/core/site/render-site-shell.ts';
import { currentSite } from './current-site-fixture.ts';
import { context, html } from './site-fixture.ts';

/** The markup with each icon's SVG reduced to `<svg>`, so the expected text shows the structure. */
function markup(ctx: ReturnType<typeof context>): string {
  const menu = renderContextualMenu(ctx);
  return menu === undefined ? '' : html(menu).replace(/<svg[^]*?<\/svg>/g, '<svg>');
}

const item = (title: string, description: string): string =>
  `<svg><span class="q-contextual-text"><span class="q-contextual-title">${title}</span><span class="q-contextual-description">${description}</span></span>`;
const prompt = 'Read%20from%20{url}%20so%20I%20can%20ask%20questions%20about%20it.';
const here = 'Read%20from%20%2Fguides%2Fstart.html%20so%20I%20can%20ask%20questions%20about%20it.';

// A site that publishes each page's Markdown (an export with page.md): copy and view need it.
const published = { markdown: true } as const;

describe('renderContextualMenu', () => {
  it('renders every option this site offers, in the configured order; copy, MCP and install links wait for the runtime; platform-hosted options are left out', () => {
    const s = currentSite({
      contextual: {
        options: [
          'copy',
          'view',
          'chatgpt',
          'claude',
          'perplexity',
          'mcp',
          'cursor',
          'vscode',
          'assistant',
          { title: 'Request a feature', description: 'Join the discussion', icon: 'plus', href: 'https://github.com/acme/docs/discussions' },
          { title: 'Share', description: 'Share on X', href: { base: 'https://x.com/intent/tweet', query: [{ key: 'text', value: 'Read $path at $page' }] } },
        ],
      },
    });
    expect(markup(context(s, 'guides/start', published))).toBe(
      '<details class="q-contextual" data-contextual-menu="" data-page-url="/guides/start.html" data-markdown-url="/guides/start.md" data-mcp-url="../mcp" data-site-name="Acme">' +
        '<summary class="q-contextual-button"><span>Page actions</span><svg></summary><ul class="q-contextual-list">' +
        `<li hidden data-contextual-needs-script=""><button type="button" class="q-contextual-item" data-contextual-copy="page">${item('Copy page', 'Copy page as Markdown for LLMs')}</button></li>` +
        `<li><a class="q-contextual-item" href="/guides/start.md" target="_blank" rel="noopener noreferrer">${item('View as Markdown', 'View this page as plain text')}</a></li>` +
        `<li><a class="q-contextual-item" href="https://chatgpt.com/?hints=search&#x26;q=${here}" data-contextual-href="https://chatgpt.com/?hints=search&#x26;q=${prompt}" target="_blank" rel="noopener noreferrer">${item('Open in ChatGPT', 'Ask questions about this page')}</a></li>` +
        `<li><a class="q-contextual-item" href="https://claude.ai/new?q=${here}" data-contextual-href="https://claude.ai/new?q=${prompt}" target="_blank" rel="noopener noreferrer">${item('Open in Claude', 'Ask questions about this page')}</a></li>` +
        `<li><a class="q-contextual-item" href="https://www.perplexity.ai/search/new?q=${here}" data-contextual-href="https://www.perplexity.ai/search/new?q=${prompt}" target="_blank" rel="noopener noreferrer">${item('Open in Perplexity', 'Ask questions about this page')}</a></li>` +
        `<li hidden data-contextual-needs-script=""><button type="button" class="q-contextual-item" data-contextual-copy="mcp">${item('Copy MCP Server', 'Copy MCP Server URL to clipboard')}</button></li>` +
        `<li hidden data-contextual-needs-script=""><a class="q-contextual-item" href="#" data-contextual-install="cursor" rel="noopener noreferrer">${item('Connect to Cursor', 'Install MCP Server on Cursor')}</a></li>` +
        `<li hidden data-contextual-needs-script=""><a class="q-contextual-item" href="#" data-contextual-install="vscode" rel="noopener noreferrer">${item('Connect to VS Code', 'Install MCP Server on VS Code')}</a></li>` +
        `<li><a class="q-contextual-item" href="https://github.com/acme/docs/discussions" target="_blank" rel="noopener noreferrer">${item('Request a feature', 'Join the discussion')}</a></li>` +
        `<li><a class="q-contextual-item" href="https://x.com/intent/tweet?text=Read%20%2Fguides%2Fstart%20at%20" data-contextual-href="https://x.com/intent/tweet?text=Read%20%2Fguides%2Fstart%20at%20{url}" target="_blank" rel="noopener noreferrer">${item('Share', 'Share on X')}</a></li>` +
        '</ul></details>',
    );
  });

  it('nothing without `contextual`, or when no option can be offered', () => {
    expect(markup(context(currentSite({}), 'index'))).toBe('');
    // Without published Markdown (the preview, an export that writes no page.md) copy and view would lead nowhere: left out.
    expect(markup(context(currentSite({ contextual: { options: ['copy', 'view'] } }), 'index'))).toBe('');
    expect([...markup(context(currentSite({ contextual: { options: ['copy', 'view', 'claude'] } }), 'index')).matchAll(/q-contextual-title">([^<]*)/g)].map((m) => m[1])).toEqual(['Open in Claude']);
    expect(markup(context(currentSite({ contextual: { options: ['assistant', 'devin'] } }), 'index'))).toBe('');
  });

  it('in the playground preview (copyPage): copy is offered, marked for the host to copy; view stays export-only', () => {
    expect(markup({ ...context(currentSite({ contextual: { options: ['copy', 'view'] } }), 'index'), copyPage: true })).toBe(
      '<details class="q-contextual" data-contextual-menu="" data-page-url="/index.html" data-markdown-url="/index.md" data-mcp-url="./mcp" data-site-name="Acme">' +
        '<summary class="q-contextual-button"><span>Page actions</span><svg></summary><ul class="q-contextual-list">' +
        `<li hidden data-contextual-needs-script=""><button type="button" class="q-contextual-item" data-contextual-copy="host">${item('Copy page', 'Copy page as Markdown for LLMs')}</button></li>` +
        '</ul></details>',
    );
  });

  it('a page’s `contextual` front matter replaces the config’s: its own options and display, `options: []` for none; an invalid one leaves the config’s', () => {
    const titles = (front: string): string[] => {
      const s = currentSite({ contextual: { options: ['copy', 'view'] } }, { 'guides/start.mdx': `---\ntitle: Start\n${front}---\n\nText.\n` });
      return [...markup(context(s, 'guides/start', published)).matchAll(/q-contextual-title">([^<]*)/g)].map((m) => m[1] ?? '');
    };
    expect(titles('')).toEqual(['Copy page', 'View as Markdown']);
    expect(titles('contextual:\n  options: [claude]\n')).toEqual(['Open in Claude']);
    expect(titles('contextual:\n  options: []\n')).toEqual([]);
    expect(titles('contextual:\n  options: [nonsense]\n')).toEqual(['Copy page', 'View as Markdown']);
    const s = currentSite({ contextual: { options: ['view'] } }, { 'guides/start.mdx': '---\ntitle: Start\ncontextual:\n  options: [view]\n  display: toc\n---\n\nText.\n' });
    expect(html(renderPageHeader(context(s, 'guides/start')))).toBe('<header class="q-page-header"><h1 class="q-page-title">Start</h1></header>');
  });

  it('in the page header by default; in the TOC column with `display: "toc"`', () => {
    const header = (settings: Record<string, unknown>): string => html(renderPageHeader(context(currentSite(settings), 'index', published)));
    expect(header({ contextual: { options: ['view'] } })).toMatch(/^<header class="q-page-header"><details class="q-contextual" data-contextual-menu="" data-page-url="\/index.html" data-markdown-url="\/index.md" data-mcp-url=".\/mcp"/);
    expect(header({ contextual: { options: ['view'], display: 'toc' } })).toBe('<header class="q-page-header"><h1 class="q-page-title">Home</h1></header>');
    const shell = renderSiteShell(context(currentSite({ contextual: { options: ['view'], display: 'toc' } }), 'index', published), [], { assets: { kind: 'provided' } });
    expect(shell.after).toMatch(/<nav class="q-toc" aria-label="Page actions"><details class="q-contextual"/);
  });
});
