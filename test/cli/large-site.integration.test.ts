import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCliMeasured } from '../bench/run-cli-measured.ts';
import { largestHtml } from '../bench/scale-bench.ts';
import { type ScaleDivision, type ScaleShape, sourcePages, writeScaleSite } from '../bench/scale-site.ts';
import { describeCorpus } from '../setup/corpus.ts';

// The scale benchmark's site, small: 200 corpus pages in 2 versions × 2 languages × 2 tabs, checked and
// built by the CLI in a child process. A versioned site once rendered every page with the whole
// site's navigation (22,992 links, 20 MB of HTML a page): here each page must link its own division only.
const shape: ScaleShape = { pages: 200, versions: ['v2', 'v1'], languages: ['en', 'fr'], tabs: ['Guides', 'Reference'], groupSize: 10 };
/** The most a page of this site may weigh: its body (corpus pages up to 30,000 characters, highlighted) and 25 navigation links. */
const maxPageBytes = 96 * 1024;

interface Brief {
  file: string;
  line: number;
  column: number;
  severity: string;
  code: string;
}
const brief = (d: Brief) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code}`;
const parseJson = (stdout: string) => JSON.parse(stdout) as { diagnostics: Brief[]; summary: unknown };

describeCorpus('corpus-v2', 'quire check and quire build of a generated versioned, multi-language site (200 pages)', () => {
  let root = '';
  let divisions: ScaleDivision[] = [];
  // One page gets a link to a page no division has: the one diagnostic either command may report.
  const broken = 'v1/fr/reference/group-2/page-13';
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'quire-large-site-'));
    divisions = writeScaleSite(join(root, 'site'), shape, sourcePages(40));
    appendFileSync(join(root, 'site', `${broken}.mdx`), '\n[Gone](/v1/fr/reference/missing)\n');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const brokenLine = () => readFileSync(join(root, 'site', `${broken}.mdx`), 'utf8').trimEnd().split('\n').length;

  it('the site has 8 divisions of 25 pages in groups of 10, 10 and 5', () => {
    expect(divisions.map((d) => `${d.version}/${d.language}/${d.tab}`)).toEqual(['v2/en/Guides', 'v2/en/Reference', 'v2/fr/Guides', 'v2/fr/Reference', 'v1/en/Guides', 'v1/en/Reference', 'v1/fr/Guides', 'v1/fr/Reference']);
    for (const d of divisions) expect(d.groups.map((g) => g.pages.length)).toEqual([10, 10, 5]);
  });

  it('quire check warns of the broken link only, over 201 files', async () => {
    const run = await runCliMeasured(['check', join(root, 'site'), '--format', 'json']);
    expect(run.code, run.stderr).toBe(0);
    const out = parseJson(run.stdout);
    expect(out.diagnostics.map(brief)).toEqual([`${broken}.mdx:${brokenLine()}:1 warning project/broken-link`]);
    expect(out.summary).toEqual({ errors: 0, warnings: 1, files: 201 });
  }, 300_000);

  it('quire build reports the same, writes every page, and each page links its own division’s pages only, in navigation order', async () => {
    const out = join(root, 'out');
    const run = await runCliMeasured(['build', join(root, 'site'), '--out', out, '--format', 'json']);
    expect(run.code, run.stderr).toBe(0);
    const built = parseJson(run.stdout);
    expect(built.diagnostics.map(brief)).toEqual([`${broken}.mdx:${brokenLine()}:1 warning project/broken-link`]);
    expect(built.summary).toEqual({ errors: 0, warnings: 1, files: 201 });

    let checked = 0;
    for (const division of divisions) {
      const own = division.groups.flatMap((g) => g.pages);
      const tabs = divisions.filter((d) => d.version === division.version && d.language === division.language).map((d) => d.tab);
      for (const page of own) {
        const html = readFileSync(join(out, `${page}.html`), 'utf8');
        const resolve = (href: string) => posix.join(posix.dirname(page), href).replace(/\.html$/, '');
        // The sidebar: exactly the 25 pages of this page's version, language and tab, none of the other 175.
        const sidebar = [...html.matchAll(/<a class="q-nav-link[^"]*" href="([^"]*)"/g)].map((m) => resolve(m[1] ?? ''));
        expect(sidebar).toEqual(own);
        // The tabs: this version and language's two, each opening its first page.
        const tabLinks = [...html.matchAll(/<a class="q-tab[^"]*" href="([^"]*)"[^>]*>([^<]*)</g)].map((m) => [m[2], resolve(m[1] ?? '')]);
        expect(tabLinks).toEqual(tabs.map((tab) => [tab, divisions.find((d) => d.version === division.version && d.language === division.language && d.tab === tab)?.groups[0]?.pages[0]]));
        checked++;
      }
    }
    expect(checked).toBe(200);
    const largest = largestHtml(out);
    expect(largest.size).toBeLessThanOrEqual(maxPageBytes);
    expect(statSync(join(out, largest.path)).size).toBe(largest.size);
  }, 300_000);
});
