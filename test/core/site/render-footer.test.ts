import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { renderFooter } from '../../../src/core/site/render-footer.ts';
import { currentSite } from './current-site-fixture.ts';
import { context, html, svg } from './site-fixture.ts';

const social = (href: string, label: string, icon: string) =>
  `<li><a class="q-social" href="${href}" aria-label="${label}" title="${label}" target="_blank" rel="noopener noreferrer">${svg(icon)}</a></li>`;

describe('footer of a current-format site', () => {
  it('columns of links (header and items), then the socials, then the name', () => {
    const s = currentSite({
      footer: {
        socials: { 'x-twitter': 'https://x.com/acme', bluesky: 'https://bsky.app/profile/acme', github: 'https://github.com/acme' },
        links: [
          { header: 'Developers', items: [{ label: 'Changelog', href: 'https://acme.dev/changelog' }, { label: 'Start', href: '/guides/start' }] },
          { items: [{ label: 'Status', href: 'https://status.acme.dev' }] },
        ],
      },
    });
    expect(html(renderFooter(context(s, 'index')))).toBe(
      '<footer class="q-footer">' +
        '<nav class="q-footer-links" aria-label="Footer">' +
        '<div class="q-footer-column"><p class="q-footer-header">Developers</p><ul>' +
        '<li><a class="q-footer-link" href="https://acme.dev/changelog" target="_blank" rel="noopener noreferrer">Changelog</a></li>' +
        '<li><a class="q-footer-link" href="/guides/start.html">Start</a></li>' +
        '</ul></div>' +
        '<div class="q-footer-column"><ul><li><a class="q-footer-link" href="https://status.acme.dev" target="_blank" rel="noopener noreferrer">Status</a></li></ul></div>' +
        '</nav>' +
        '<ul class="q-socials">' +
        social('https://x.com/acme', 'X', 'x-twitter') +
        social('https://github.com/acme', 'GitHub', 'github') +
        social('https://bsky.app/profile/acme', 'Bluesky', 'bluesky') +
        '</ul>' +
        '<p class="q-footer-name">Acme</p>' +
        '</footer>',
    );
  });

  it('a column whose every link is unsafe is left out (the renderer checks each URL, whatever the config check said); without columns or socials only the name shows', () => {
    const s = currentSite({});
    const hostile = { ...s, shell: { ...s.shell, footer: { socials: { github: 'javascript:alert(1)' }, links: [{ header: 'Bad', items: [{ label: 'Evil', href: 'JavaScript:alert(1)' }] }] } } };
    expect(html(renderFooter(context(hostile, 'index')))).toBe('<footer class="q-footer"><p class="q-footer-name">Acme</p></footer>');
  });

  it('the current format’s further platforms each have their icon', () => {
    const socials = { telegram: 'https://t.me/acme', threads: 'https://threads.net/@acme', reddit: 'https://reddit.com/r/acme', podcast: 'https://acme.dev/podcast', 'earth-americas': 'https://acme.dev' };
    const out = html(renderFooter(context(currentSite({ footer: { socials } }), 'index')));
    expect([...out.matchAll(/aria-label="([^"]+)"/g)].map((m) => m[1])).toEqual(['Telegram', 'Threads', 'Reddit', 'Podcast', 'Website']);
  });
});
