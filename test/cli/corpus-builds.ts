import '../setup/load-resources.ts';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { expect, it } from 'vitest';
import { loadProject } from '../../src/cli/load-project.ts';
import { checkProject, type Diagnostic, type Project } from '../../src/core/index.ts';
import { snippetReferences } from '../../src/core/check/project-files.ts';
import { isSnippetPath, pageFileFor, stripPageExtension } from '../../src/core/project/page-files.ts';
import { pagePathOf } from '../../src/core/site/site-links.ts';
import { bundledCli } from '../setup/bundled-cli.ts';
import { corpusPresent, describeCorpus } from '../setup/corpus.ts';
import type { CorpusKind } from '../setup/corpus-paths.ts';
import { cliSandbox } from './cli-sandbox.ts';

// Every project of a shared corpus, built by the CLI in child processes on 1, 2 and 4 threads (as CI
// runs it), and three facts checked on those builds, so each corpus site is built three times in all
// rather than once more for each fact:
// 1. the same bytes in every file at any thread count (facts that travelled in module-level side
//    tables were lost when the config was copied to a build thread);
// 2. `quire check` reports what `quire build` reports: the same codes, severities, files and positions;
// 3. the one-thread site, crawled: its broken internal links and images are exactly those check reports.

type Node = DefaultTreeAdapterTypes.Node;

/** Per project: broken links of its own pages, those that come from snippets, and links to pages the export hides. */
export type CrawlCounts = Readonly<Record<string, readonly [own: number, fromSnippets: number, hidden: number]>>;

interface Built {
  readonly code: number;
  readonly diagnostics: Diagnostic[];
}

/** Runs the bundled CLI's `build DIR --out OUT --jobs N --format json` and returns its exit code and diagnostics. */
export function build(cli: string, dir: string, out: string, jobs: number): Built {
  let stdout: string;
  let code = 0;
  try {
    stdout = execFileSync(process.execPath, [cli, 'build', dir, '--out', out, '--jobs', String(jobs), '--format', 'json'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  } catch (error) {
    ({ stdout } = error as { stdout: string });
    code = (error as { status: number }).status;
  }
  return { code, diagnostics: (JSON.parse(stdout) as { diagnostics: Diagnostic[] }).diagnostics };
}

/** Every file below `dir`, path → bytes, sorted by path. */
export function tree(dir: string): Map<string, Buffer> {
  const paths = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
  return new Map(paths.map((path) => [path, readFileSync(join(dir, path))]));
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Paths whose hashes differ between two hashed trees, or that only one has. */
function hashDifferences(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((path) => a.get(path) !== b.get(path)).sort();
}

const brief = (d: Diagnostic) => `${d.file}:${d.line}:${d.column}-${d.endLine}:${d.endColumn} ${d.severity} ${d.code}`;

/** Every `href` and `src` of an HTML document. */
function urlsOf(html: string): string[] {
  const urls: string[] = [];
  const walk = (node: Node): void => {
    if ('attrs' in node) for (const attr of node.attrs) if (attr.name === 'href' || attr.name === 'src') urls.push(attr.value);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
    if ('content' in node && node.content) walk(node.content);
  };
  walk(parse(html));
  return urls;
}

/**
 * The internal links and images of a built site that lead to no file of it, each as `page → target`
 * (the page's path, the target's path without `.html`): every HTML page but `404.html` (absolute
 * from the host's root) and `index.html` (a copy of the home page) is crawled.
 */
function brokenInSite(files: ReadonlyMap<string, Buffer>): string[] {
  const broken = new Set<string>();
  for (const [file, content] of files) {
    if (!file.endsWith('.html') || file === '404.html' || file === 'index.html') continue;
    for (const url of urlsOf(content.toString('utf8'))) {
      if (url === '' || url.startsWith('#') || url.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(url)) continue;
      const resolved = new URL(url, `http://site.invalid/${file}`);
      let path = resolved.pathname.slice(1);
      try {
        path = decodeURIComponent(path);
      } catch {
        // A malformed escape stays as written (and so is reported as missing).
      }
      if (path.endsWith('/') || path === '') path += 'index.html';
      if (!files.has(path)) broken.add(`${file.replace(/\.html$/, '')} → ${path.replace(/\.html$/, '')}`);
    }
  }
  return [...broken].sort();
}

/**
 * What check reports as leading nowhere, in the crawl's form: project/broken-link (and
 * project/missing-asset for images) of the pages, and of each redirect (at its source's page); the
 * files the config names that are missing (a logo, shown on every page); and, reported at the
 * snippet, the targets that show in every page including it.
 */
function leadingNowhere(project: Project, diagnostics: readonly Diagnostic[]): { broken: string[]; configAssets: Set<string>; snippetTargets: Set<string> } {
  const broken = new Set<string>();
  const configAssets = new Set<string>();
  const snippetTargets = new Set<string>();
  const snippets = snippetReferences(project);
  for (const d of diagnostics) {
    const config = d.file === 'docs.json' || d.file === 'mint.json';
    const data = d.data as { target?: string; source?: string } | undefined;
    if (d.code === 'project/missing-asset' && config) configAssets.add(data?.target ?? '');
    else if (d.code === 'project/broken-link' && config) broken.add(`${pagePathOf(data?.source ?? '')} → ${data?.target ?? ''}`);
    else if ((d.code === 'project/broken-link' || d.code === 'project/missing-asset') && (isSnippetPath(d.file) || snippets.has(d.file))) snippetTargets.add(data?.target ?? '');
    else if (d.code === 'project/broken-link' || d.code === 'project/missing-asset') broken.add(`${stripPageExtension(d.file)} → ${data?.target ?? ''}`);
  }
  return { broken: [...broken].sort(), configAssets, snippetTargets };
}

/** The crawl's three counts of a built site against check's diagnostics, asserting along the way that they agree. */
function crawlCounts(project: Project, diagnostics: readonly Diagnostic[], files: ReadonlyMap<string, Buffer>): [number, number, number] {
  const { broken, configAssets, snippetTargets } = leadingNowhere(project, diagnostics);
  const crawled = brokenInSite(files);
  const target = (key: string) => key.slice(key.indexOf(' → ') + 3);
  expect(new Set(crawled.filter((k) => configAssets.has(target(k))).map(target))).toEqual(configAssets);
  const hidden = crawled.filter((k) => !configAssets.has(target(k)) && pageFileFor(project, target(k)) !== undefined);
  const reported = broken.filter((k) => files.has(`${k.slice(0, k.indexOf(' → '))}.html`));
  const rest = crawled.filter((k) => !configAssets.has(target(k)) && !hidden.includes(k));
  const fromSnippets = rest.filter((k) => !reported.includes(k) && snippetTargets.has(target(k)));
  const ownLinks = rest.filter((k) => !fromSnippets.includes(k));
  expect(ownLinks).toEqual(reported);
  return [ownLinks.length, fromSnippets.length, hidden.length];
}

/** One test per project of a corpus: three builds, identity, check = build, and the crawl with its pinned counts. */
export function describeCorpusBuilds(kind: CorpusKind, dir: string, counts: CrawlCounts): void {
  const { root } = cliSandbox(`quire-${kind}-builds-`);
  describeCorpus(kind, `quire build of the ${kind} on 1, 2 and 4 threads, check and a crawl`, () => {
    const cli = bundledCli();
    const projects = corpusPresent(kind) ? readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort() : [];
    it('has a crawl count for every project', () => {
      expect(projects).toEqual(Object.keys(counts).sort());
    });
    for (const name of projects) {
      it(`${name}: identical trees on 1, 2 and 4 threads; check reports what build reports; the links that lead nowhere are those check reports`, async () => {
        const source = join(dir, name);
        const outs = [1, 2, 4].map((jobs) => join(root, `${name}-${jobs}`));
        const one = build(cli, source, outs[0] ?? '', 1);
        const files = tree(outs[0] ?? '');
        const hashed = new Map([...files].map(([path, bytes]) => [path, sha256(bytes)]));
        expect(one.code).toBeLessThanOrEqual(1);
        expect(files.size).toBeGreaterThan(20);
        // The other thread counts: hashed and removed at once (a corpus site is thousands of files).
        for (const [i, jobs] of [2, 4].entries()) {
          const out = outs[i + 1] ?? '';
          const other = build(cli, source, out, jobs);
          const otherHashed = new Map([...tree(out)].map(([path, bytes]) => [path, sha256(bytes)]));
          rmSync(out, { recursive: true, force: true });
          expect(other.code).toBe(one.code);
          expect(hashDifferences(hashed, otherHashed)).toEqual([]);
          expect(other.diagnostics.map(brief)).toEqual(one.diagnostics.map(brief));
        }
        const project = await loadProject(source);
        const checked = checkProject(project, { symlinks: project.symlinks }).diagnostics;
        expect(checked.map(brief)).toEqual(one.diagnostics.map(brief));
        expect(checked.length).toBeGreaterThan(0);
        expect(crawlCounts(project, checked, files)).toEqual(counts[name]);
        rmSync(outs[0] ?? '', { recursive: true, force: true });
        // Three child-process builds of hundreds of pages and a whole-project check on a loaded 2-core machine.
      }, 900_000);
    }
  });
}
