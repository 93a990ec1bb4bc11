import { describe, expect, it } from 'vitest';
import { renderNotFound } from '../../../src/core/site/render-not-found.ts';
import { buildSiteShell } from '../../../src/core/site/site-shell.ts';
import { currentSite } from './current-site-fixture.ts';
import { config } from './site-fixture.ts';

/** Every URL the page points at: href, src, action and CSS url() values. */
function urls(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src|action|srcset)="([^"]*)"|url\(([^)]*)\)/g)].map((m) => m[1] ?? m[2] ?? '');
}

describe('renderNotFound', () => {
  it('links home absolutely from the root by default, so it works at any missing URL such as /a/b/c', () => {
    const html = renderNotFound(buildSiteShell(config({ navigation: [] }), undefined));
    expect(urls(html)).toEqual(['/index.html']);
    expect(html).toContain('<a class="q-cta" href="/index.html">Go to the home page</a>');
  });

  it('links to the home URL it is given (a site served from a sub-folder)', () => {
    const html = renderNotFound(buildSiteShell(config({ navigation: [] }), undefined), '/docs/index.html');
    expect(urls(html)).toEqual(['/docs/index.html']);
  });

  it('needs no other file: styles are inline, and there is no script, stylesheet link or image', () => {
    const html = renderNotFound(buildSiteShell(config({ navigation: [], colors: { primary: '#ff0000' } }), undefined));
    expect(html).toContain('<title>Page not found · Acme</title>');
    expect(html).toMatch(/<style>[^<]*--q-primary/);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<link');
    expect(html).not.toContain('<img');
    expect(html).toContain('script-src &#x27;none&#x27;');
  });
});

describe('renderNotFound with errors.404 (current format)', () => {
  it('shows its title and Markdown description (site links lead to .html files beside the home URL), and no refresh when redirect is false', () => {
    const s = currentSite({ theme: 'palm', errors: { '404': { redirect: false, title: 'Lost?', description: 'Try the **[guide](/guides/start#setup)** or [blog](https://acme.dev/blog).' } } });
    const html = renderNotFound(s.shell, '/docs/index.html');
    expect(html).toContain('<html lang="en" data-site-theme="palm">');
    expect(html).toContain('<title>Lost? · Acme</title>');
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).toContain(
      '<header class="q-page-header"><p class="q-eyebrow">Acme</p><h1 class="q-page-title">Lost?</h1>' +
        '<div class="q-page-description"><p>Try the <strong><a href="/docs/guides/start.html#setup">guide</a></strong> or <a href="https://acme.dev/blog" target="_blank" rel="noopener noreferrer">blog</a>.</p></div></header>',
    );
  });

  it('sends the reader home at once when redirect is true (its default), keeping the visible link', () => {
    const html = renderNotFound(currentSite({ errors: { '404': {} } }).shell);
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/index.html">');
    expect(html).toContain('<h1 class="q-page-title">Page not found</h1>');
    expect(html).toContain('<a class="q-cta" href="/index.html">Go to the home page</a>');
  });

  it('a hostile description link has no target, whatever the base', () => {
    const s = currentSite({ errors: { '404': { redirect: false, description: '[a](javascript:alert(1)) [b](<java\tscript:alert(1)>)' } } });
    const html = renderNotFound(s.shell, 'index.html');
    expect(html).toContain('<div class="q-page-description"><p>a b</p></div>');
  });

  it('without errors.404 (and for the spec format) it is Quire’s own page, with no refresh', () => {
    const html = renderNotFound(currentSite({ appearance: { default: 'dark' } }).shell);
    expect(html).toContain('<html lang="en" data-theme="dark" data-site-theme="mint">');
    expect(html).not.toContain('refresh');
    expect(html).toContain('<p class="q-page-description">The page you are looking for does not exist or has moved.</p>');
  });
});
