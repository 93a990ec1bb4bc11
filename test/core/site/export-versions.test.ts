import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { exportSite } from './export-site-files.ts';
import { all, attr, text, withClass } from './html-query.ts';
import { page } from './site-fixture.ts';

/** What a page shows of its version: sidebar sections (`!` before a hidden one), sidebar links, the picker's selected entry, previous/next, tabs. */
function versionView(html: string) {
  const doc = parse(html);
  const sidebar = withClass(doc, 'q-nav')[0];
  if (!sidebar) throw new Error('no sidebar');
  return {
    sections: withClass(sidebar, 'q-nav-section').map((s) => `${attr(s, 'hidden') !== undefined ? '!' : ''}${text(withClass(s, 'q-nav-heading')[0] ?? s)}`),
    links: withClass(sidebar, 'q-nav-link').map((a) => attr(a, 'href')),
    // The spec format's version menu, or the current format's version picker.
    picked: all(doc, (el) => (attr(el, 'data-version-option') !== undefined || (attr(el, 'class') ?? '').includes('q-picker-option')) && attr(el, 'aria-current') === 'true').map((a) => text(a)),
    label: [...withClass(doc, 'q-version-current'), ...withClass(doc, 'q-picker-current')].map(text),
    pager: withClass(doc, 'q-pager-link').map((a) => attr(a, 'href')),
    tabs: withClass(doc, 'q-tab').map((a) => `${text(a)} ${attr(a, 'href') ?? ''}`),
  };
}

const pages = {
  'index.mdx': page('Home'),
  'help.mdx': page('Help'),
  'v2/setup.mdx': page('Set up 2'),
  'v2/deploy.mdx': page('Deploy 2'),
  'v1/setup.mdx': page('Set up 1'),
  'v1/deploy.mdx': page('Deploy 1'),
};

/** Each page's view when the site has, in order, Start (index), Guides v2, Guides v1 and Help (help). */
const specViews = {
  // A page of no version shows the first version, and keeps the other's groups hidden for the runtime's switch.
  'index.html': { sections: ['Start', 'Guides v2', '!Guides v1', 'Help'], links: ['index.html', 'v2/setup.html', 'v2/deploy.html', 'v1/setup.html', 'v1/deploy.html', 'help.html'], picked: ['v2'], label: ['v2'], pager: ['v2/setup.html'], tabs: [] },
  'v2/setup.html': { sections: ['Start', 'Guides v2', 'Help'], links: ['../index.html', 'setup.html', 'deploy.html', '../help.html'], picked: ['v2'], label: ['v2'], pager: ['../index.html', 'deploy.html'], tabs: [] },
  'v2/deploy.html': { sections: ['Start', 'Guides v2', 'Help'], links: ['../index.html', 'setup.html', 'deploy.html', '../help.html'], picked: ['v2'], label: ['v2'], pager: ['setup.html', '../help.html'], tabs: [] },
  'v1/setup.html': { sections: ['Start', 'Guides v1', 'Help'], links: ['../index.html', 'setup.html', 'deploy.html', '../help.html'], picked: ['v1'], label: ['v1'], pager: ['../index.html', 'deploy.html'], tabs: [] },
  'v1/deploy.html': { sections: ['Start', 'Guides v1', 'Help'], links: ['../index.html', 'setup.html', 'deploy.html', '../help.html'], picked: ['v1'], label: ['v1'], pager: ['setup.html', '../help.html'], tabs: [] },
  'help.html': { sections: ['Start', 'Guides v2', '!Guides v1', 'Help'], links: ['index.html', 'v2/setup.html', 'v2/deploy.html', 'v1/setup.html', 'v1/deploy.html', 'help.html'], picked: ['v2'], label: ['v2'], pager: ['v2/deploy.html'], tabs: [] },
};

function views(files: Map<string, string | Uint8Array>): Record<string, ReturnType<typeof versionView>> {
  return Object.fromEntries(Object.keys(specViews).map((out) => [out, versionView(String(files.get(out)))]));
}

describe('versioned groups in the export', () => {
  it('spec format: each page lists only its version’s groups and the unversioned ones, picks its version and pages within it', () => {
    const docsJson = {
      name: 'Acme',
      versions: ['v2', 'v1'],
      navigation: [
        { group: 'Start', pages: ['index'] },
        { group: 'Guides v2', version: 'v2', pages: ['v2/setup', 'v2/deploy'] },
        { group: 'Guides v1', version: 'v1', pages: ['v1/setup', 'v1/deploy'] },
        { group: 'Help', pages: ['help'] },
      ],
    };
    const result = exportSite(new MemoryProject({ 'docs.json': JSON.stringify(docsJson), ...pages }));
    expect(result.diagnostics).toEqual([]);
    expect(result.pages).toBe(6);
    expect(views(result.files)).toEqual(specViews);
  });

  it('spec format: the version picker links to each version’s first page', () => {
    const docsJson = { name: 'Acme', versions: ['v2', 'v1'], navigation: [{ group: 'Guides v2', version: 'v2', pages: ['v2/setup'] }, { group: 'Guides v1', version: 'v1', pages: ['v1/setup'] }] };
    const files = exportSite(new MemoryProject({ 'docs.json': JSON.stringify(docsJson), ...pages })).files;
    const options = all(parse(String(files.get('v1/setup.html'))), (el) => attr(el, 'data-version-option') !== undefined);
    expect(options.map((a) => `${text(a)} ${attr(a, 'href') ?? ''}`)).toEqual(['v2 ../v2/setup.html', 'v1 setup.html']);
  });

  it('current format: each version division lists its own groups and the shared ones beside the versions; pages beside the versions list only the shared ones', () => {
    const docsJson = {
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#112233' },
      navigation: {
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'Help', pages: ['help'] },
        ],
        versions: [
          { version: 'v2', groups: [{ group: 'Guides', pages: ['v2/setup', 'v2/deploy'] }] },
          { version: 'v1', groups: [{ group: 'Guides', pages: ['v1/setup', 'v1/deploy'] }] },
        ],
      },
    };
    const result = exportSite(new MemoryProject({ 'docs.json': JSON.stringify(docsJson), ...pages }));
    expect(result.diagnostics).toEqual([]);
    const v2Links = ['../index.html', '../help.html', 'setup.html', 'deploy.html'];
    const topLinks = ['index.html', 'help.html'];
    // A page beside the versions shows the default (first) version in the picker, selecting none.
    expect(views(result.files)).toEqual({
      'index.html': { sections: ['Start', 'Help'], links: topLinks, picked: [], label: ['v2'], pager: ['help.html'], tabs: [] },
      'v2/setup.html': { sections: ['Start', 'Help', 'Guides'], links: v2Links, picked: ['v2'], label: ['v2'], pager: ['../help.html', 'deploy.html'], tabs: [] },
      'v2/deploy.html': { sections: ['Start', 'Help', 'Guides'], links: v2Links, picked: ['v2'], label: ['v2'], pager: ['setup.html'], tabs: [] },
      'v1/setup.html': { sections: ['Start', 'Help', 'Guides'], links: v2Links, picked: ['v1'], label: ['v1'], pager: ['../help.html', 'deploy.html'], tabs: [] },
      'v1/deploy.html': { sections: ['Start', 'Help', 'Guides'], links: v2Links, picked: ['v1'], label: ['v1'], pager: ['setup.html'], tabs: [] },
      'help.html': { sections: ['Start', 'Help'], links: topLinks, picked: [], label: ['v2'], pager: ['index.html'], tabs: [] },
    });
  });

  it('tabs lead to their first page of the version shown, and a tab with none there is left out', () => {
    const docsJson = {
      name: 'Acme',
      versions: ['v2', 'v1'],
      tabs: [{ name: 'Old', url: 'v1' }, { name: 'New', url: 'v2' }],
      navigation: [
        { group: 'Start', pages: ['index'] },
        { group: 'Guides v2', version: 'v2', pages: ['v2/setup'] },
        { group: 'Guides v1', version: 'v1', pages: ['v1/setup'] },
      ],
    };
    const files = exportSite(new MemoryProject({ 'docs.json': JSON.stringify(docsJson), ...pages })).files;
    expect(versionView(String(files.get('v1/setup.html'))).tabs).toEqual(['Documentation ../index.html', 'Old setup.html']);
    expect(versionView(String(files.get('v2/setup.html'))).tabs).toEqual(['Documentation ../index.html', 'New setup.html']);
    expect(versionView(String(files.get('index.html'))).tabs).toEqual(['Documentation index.html', 'New v2/setup.html']);
  });
});
