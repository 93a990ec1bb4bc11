import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { renderCtaButton } from '../../../src/core/site/render-cta-button.ts';
import { renderModeToggle } from '../../../src/core/site/render-mode-toggle.ts';
import { renderLogo, renderTopbarLinks } from '../../../src/core/site/render-topbar.ts';
import { currentSite } from './current-site-fixture.ts';
import { context, html, svg } from './site-fixture.ts';

describe('top bar of a current-format site', () => {
  it('logo: a light and a dark image, linking to `logo.href`', () => {
    const s = currentSite({ logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://acme.dev' } });
    expect(html(renderLogo(context(s, 'guides/start')))).toBe(
      '<a class="q-logo" href="https://acme.dev" target="_blank" rel="noopener noreferrer"><img class="q-logo-img q-logo-light" src="/logo/light.svg" alt="Acme"><img class="q-logo-img q-logo-dark" src="/logo/dark.svg" alt="Acme"></a>',
    );
  });

  it('logo: without `href` it links to the home page; one path is one image', () => {
    const s = currentSite({ logo: '/logo.svg' });
    expect(html(renderLogo(context(s, 'guides/start')))).toBe('<a class="q-logo" href="/index.html"><img class="q-logo-img" src="/logo.svg" alt="Acme"></a>');
  });

  it('logo: a hostile href or image is dropped, the logo still links home', () => {
    const s = currentSite({ logo: { light: 'javascript:alert(1)', dark: '/d.svg', href: 'javascript:alert(1)' } }, {}, ['config/invalid-url']);
    expect(html(renderLogo(context(s, 'index')))).toBe('<a class="q-logo" href="/index.html"><img class="q-logo-img q-logo-dark" src="/d.svg" alt="Acme"></a>');
  });

  it('navbar links: label, target and icon (a github/discord link without one gets its brand icon); an unsafe link is left out', () => {
    const s = currentSite({
      navbar: {
        links: [
          { label: 'Blog', href: 'https://acme.dev/blog', icon: 'newspaper' },
          { type: 'github', href: 'https://github.com/acme' },
          { label: 'Guide', href: '/guides/start' },
          { label: 'Evil', href: 'javascript:alert(1)' },
        ],
      },
    }, {}, ['config/invalid-url']);
    expect(html(renderTopbarLinks(context(s, 'index')))).toBe(
      '<ul class="q-topbar-links">' +
        `<li><a class="q-topbar-link" href="https://acme.dev/blog" target="_blank" rel="noopener noreferrer">${svg('newspaper')}Blog</a></li>` +
        `<li><a class="q-topbar-link" href="https://github.com/acme" target="_blank" rel="noopener noreferrer">${svg('github', 'brands')}GitHub</a></li>` +
        '<li><a class="q-topbar-link" href="/guides/start.html">Guide</a></li>' +
        '</ul>',
    );
  });

  it('navbar.primary button: its label and target', () => {
    const s = currentSite({ navbar: { primary: { type: 'button', label: 'Sign up', href: 'https://app.acme.dev' } } });
    expect(html(renderCtaButton(context(s, 'index')))).toBe('<a class="q-cta" href="https://app.acme.dev" target="_blank" rel="noopener noreferrer">Sign up</a>');
  });

  it('navbar.primary github: the repository and the star count the host supplied', () => {
    const s = currentSite({ navbar: { primary: { type: 'github', href: 'https://github.com/acme/docs' } } });
    expect(html(renderCtaButton(context(s, 'index', { githubStars: 1530 })))).toBe(
      `<a class="q-cta q-cta-github" href="https://github.com/acme/docs" target="_blank" rel="noopener noreferrer">${svg('github', 'brands')}<span class="q-cta-repo">acme/docs</span><span class="q-cta-stars" title="1530 stars">★ 1.5k</span></a>`,
    );
  });

  it('appearance.strict hides the mode toggle; not strict shows it', () => {
    expect(renderModeToggle(context(currentSite({ appearance: { default: 'dark', strict: true } }), 'index'))).toBeUndefined();
    expect(html(renderModeToggle(context(currentSite({ appearance: { default: 'dark' } }), 'index')))).toContain('class="q-mode-toggle q-js-only"');
  });
});
