import '../../setup/load-resources.ts';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProject } from '../../../src/cli/load-project.ts';
import { readMermaidBundle } from '../../../src/cli/mermaid-bundle.ts';
import { readSearchLibrary } from '../../../src/cli/search-library.ts';
import { MemoryProject } from '../../../src/core/index.ts';
import { importZip, siteZip, writeZip } from '../../../src/workspace/index.ts';
import { inflateEntry } from '../../../src/workspace/zip/inflate-entry.ts';
import { readZipDirectory } from '../../../src/workspace/zip/read-zip-directory.ts';
import { cliSandbox } from '../../cli/cli-sandbox.ts';
import { builtSiteFiles } from './built-site-files.ts';
import { corpusDir, describeCorpus } from '../../setup/corpus.ts';

const sandbox = cliSandbox('quire-site-zip-');

/** The entries of a zip, path → bytes, in the zip's order. */
function zipFiles(zip: Uint8Array): Map<string, Uint8Array> {
  return new Map(readZipDirectory(zip).map((entry) => [entry.name, inflateEntry(zip, entry)]));
}

/** Asserts the zip holds exactly the folder's files, compared file by file, and returns how many. */
function expectSameFiles(zip: Uint8Array, dir: string): number {
  const built = builtSiteFiles(dir);
  const zipped = zipFiles(zip);
  expect([...zipped.keys()]).toEqual([...built.keys()]);
  for (const [path, bytes] of built) expect(Buffer.from(zipped.get(path) ?? []).equals(Buffer.from(bytes)), path).toBe(true);
  return built.size;
}

const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n${body}\n`;
const fixture: Record<string, string> = {
  'docs.json': JSON.stringify({
    name: 'Zip Docs',
    navigation: [{ group: 'Start', pages: ['intro', 'guides/setup'] }],
    redirects: [{ source: '/old-setup', destination: '/guides/setup' }],
  }),
  'intro.mdx': page('Intro', '## Hello\n\nSee [setup](/guides/setup) and ![logo](/images/logo.svg).\n\n<Tip>Zip it.</Tip>'),
  'guides/setup.mdx': page('Setup', '```sh\nnpm run build\n```\n\nGet [the template](/files/guide.docx).'),
  'hidden.mdx': page('Hidden', 'In no navigation.\n\n<img className="block dark:hidden" src="/images/logo.svg" alt="Logo" />'),
  'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
  // A .docx is a ZIP file: the build copies only what starts like one.
  'files/guide.docx': 'PK\u0003\u0004docx bytes',
  'notes/changes.txt': 'A static file: copied as it is.',
};

// What `quire build` passes besides the options of a test (see run-cli.ts), as the app's site download passes them.
const mermaidBundle = readMermaidBundle();
const buildOptions = { publish: true, searchLibrary: readSearchLibrary(), ...(mermaidBundle !== undefined ? { mermaidBundle } : {}) };

describe('siteZip', () => {
  it('holds byte for byte the files quire build writes, for the project as the playground imports it', async () => {
    const dir = sandbox.write('fixture', fixture);
    const out = join(sandbox.root, 'fixture-site');
    const run = await sandbox.run('build', dir, '--out', out);
    expect(run.code).toBe(0);
    // The browser's path: the project downloaded as a zip and imported again, then the site zipped.
    const imported = importZip(writeZip(Object.entries(fixture)));
    const zip = await siteZip(new MemoryProject(imported.files), buildOptions);
    expectSameFiles(zip, out);
    expect([...zipFiles(zip).keys()]).toEqual([
      '404.html',
      '_quire/quire-runtime.js',
      '_quire/quire-search.js',
      '_quire/quire.css',
      '_quire/search-index.json',
      // The hidden page's utility classes (the stylesheet is made asynchronously, as the build makes it).
      expect.stringMatching(/^_quire\/utilities-[0-9a-f]{16}\.css$/),
      'files/guide.docx',
      'guides/setup.html',
      'guides/setup.md',
      'hidden.html',
      'hidden.md',
      'images/logo.svg',
      'index.html',
      'intro.html',
      'intro.md',
      'llms-full.txt',
      'llms.txt',
      'notes/changes.txt',
      'old-setup.html',
      'robots.txt',
    ]);
    // The home page at the root is written twice (intro.html and its copy index.html), as the build does.
    expect(zipFiles(zip).get('index.html')).toEqual(zipFiles(zip).get('intro.html'));
    // The same project gives the same zip, byte for byte.
    expect(await siteZip(new MemoryProject(imported.files), buildOptions)).toEqual(zip);
  });

  it('follows the build options that change files (--base for 404.html)', async () => {
    const dir = sandbox.write('based', fixture);
    const out = join(sandbox.root, 'based-site');
    expect((await sandbox.run('build', dir, '--out', out, '--base', '/docs/')).code).toBe(0);
    const zip = await siteZip(await loadProject(dir), { ...buildOptions, basePath: '/docs/' });
    expectSameFiles(zip, out);
    expect(new TextDecoder().decode(zipFiles(zip).get('404.html'))).toContain('/docs/');
  });
});

describeCorpus('corpus', 'siteZip of a corpus project', () => {
  it('crewai: the zip holds byte for byte the files quire build writes', async () => {
    const dir = join(corpusDir, 'crewai');
    const out = join(sandbox.root, 'crewai-site');
    const run = await sandbox.run('build', dir, '--out', out, '--jobs', '1');
    // 1: the corpus project has check errors, and the site is built all the same.
    expect(run.code).toBe(1);
    const project = await loadProject(dir);
    expect(expectSameFiles(await siteZip(project, buildOptions), out)).toBe(216);
    // Downloaded as a zip and imported into the playground, the project still builds the same files.
    const imported = importZip(writeZip(project.list().map((path) => [path, project.readBytes(path) ?? new Uint8Array(0)] as const)));
    expect(expectSameFiles(await siteZip(new MemoryProject(imported.files), buildOptions), out)).toBe(216);
  }, 120_000);
});
