import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledCli } from '../setup/bundled-cli.ts';
import { cliSandbox } from './cli-sandbox.ts';
import { build, tree } from './corpus-builds.ts';

const { root, write } = cliSandbox('quire-threads-');
const cli = bundledCli();

/** Paths whose bytes differ between two output trees, or that only one has. */
function differences(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  const paths = new Set([...a.keys(), ...b.keys()]);
  return [...paths].filter((path) => !(a.get(path)?.equals(b.get(path) ?? Buffer.alloc(0)) ?? false)).sort();
}

const page = (title: string) => `---\ntitle: ${title}\ndescription: About ${title.toLowerCase()}.\n---\n\nSome text about ${title.toLowerCase()}.\n`;

/** A current-format project with languages, versions, products, tabs, anchors and dropdowns: 54 pages. */
function divisionsProject(): Record<string, string> {
  const files: Record<string, string> = {};
  const groups = (prefix: string) => [1, 2, 3].map((g) => {
    const pages = [1, 2, 3].map((p) => `${prefix}/g${g}/p${p}`);
    for (const path of pages) files[`${path}.mdx`] = page(path.replaceAll('/', ' '));
    return { group: `${prefix} group ${g}`, pages };
  });
  files['docs.json'] = JSON.stringify({
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Divisions',
    colors: { primary: '#0D9373' },
    navigation: {
      languages: [
        { language: 'en', versions: [
          { version: 'v2', tabs: [{ tab: 'Guides', groups: groups('en/v2/guides') }, { tab: 'Reference', anchors: [{ anchor: 'API', icon: 'code', groups: groups('en/v2/api') }] }] },
          { version: 'v1', products: [{ product: 'Cloud', groups: groups('en/v1/cloud') }, { product: 'Server', dropdowns: [{ dropdown: 'Admin', groups: groups('en/v1/admin') }] }] },
        ] },
        { language: 'fr', tabs: [{ tab: 'Guides', groups: groups('fr/guides') }, { tab: 'Reference', groups: groups('fr/reference') }] },
      ],
    },
  });
  return files;
}

// Facts that travelled in module-level side tables (a current-format config's source) were lost when
// the config was copied to a build thread: the pages a worker rendered lost their tabs and divisions.
describe('quire build writes the same bytes on any number of threads', () => {
  it('a current-format project with languages, versions, products, tabs, anchors and dropdowns: --jobs 1, 2 and 4', () => {
    const dir = write('divisions', divisionsProject());
    const outputs = [1, 2, 4].map((jobs) => {
      const out = join(root, `divisions-${jobs}`);
      expect(build(cli, dir, out, jobs).code).toBe(0);
      return tree(out);
    });
    expect([...(outputs[0]?.keys() ?? [])].filter((path) => path.endsWith('.html') && path !== '404.html' && path !== 'index.html')).toHaveLength(54);
    expect(differences(outputs[0] ?? new Map(), outputs[1] ?? new Map())).toEqual([]);
    expect(differences(outputs[0] ?? new Map(), outputs[2] ?? new Map())).toEqual([]);
    // A page rendered by a worker keeps its shell: the French guides page has the French tabs, the current one active.
    const html = outputs[2]?.get('fr/guides/g2/p3.html')?.toString('utf8') ?? '';
    expect([...html.matchAll(/<a class="q-tab( q-tab-active)?"[^>]*>([^<]*)<\/a>/g)].map((m) => `${m[1] ? '*' : ''}${m[2]}`)).toEqual(['*Guides', 'Reference']);
    // Three builds in child processes, each loading the CLI: well past the default limit on a loaded 2-core machine.
  }, 240_000);
});

// The shared corpora's projects are built on 1, 2 and 4 threads by corpus-builds.integration.test.ts and
// corpus-v2-builds.integration.test.ts, which check more facts on the same builds.
