import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { renderFeedback } from '../../../src/core/site/render-feedback.ts';
import { renderFooter } from '../../../src/core/site/render-footer.ts';
import { validateConfig } from '../../../src/core/config/index.ts';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { salvageConfig } from '../../../src/core/site/salvage-config.ts';
import { buildSiteModel } from '../../../src/core/site/site-model.ts';
import { renderPageHeader } from '../../../src/core/site/render-page-header.ts';
import { renderPager } from '../../../src/core/site/render-pager.ts';
import { renderToc } from '../../../src/core/site/render-toc.ts';
import { context, html, page, site, svg } from './site-fixture.ts';

const files = { 'intro.mdx': page('Introduction', 'sidebarTitle: Intro\ndescription: Start here.\n'), 'guides/setup.mdx': page('Set up'), 'guides/deploy.mdx': page('Deploy') };
const navigation = [
  { group: 'Start', pages: ['intro'] },
  { group: 'Guides', pages: ['guides/setup', { group: 'Ship', pages: ['guides/deploy'] }] },
];

describe('renderPageHeader', () => {
  it('shows the innermost group, the title and the description', () => {
    expect(html(renderPageHeader(context(site({ navigation }, files), 'intro')))).toBe(
      '<header class="q-page-header"><p class="q-eyebrow">Start</p><h1 class="q-page-title">Introduction</h1><p class="q-page-description">Start here.</p></header>',
    );
    expect(html(renderPageHeader(context(site({ navigation }, files), 'guides/deploy')))).toBe('<header class="q-page-header"><p class="q-eyebrow">Ship</p><h1 class="q-page-title">Deploy</h1></header>');
  });
});

describe('renderToc', () => {
  it('links the h2 and h3 headings only', () => {
    const toc = [
      { depth: 2 as const, id: 'install', text: 'Install' },
      { depth: 3 as const, id: 'with-npm', text: 'With npm' },
      { depth: 4 as 2, id: 'deep', text: 'Too deep' },
    ];
    expect(html(renderToc(toc))).toBe(
      '<nav class="q-toc" aria-labelledby="q-toc-title"><p class="q-toc-title" id="q-toc-title">On this page</p><ul class="q-toc-list">' +
        '<li class="q-toc-item q-toc-depth-2"><a href="#install" data-toc-link="install">Install</a></li>' +
        '<li class="q-toc-item q-toc-depth-3"><a href="#with-npm" data-toc-link="with-npm">With npm</a></li>' +
        '</ul></nav>',
    );
  });

  it('renders nothing for a page without headings', () => {
    expect(renderToc([])).toBeUndefined();
  });
});

describe('renderPager', () => {
  it('links the previous and next pages with their sidebar titles', () => {
    expect(html(renderPager(context(site({ navigation }, files), 'guides/setup')))).toBe(
      '<nav class="q-pager" aria-label="Previous and next pages">' +
        '<a class="q-pager-link q-pager-prev" href="/intro.html" rel="prev"><span class="q-pager-label">Previous</span><span class="q-pager-title">Intro</span></a>' +
        '<a class="q-pager-link q-pager-next" href="/guides/deploy.html" rel="next"><span class="q-pager-label">Next</span><span class="q-pager-title">Deploy</span></a>' +
        '</nav>',
    );
  });

  it('has only a next link on the first page and nothing for a one-page site', () => {
    expect(html(renderPager(context(site({ navigation }, files), 'intro')))).not.toContain('q-pager-prev');
    expect(renderPager(context(site({ navigation: [{ group: 'G', pages: ['intro'] }] }, files), 'intro'))).toBeUndefined();
  });
});

describe('renderFeedback', () => {
  const repo = { url: 'https://github.com/acme/docs' };

  it('shows suggest-edit and raise-issue buttons pointing at the repository', () => {
    const s = site({ navigation, feedback: { suggestEdit: true, raiseIssue: true } }, files);
    expect(html(renderFeedback(context(s, 'guides/setup'), { ...repo, branch: 'dev', dir: 'docs' }))).toBe(
      '<div class="q-feedback">' +
        `<a class="q-feedback-button q-feedback-edit" href="https://github.com/acme/docs/edit/dev/docs/guides/setup.mdx" target="_blank" rel="noopener noreferrer">${svg('pen-to-square')}<span>Suggest edits</span></a>` +
        `<a class="q-feedback-button q-feedback-issue" href="https://github.com/acme/docs/issues/new?title=Issue%20on%20docs%3A%20Set%20up&#x26;body=Page%3A%20guides%2Fsetup%0A%0A" target="_blank" rel="noopener noreferrer">${svg('circle-exclamation')}<span>Raise issue</span></a>` +
        '</div>',
    );
  });

  it('edits on main at the repository root by default, and shows only the enabled button', () => {
    const s = site({ navigation, feedback: { suggestEdit: true } }, files);
    const out = html(renderFeedback(context(s, 'intro'), repo));
    expect(out).toContain('href="https://github.com/acme/docs/edit/main/intro.mdx"');
    expect(out).not.toContain('q-feedback-issue');
  });

  it('shows nothing without a repository URL or with feedback off', () => {
    expect(renderFeedback(context(site({ navigation, feedback: { suggestEdit: true, raiseIssue: true } }, files), 'intro'), undefined)).toBeUndefined();
    expect(renderFeedback(context(site({ navigation }, files), 'intro'), repo)).toBeUndefined();
  });
});

describe('renderFooter', () => {
  const social = (href: string, label: string, icon: string) => `<li><a class="q-social" href="${href}" aria-label="${label}" title="${label}" target="_blank" rel="noopener noreferrer">${svg(icon)}</a></li>`;
  const footer = (...items: string[]) => `<footer class="q-footer"><ul class="q-socials">${items.join('')}</ul><p class="q-footer-name">Acme</p></footer>`;

  it('shows an icon link per allowed footerSocials platform, in the spec order (website, facebook, x, discord, slack, github, linkedin, instagram, hacker-news)', () => {
    const s = site({ navigation, footerSocials: { github: 'https://github.com/acme', x: 'https://x.com/acme', 'hacker-news': 'https://news.ycombinator.com', website: 'https://acme.dev' } }, files);
    expect(html(renderFooter(context(s, 'intro')))).toBe(
      footer(
        social('https://acme.dev', 'Website', 'globe'),
        social('https://x.com/acme', 'X', 'x-twitter'),
        social('https://github.com/acme', 'GitHub', 'github'),
        social('https://news.ycombinator.com', 'Hacker News', 'hacker-news'),
      ),
    );
  });

  it('shows twitter, youtube and medium after the allowed platforms: spec warnings in docs.json, and their links are not dropped', () => {
    const raw = { name: 'Acme', navigation, footerSocials: { medium: 'https://medium.com/@acme', github: 'https://github.com/acme', twitter: 'https://twitter.com/acme', youtube: 'https://youtube.com/@acme', tiktok: 'https://tiktok.com/@acme' } };
    const checked = validateConfig(JSON.stringify(raw));
    expect(checked.diagnostics.map((d) => `${d.severity} ${d.code} ${d.path ?? ''}`)).toEqual([
      'warning config/legacy-social-platform footerSocials.medium',
      'warning config/legacy-social-platform footerSocials.twitter',
      'warning config/legacy-social-platform footerSocials.youtube',
      'error config/invalid-social-platform footerSocials.tiktok',
    ]);
    const salvaged = salvageConfig(raw);
    if (!salvaged) throw new Error('salvageConfig gave nothing');
    const s = buildSiteModel(salvaged, new MemoryProject(files));
    // tiktok has no icon, so it is not shown.
    expect(html(renderFooter(context(s, 'intro')))).toBe(
      footer(
        social('https://github.com/acme', 'GitHub', 'github'),
        social('https://twitter.com/acme', 'Twitter', 'twitter'),
        social('https://youtube.com/@acme', 'YouTube', 'youtube'),
        social('https://medium.com/@acme', 'Medium', 'medium'),
      ),
    );
  });
});
