import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { renderCtaButton, formatStars } from '../../../src/core/site/render-cta-button.ts';
import { renderModeToggle } from '../../../src/core/site/render-mode-toggle.ts';
import { renderTabs } from '../../../src/core/site/render-tabs.ts';
import { renderLogo, renderMenuButton, renderTopbar, renderTopbarLinks } from '../../../src/core/site/render-topbar.ts';
import { renderVersionMenu } from '../../../src/core/site/render-version-menu.ts';
import { context, html, page, site, svg } from './site-fixture.ts';

const files = { 'intro.mdx': page('Intro'), 'api/users.mdx': page('Users'), 'guides/one.mdx': page('One'), 'v1/old.mdx': page('Old') };
const navigation = [
  { group: 'Start', pages: ['intro'] },
  { group: 'API', pages: ['api/users'] },
  { group: 'Guides', pages: ['guides/one', 'v1/old'] },
];

describe('logo and name', () => {
  it('shows the site name, linking home, when there is no logo', () => {
    expect(html(renderLogo(context(site({ navigation }, files), 'api/users')))).toBe('<a class="q-logo" href="/intro.html"><span class="q-site-name">Acme</span></a>');
  });

  it('shows a single logo image from a path', () => {
    expect(html(renderLogo(context(site({ navigation, logo: '/images/logo.svg' }, files), 'intro')))).toBe('<a class="q-logo" href="/intro.html"><img class="q-logo-img" src="/images/logo.svg" alt="Acme"></a>');
  });

  it('shows a light and a dark image that switch with the theme, and follows an external href', () => {
    const s = site({ navigation, logo: { light: 'logo/light.svg', dark: 'logo/dark.svg', href: 'https://acme.dev' } }, files);
    expect(html(renderLogo(context(s, 'intro')))).toBe(
      '<a class="q-logo" href="https://acme.dev" target="_blank" rel="noopener noreferrer"><img class="q-logo-img q-logo-light" src="/logo/light.svg" alt="Acme"><img class="q-logo-img q-logo-dark" src="/logo/dark.svg" alt="Acme"></a>',
    );
  });

  it('links the logo home when href keeps its default "/"', () => {
    const s = site({ navigation, logo: { light: 'l.svg', dark: 'd.svg' } }, files);
    expect(html(renderLogo(context(s, 'guides/one')))).toContain('<a class="q-logo" href="/intro.html">');
  });
});

describe('topbarLinks', () => {
  it('lists each link; web links open in a new tab, site paths become page URLs', () => {
    const s = site({ navigation, topbarLinks: [{ name: 'Blog', url: 'https://acme.dev/blog' }, { name: 'Guide', url: '/guides/one' }, { name: 'Support', url: 'mailto:help@acme.dev' }] }, files);
    expect(html(renderTopbarLinks(context(s, 'intro')))).toBe(
      '<ul class="q-topbar-links">' +
        '<li><a class="q-topbar-link" href="https://acme.dev/blog" target="_blank" rel="noopener noreferrer">Blog</a></li>' +
        '<li><a class="q-topbar-link" href="/guides/one.html">Guide</a></li>' +
        '<li><a class="q-topbar-link" href="mailto:help@acme.dev">Support</a></li>' +
        '</ul>',
    );
  });

  it('renders nothing without topbarLinks', () => {
    expect(renderTopbarLinks(context(site({ navigation }, files), 'intro'))).toBeUndefined();
  });
});

describe('topbarCtaButton', () => {
  it('shows a link button with its name in the button color', () => {
    const s = site({ navigation, topbarCtaButton: { name: 'Dashboard', url: 'https://app.acme.dev' } }, files);
    expect(html(renderCtaButton(context(s, 'intro')))).toBe('<a class="q-cta" href="https://app.acme.dev" target="_blank" rel="noopener noreferrer">Dashboard</a>');
  });

  it('shows the GitHub repository and, when supplied, the star count', () => {
    const s = site({ navigation, topbarCtaButton: { type: 'github', url: 'https://github.com/acme/docs' } }, files);
    expect(html(renderCtaButton(context(s, 'intro', { githubStars: 12345 })))).toBe(
      `<a class="q-cta q-cta-github" href="https://github.com/acme/docs" target="_blank" rel="noopener noreferrer">${svg('github')}<span class="q-cta-repo">acme/docs</span><span class="q-cta-stars" title="12345 stars">★ 12.3k</span></a>`,
    );
    expect(html(renderCtaButton(context(s, 'intro')))).not.toContain('q-cta-stars');
  });

  it('formats star counts like GitHub', () => {
    expect([formatStars(7), formatStars(999), formatStars(1000), formatStars(1250), formatStars(98765), formatStars(1_530_000)]).toEqual(['7', '999', '1k', '1.2k', '98.7k', '1.5M']);
  });
});

describe('tabs', () => {
  it('shows the primary tab (topAnchor name) then each tab at its first page, marking the current page’s tab', () => {
    const s = site({ navigation, tabs: [{ name: 'API', url: 'api' }, { name: 'Empty', url: 'nothing-here' }, { name: 'Blog', url: 'https://acme.dev/blog' }], topAnchor: { name: 'Docs' } }, files);
    expect(html(renderTabs(context(s, 'api/users')))).toBe(
      '<nav class="q-tabs" aria-label="Tabs"><ul>' +
        '<li><a class="q-tab" href="/intro.html">Docs</a></li>' +
        '<li><a class="q-tab q-tab-active" href="/api/users.html" aria-current="page">API</a></li>' +
        '<li><a class="q-tab" href="https://acme.dev/blog" target="_blank" rel="noopener noreferrer">Blog</a></li>' +
        '</ul></nav>',
    );
    expect(html(renderTabs(context(s, 'guides/one')))).toContain('<a class="q-tab q-tab-active" href="/intro.html" aria-current="page">Docs</a>');
  });

  it('renders no tabs row without tabs', () => {
    expect(renderTabs(context(site({ navigation }, files), 'intro'))).toBeUndefined();
  });
});

describe('versions', () => {
  const anchors = [
    { name: 'Old API', url: 'v1', version: 'v1' },
    { name: 'Guides', url: 'guides', version: 'v2' },
  ];

  it('shows a dropdown with each version linking to its first page, the shown version marked', () => {
    const s = site({ navigation, versions: ['v2', 'v1'], anchors }, files);
    expect(html(renderVersionMenu(context(s, 'intro')))).toBe(
      '<details class="q-versions" data-version-menu="">' +
        `<summary class="q-versions-button" aria-label="Docs version"><span class="q-version-current">v2</span>${svg('chevron-down')}</summary>` +
        '<ul class="q-versions-list">' +
        '<li><a class="q-version-option" href="/guides/one.html" data-version-option="v2" aria-current="true">v2</a></li>' +
        '<li><a class="q-version-option" href="/v1/old.html" data-version-option="v1">v1</a></li>' +
        '</ul></details>',
    );
  });

  it('shows the version of the current page’s anchor', () => {
    const s = site({ navigation, versions: ['v2', 'v1'], anchors }, files);
    expect(html(renderVersionMenu(context(s, 'v1/old')))).toContain('<span class="q-version-current">v1</span>');
  });

  it('renders no dropdown without versions', () => {
    expect(renderVersionMenu(context(site({ navigation }, files), 'intro'))).toBeUndefined();
  });
});

describe('modeToggle', () => {
  it('shows a toggle button (sun and moon) that needs scripts', () => {
    expect(html(renderModeToggle(context(site({ navigation }, files), 'intro')))).toBe(
      `<button type="button" class="q-mode-toggle q-js-only" aria-label="Toggle dark mode" title="Toggle dark mode" data-mode-toggle="">${svg('sun', undefined, 'q-icon q-mode-sun')}${svg('moon', undefined, 'q-icon q-mode-moon')}</button>`,
    );
  });

  it('hides the toggle when isHidden', () => {
    expect(renderModeToggle(context(site({ navigation, modeToggle: { default: 'dark', isHidden: true } }, files), 'intro'))).toBeUndefined();
  });
});

describe('renderTopbar', () => {
  it('puts menu button, logo, version menu, links, CTA and mode toggle in one row and the tabs below', () => {
    const s = site({ navigation, versions: ['v1'], topbarLinks: [{ name: 'Blog', url: 'https://acme.dev' }], topbarCtaButton: { name: 'Go', url: 'https://go.dev' }, tabs: [{ name: 'API', url: 'api' }] }, files);
    const out = html(renderTopbar(context(s, 'intro')));
    const order = ['q-menu-button', 'q-logo', 'q-versions', 'q-topbar-spacer', 'q-topbar-links', 'class="q-cta"', 'q-mode-toggle', 'q-tabs'].map((c) => out.indexOf(c));
    expect(order.every((i, k) => i >= 0 && (k === 0 || i > (order[k - 1] ?? 0)))).toBe(true);
    expect(out.startsWith('<header class="q-topbar"><div class="q-topbar-row">')).toBe(true);
  });

  it('has a menu button that opens the drawer by linking to the sidebar', () => {
    expect(html(renderMenuButton())).toBe(`<a class="q-menu-button" href="#q-sidebar" aria-controls="q-sidebar" aria-label="Open navigation">${svg('bars')}</a>`);
  });
});
