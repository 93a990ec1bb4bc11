import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { checkPageFile, checkProject, compareDiagnostics, MemoryProject, planProjectCheck, redirectIndexOf, uniqueDiagnostics } from '../../../src/core/index.ts';
import { siteRenderDiagnostics } from '../../../src/core/site/site-render-diagnostics.ts';

const page = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\nSome text.\n`;

function project(config: unknown, files: Record<string, string> = {}): MemoryProject {
  return new MemoryProject({ 'docs.json': typeof config === 'string' ? config : JSON.stringify(config, null, 2), ...files });
}

const pick = (result: ReturnType<typeof checkProject>, code: string) =>
  result.diagnostics.filter((d) => d.code === code).map((d) => ({ file: d.file, line: d.line, column: d.column, severity: d.severity, path: d.path }));

describe('checkProject', () => {
  it('accepts a project whose navigation pages all exist', () => {
    const result = checkProject(project({ name: 'Acme', navigation: [{ group: 'Start', pages: ['intro', 'guides/setup'] }] }, { 'intro.mdx': page('Intro'), 'guides/setup.md': page('Setup') }));
    expect(result.diagnostics).toEqual([]);
    expect(result.files).toBe(3);
    expect(result.configFile).toBe('docs.json');
  });

  it('reports a navigation entry with no page at its position in docs.json, with a fix that creates it', () => {
    const text = '{\n  "name": "Acme",\n  "navigation": [\n    { "group": "Start", "pages": ["intro", "missing/page"] }\n  ]\n}\n';
    const result = checkProject(project(text, { 'intro.mdx': page('Intro') }));
    const missing = result.diagnostics.filter((d) => d.code === 'project/missing-page');
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatchObject({ file: 'docs.json', line: 4, column: 44, endLine: 4, endColumn: 58, severity: 'error', path: 'navigation[0].pages[1]' });
    expect(missing[0]?.message).toBe('Navigation lists "missing/page", but there is no missing/page.mdx or missing/page.md file. Create the page or fix the path.');
    expect(missing[0]?.fix).toEqual({ title: 'Create missing/page.mdx', edits: [{ file: 'missing/page.mdx', start: 0, end: 0, text: '---\ntitle: "Page"\ndescription: ""\n---\n\n' }] });
  });

  it('still finds missing pages in nested groups when the config has other errors', () => {
    const config = { name: 3, navigation: [{ group: 'A', pages: [{ group: 'B', pages: [{ group: 'C', pages: ['deep/gone'] }] }] }] };
    const result = checkProject(project(config));
    expect(pick(result, 'project/missing-page')).toEqual([{ file: 'docs.json', line: 13, column: 17, severity: 'error', path: 'navigation[0].pages[0].pages[0].pages[0]' }]);
  });

  it('a current-format docs.json: missing pages at any navigation level, missing assets and OpenAPI files at their own keys, and no orphan for a listed page', () => {
    const config = {
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#112233' },
      logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
      favicon: { light: '/favicon-light.png', dark: '/favicon-dark.png' },
      api: { openapi: ['openapi.yml'] },
      navigation: { tabs: [{ tab: 'Guides', groups: [{ group: 'Start', root: 'guides/index', pages: ['guides/a', { group: 'Deep', pages: ['guides/gone'] }] }] }] },
    };
    const result = checkProject(project(config, { 'guides/index.mdx': page('Home'), 'guides/a.mdx': page('A'), 'logo/light.svg': '<svg/>' }));
    expect(pick(result, 'project/missing-page')).toEqual([{ file: 'docs.json', line: 33, column: 19, severity: 'error', path: 'navigation.tabs[0].groups[0].pages[1].pages[0]' }]);
    expect(pick(result, 'project/missing-asset').map((d) => d.path)).toEqual(['logo.dark', 'favicon.light']);
    expect(pick(result, 'project/missing-openapi').map((d) => d.path)).toEqual(['api.openapi[0]']);
    expect(pick(result, 'project/orphan-page')).toEqual([]);
    expect(pick(result, 'config/not-shown').map((d) => d.path)).toEqual([]);
  });

  it('reports pages that are in no navigation as info, but not snippets', () => {
    const result = checkProject(
      project({ name: 'Acme', navigation: [{ group: 'Start', pages: ['intro'] }] }, {
        'intro.mdx': `${page('Intro')}\nimport Shared from '/shared/part.mdx';\n\n<Shared />\n`,
        'lost.mdx': page('Lost'),
        'snippets/note.mdx': 'A snippet without front matter.\n',
        'shared/part.mdx': 'Imported, so a snippet too.\n',
      }),
    );
    expect(pick(result, 'project/orphan-page')).toEqual([{ file: 'lost.mdx', line: 1, column: 1, severity: 'info', path: undefined }]);
    expect(result.diagnostics.filter((d) => d.file.startsWith('snippets/') || d.file.startsWith('shared/'))).toEqual([]);
  });

  it('reads mint.json when there is no docs.json and suggests the rename', () => {
    const result = checkProject(new MemoryProject({ 'mint.json': JSON.stringify({ name: 'Old', navigation: [{ group: 'G', pages: ['a'] }] }), 'a.mdx': page('A') }));
    expect(result.configFile).toBe('mint.json');
    expect(result.diagnostics.map((d) => [d.file, d.severity, d.code])).toEqual([['mint.json', 'info', 'project/mint-json']]);
  });

  it('prefers docs.json over mint.json', () => {
    const result = checkProject(new MemoryProject({ 'docs.json': JSON.stringify({ name: 'New', navigation: [] }), 'mint.json': '{' }));
    expect(result.configFile).toBe('docs.json');
    expect(result.diagnostics).toEqual([]);
  });

  it('reports a project without any config', () => {
    const result = checkProject(new MemoryProject({ 'a.mdx': page('A') }));
    expect(result.diagnostics.map((d) => [d.file, d.line, d.severity, d.code])).toEqual([['docs.json', 1, 'error', 'project/missing-config']]);
  });

  it('reports missing logo, favicon and background image files and accepts existing ones and URLs', () => {
    const text = JSON.stringify({ name: 'Acme', navigation: [], logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' }, favicon: '/favicon.svg', backgroundImage: 'https://example.com/bg.png' }, null, 2);
    const result = checkProject(project(text, { 'logo/light.svg': '<svg/>' }));
    expect(pick(result, 'project/missing-asset')).toEqual([
      { file: 'docs.json', line: 6, column: 13, severity: 'error', path: 'logo.dark' },
      { file: 'docs.json', line: 8, column: 14, severity: 'error', path: 'favicon' },
    ]);
  });

  it('reports a missing light logo as info only when the site is forced into dark mode (trigger.dev\'s shape)', () => {
    // Before: error project/missing-asset logo.light in both formats, though no reader ever sees that logo.
    const files = { 'logo/dark.png': 'png', 'intro.mdx': page('Intro') };
    const spec = { name: 'Acme', navigation: [{ group: 'A', pages: ['intro'] }], logo: { light: '/logo/light.png', dark: '/logo/dark.png' }, modeToggle: { default: 'dark', isHidden: true } };
    const specResult = checkProject(project(spec, files));
    expect(pick(specResult, 'project/missing-asset')).toEqual([{ file: 'docs.json', line: 12, column: 14, severity: 'info', path: 'logo.light' }]);
    expect(specResult.diagnostics.find((d) => d.code === 'project/missing-asset')?.message).toBe('`logo.light` names "/logo/light.png", which the project does not have, but the site is always dark (its mode toggle is hidden), so this logo is never shown. Add the file before the site shows both modes.');
    const current = { theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation: { pages: ['intro'] }, logo: { light: '/logo/light.png', dark: '/logo/dark.png' }, appearance: { default: 'dark', strict: true } };
    expect(pick(checkProject(project(current, files)), 'project/missing-asset').map((d) => `${d.severity} ${d.path}`)).toEqual(['info logo.light']);
    // With the toggle shown, or forced into light mode, the missing light logo is an error as before.
    expect(pick(checkProject(project({ ...spec, modeToggle: { default: 'dark' } }, files)), 'project/missing-asset').map((d) => `${d.severity} ${d.path}`)).toEqual(['error logo.light']);
    expect(pick(checkProject(project({ ...spec, modeToggle: { default: 'light', isHidden: true } }, files)), 'project/missing-asset').map((d) => `${d.severity} ${d.path}`)).toEqual(['error logo.light']);
  });

  it('does not check files .mintignore leaves out, nor the platform\'s default ignored folders', () => {
    // Before: page/mdx-syntax errors in drafts/wip.mdx and build/out.mdx, and both were orphan pages.
    const files = { '.mintignore': 'drafts/\n', 'intro.mdx': page('Intro'), 'drafts/wip.mdx': '<Note>\n', 'build/out.mdx': '<Tab>\n' };
    const result = checkProject(project({ name: 'Acme', navigation: [{ group: 'A', pages: ['intro'] }] }, files));
    expect(result.diagnostics.map((d) => `${d.file} ${d.code}`)).toEqual([]);
  });

  it('warns at a logo, favicon or background image whose type no export copies, and says on the file when its bytes are not of its type', () => {
    const xhtml = '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>window.__ran = 1</script></html>';
    const text = JSON.stringify({ name: 'Acme', navigation: [], logo: { light: '/logo/process.xpdl', dark: '/logo/dark.svg' }, favicon: 'favicon.xml', backgroundImage: 'bg.png' }, null, 2);
    const result = checkProject(project(text, { 'logo/process.xpdl': xhtml, 'logo/dark.svg': '<svg/>', 'favicon.xml': xhtml, 'bg.png': xhtml }));
    expect(result.diagnostics.filter((d) => d.code.startsWith('build/')).map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.path ?? ''} ${JSON.stringify(d.data)}`)).toEqual([
      'bg.png:1:1 warning build/content-mismatch  {"extension":"png","found":"markup"}',
      'docs.json:5:14 warning build/not-copied logo.light {"target":"logo/process.xpdl","extension":"xpdl"}',
      'docs.json:8:14 warning build/not-copied favicon {"target":"favicon.xml","extension":"xml"}',
      'favicon.xml:1:1 info build/not-copied  {"target":"favicon.xml","extension":"xml"}',
      'logo/process.xpdl:1:1 info build/not-copied  {"target":"logo/process.xpdl","extension":"xpdl"}',
    ]);
    expect(result.diagnostics.find((d) => d.path === 'favicon')?.message).toMatch(/^`favicon` names "favicon.xml", which is not copied into the exported site: a .xml file could be served as a page of the site and run script. A site copies only images \(.png .jpg /);
  });

  it('checks local OpenAPI files exist and parse, and leaves URLs alone', () => {
    const config = { name: 'Acme', navigation: [], openapi: ['/openapi.yaml', 'https://example.com/openapi.json', 'api/broken.json', 'api/gone.json', 'api/not-openapi.yml'] };
    const result = checkProject(
      project(config, {
        'openapi.yaml': 'openapi: 3.0.0\ninfo: { title: x, version: "1" }\npaths: {}\n',
        'api/broken.json': '{\n  "openapi": "3.0.0",\n  "paths": {\n}\n',
        'api/not-openapi.yml': 'title: nope\n',
      }),
    );
    expect(pick(result, 'project/missing-openapi')).toEqual([{ file: 'docs.json', line: 8, column: 5, severity: 'error', path: 'openapi[3]' }]);
    expect(pick(result, 'project/invalid-openapi')).toEqual([
      { file: 'api/broken.json', line: 5, column: 1, severity: 'error', path: undefined },
      { file: 'api/not-openapi.yml', line: 1, column: 1, severity: 'error', path: undefined },
    ]);
    expect(result.diagnostics.find((d) => d.file === 'api/broken.json')?.message).toBe('Invalid JSON: Expected `}` to close the object.');
  });

  it('reports logo, favicon and background image paths that lead out of the project, at their JSON values (openapi is checked by the schema)', () => {
    const text = JSON.stringify({ name: 'Acme', navigation: [], logo: '../../etc/passwd', favicon: 'img/../../secret.png', backgroundImage: '/../bg.png' }, null, 2);
    const result = checkProject(project(text));
    expect(result.diagnostics.map((d) => [d.line, d.column, d.endColumn, d.severity, d.code, d.path])).toEqual([
      [4, 11, 29, 'error', 'config/path-outside-project', 'logo'],
      [5, 14, 36, 'error', 'config/path-outside-project', 'favicon'],
      [6, 22, 34, 'error', 'config/path-outside-project', 'backgroundImage'],
    ]);
    expect(result.diagnostics[0]?.message).toBe('`logo` names "../../etc/passwd", which leads out of the project folder. A site may only use files inside its project: move the file into the project and name it from there.');
    // The config has an error, so the site is built from its valid settings (build/config-partial, as the build says).
    expect(checkProject(project({ name: 'Acme', navigation: [], openapi: '../api.json' })).diagnostics.map((d) => d.code)).toEqual(['build/config-partial', 'config/invalid-url']);
  });

  it('reports each symbolic link the host did not follow, and a page or asset that is one as a link rather than missing', () => {
    const text = JSON.stringify({ name: 'Acme', navigation: [{ group: 'G', pages: ['a', 'linked'] }], logo: 'logo.png' }, null, 2);
    const result = checkProject(project(text, { 'a.mdx': page('A') }), { symlinks: ['linked.mdx', 'logo.png'] });
    expect(result.diagnostics.map((d) => [d.file, d.severity, d.code, d.message])).toEqual([
      ['docs.json', 'error', 'project/missing-page', 'Navigation lists "linked", but linked.mdx is a symbolic link, which Quire does not follow. Replace the link with the page itself.'],
      ['docs.json', 'error', 'project/missing-asset', '`logo` names "logo.png", but it is a symbolic link, which Quire does not follow. Replace the link with the file itself.'],
      ['linked.mdx', 'warning', 'project/symlink', 'linked.mdx is a symbolic link. Quire does not follow links, so it is not part of the project; replace it with the file or folder itself.'],
      ['logo.png', 'warning', 'project/symlink', 'logo.png is a symbolic link. Quire does not follow links, so it is not part of the project; replace it with the file or folder itself.'],
    ]);
  });

  it('includes page diagnostics, what rendering the page reports, and counts every checked file', () => {
    const result = checkProject(project({ name: 'Acme', navigation: [{ group: 'G', pages: ['a'] }] }, { 'a.mdx': '---\ntitle: A\ndescription: B\n---\n\n<Note>never closed\n' }));
    expect(result.files).toBe(2);
    expect(result.diagnostics.map((d) => [d.file, d.line, d.code])).toEqual([
      ['a.mdx', 1, 'build/page-failed'],
      ['a.mdx', 6, 'page/mdx-syntax'],
    ]);
  });
});

describe('which files are pages', () => {
  it('skips dot-folders such as an editor rules folder, and node_modules', () => {
    const result = checkProject(
      project({ name: 'Acme', navigation: [{ group: 'G', pages: ['a'] }] }, { 'a.mdx': page('A'), '.cursor/rules.md': '# Rules\n', 'node_modules/x/README.mdx': '# x\n' }),
    );
    expect(result.files).toBe(2);
    expect(result.diagnostics).toEqual([]);
  });
});

describe('planProjectCheck and checkPageFile', () => {
  const files = {
    'intro.mdx': `${page('Intro')}\nimport Shared from '/shared/part.mdx';\n\n<Shared />\n`,
    'lost.mdx': page('Lost'),
    'broken.mdx': '---\ntitle: B\ndescription: C\n---\n\n<Note>never closed\n',
    'shared/part.mdx': 'Imported, so a snippet.\n',
    'snippets/note.mdx': 'A snippet.\n',
  };
  const text = JSON.stringify({ name: 'Acme', navigation: [{ group: 'G', pages: ['intro', 'broken', 'gone'] }] }, null, 2);

  it('checks the config once and lists the pages with what checking each needs', () => {
    const plan = planProjectCheck(project(text, files));
    expect(plan.diagnostics.map((d) => [d.file, d.code, d.path])).toEqual([['docs.json', 'project/missing-page', 'navigation[0].pages[2]']]);
    expect(plan.files).toBe(1);
    expect(plan.pageFiles).toEqual(['broken.mdx', 'intro.mdx', 'lost.mdx', 'shared/part.mdx', 'snippets/note.mdx']);
    expect(plan.context).toEqual({ configFile: 'docs.json', navigated: new Set(['intro.mdx', 'broken.mdx']), snippets: new Set(['shared/part.mdx']), linkTargets: { pages: new Set(['broken', 'intro', 'lost', 'shared/part']), redirects: redirectIndexOf([]) }, settings: { rules: {}, strict: false } });
  });

  it('checks each page on its own, in any order, to the same diagnostics as checkProject, which adds what rendering the site reports', () => {
    const p = project(text, files);
    const plan = planProjectCheck(p);
    const context = plan.context!;
    expect(checkPageFile(p, 'lost.mdx', context).map((d) => [d.file, d.severity, d.code, d.message])).toEqual([
      ['lost.mdx', 'info', 'project/orphan-page', 'This page is not in the navigation of docs.json, so readers can only reach it by a link. Add "lost" to a group\'s pages to list it.'],
    ]);
    expect(checkPageFile(p, 'shared/part.mdx', context)).toEqual([]);
    expect(checkPageFile(p, 'broken.mdx', context).map((d) => [d.file, d.line, d.code])).toEqual([['broken.mdx', 6, 'page/mdx-syntax']]);
    const pages = [...plan.pageFiles].reverse().flatMap((f) => checkPageFile(p, f, context));
    const whole = checkProject(p);
    const rendered = siteRenderDiagnostics(p, plan.config!);
    expect(rendered.map((d) => [d.file, d.line, d.code])).toEqual([['broken.mdx', 6, 'page/mdx-syntax'], ['broken.mdx', 1, 'build/page-failed']]);
    expect(uniqueDiagnostics([...plan.diagnostics, ...pages, ...rendered]).sort(compareDiagnostics)).toEqual(whole.diagnostics);
    expect(whole.files).toBe(plan.files + plan.pageFiles.length);
  });

  it('has no pages to check without a config', () => {
    const plan = planProjectCheck(new MemoryProject({ 'a.mdx': page('A') }));
    expect(plan.pageFiles).toEqual([]);
    expect(plan.context).toBeUndefined();
    expect(plan.diagnostics.map((d) => d.code)).toEqual(['project/missing-config']);
  });
});
