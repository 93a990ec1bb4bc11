import { describe, expect, it } from 'vitest';
import { renderNotFound } from '../../../src/core/site/render-not-found.ts';
import { config } from './site-fixture.ts';

/** Every URL the page points at: href, src, action and CSS url() values. */
function urls(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src|action|srcset)="([^"]*)"|url\(([^)]*)\)/g)].map((m) => m[1] ?? m[2] ?? '');
}

describe('renderNotFound', () => {
  it('links home absolutely from the root by default, so it works at any missing URL such as /a/b/c', () => {
    const html = renderNotFound(config({ navigation: [] }));
    expect(urls(html)).toEqual(['/index.html']);
    expect(html).toContain('<a class="q-cta" href="/index.html">Go to the home page</a>');
  });

  it('links to the home URL it is given (a site served from a sub-folder)', () => {
    const html = renderNotFound(config({ navigation: [] }), '/docs/index.html');
    expect(urls(html)).toEqual(['/docs/index.html']);
  });

  it('needs no other file: styles are inline, and there is no script, stylesheet link or image', () => {
    const html = renderNotFound(config({ navigation: [], colors: { primary: '#ff0000' } }));
    expect(html).toContain('<title>Page not found · Acme</title>');
    expect(html).toMatch(/<style>[^<]*--q-primary/);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<link');
    expect(html).not.toContain('<img');
    expect(html).toContain('script-src &#x27;none&#x27;');
  });
});
