// A large versioned, multi-language site in the current format, made from the shared corpora's pages
// (found through corpus-paths.ts, read in place, never copied into the repository). `npm run bench --
// scale` builds it at 1,000, 5,000 and 25,000 pages; the scale integration test at 200.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { checkProject, MemoryProject } from '../../src/core/index.ts';
import { corpusPath, type CorpusKind } from '../setup/corpus-paths.ts';

/** The shape of a generated site: its divisions and how many pages a group holds. */
export interface ScaleShape {
  readonly pages: number;
  readonly versions: readonly string[];
  readonly languages: readonly string[];
  readonly tabs: readonly string[];
  /** Pages per group (the last group of a division may hold fewer). */
  readonly groupSize: number;
}

/** The benchmark's shape: 3 versions × 4 languages × 4 tabs, groups of 20 pages. */
export function benchShape(pages: number): ScaleShape {
  return { pages, versions: ['v3', 'v2', 'v1'], languages: ['en', 'fr', 'de', 'ja'], tabs: ['Guides', 'Reference', 'Integrations', 'Changelog'], groupSize: 20 };
}

/** A corpus page usable as a generated page's body: its title and its Markdown without front matter. */
export interface SourcePage {
  readonly from: string;
  readonly title: string;
  readonly body: string;
}

function walk(dir: string, out: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules' || entry.name === 'snippets') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (/\.mdx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

// What a page copied into another site cannot keep without new diagnostics: imports (the snippet is
// not there), root-relative links and images (the pages and files they name are not there), OpenAPI
// front matter (no spec).
const standalone = (text: string) =>
  !/^\s*(import|export)\s/m.test(text) && !/\]\(\/|href=["'{]\/|src=["'{]|!\[|<img|<Snippet|openapi:|api:\s|<video|<iframe|\{\/\*/i.test(text);

function splitFrontMatter(text: string): { title: string; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  const front = match?.[1] ?? '';
  const title = /^title:\s*["']?(.*?)["']?\s*$/m.exec(front)?.[1] ?? 'Untitled';
  return { title: title.replace(/["\\]/g, ''), body: match ? text.slice(match[0].length) : text };
}

/**
 * The corpus pages a generated site is made of: every page of both corpora that stands alone (no
 * imports, no root-relative links or images) and checks clean in a project of its own, in path order,
 * at most `limit` of them. Empty when the corpora are missing.
 */
export function sourcePages(limit = 200, kinds: readonly CorpusKind[] = ['corpus-v2', 'corpus']): SourcePage[] {
  const out: SourcePage[] = [];
  for (const kind of kinds) {
    const root = corpusPath(kind);
    let files: string[];
    try {
      files = walk(root, []);
    } catch {
      continue;
    }
    for (const file of files) {
      if (out.length >= limit) return out;
      const text = readFileSync(file, 'utf8');
      if (text.length < 1_500 || text.length > 30_000 || !standalone(text)) continue;
      const { title, body } = splitFrontMatter(text);
      const page = `---\ntitle: "${title}"\ndescription: "A page."\n---\n${body}`;
      const project = new MemoryProject({ 'docs.json': JSON.stringify({ name: 'One', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { pages: ['p'] } }), 'p.mdx': page });
      if (checkProject(project).diagnostics.some((d) => d.severity !== 'info')) continue;
      out.push({ from: `${kind}/${relative(root, file)}`, title, body });
    }
  }
  return out;
}

/** A division of the site (one version, language and tab) and its groups of page paths. */
export interface ScaleDivision {
  readonly version: string;
  readonly language: string;
  readonly tab: string;
  readonly groups: { group: string; pages: string[] }[];
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The divisions of a shape and the page paths in each, pages dealt out as evenly as they go. */
export function scaleDivisions(shape: ScaleShape): ScaleDivision[] {
  const divisions: ScaleDivision[] = [];
  for (const version of shape.versions) for (const language of shape.languages) for (const tab of shape.tabs) divisions.push({ version, language, tab, groups: [] });
  divisions.forEach((division, d) => {
    const count = Math.floor(shape.pages / divisions.length) + (d < shape.pages % divisions.length ? 1 : 0);
    for (let i = 0; i < count; i++) {
      const g = Math.floor(i / shape.groupSize);
      const group = (division.groups[g] ??= { group: `${division.tab} ${g + 1}`, pages: [] });
      group.pages.push(`${division.version}/${division.language}/${slug(division.tab)}/group-${g + 1}/page-${i + 1}`);
    }
  });
  return divisions;
}

/** The docs.json of a shape: `navigation.versions[].languages[].tabs[].groups[]`. */
export function scaleConfig(divisions: readonly ScaleDivision[]): string {
  const versions = [...new Set(divisions.map((d) => d.version))].map((version) => ({
    version,
    languages: [...new Set(divisions.filter((d) => d.version === version).map((d) => d.language))].map((language) => ({
      language,
      tabs: divisions.filter((d) => d.version === version && d.language === language).map((d) => ({ tab: d.tab, groups: d.groups })),
    })),
  }));
  return `${JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Scale', colors: { primary: '#0D9373' }, navigation: { versions } }, null, 2)}\n`;
}

/**
 * Writes a generated site to `dir` (made if missing) one page at a time, so no more than one page is
 * held: docs.json, then each page as a corpus page's body (cycled) under its own title, with a link to
 * the next page of its group so the site's links are checked too. Returns its divisions.
 */
export function writeScaleSite(dir: string, shape: ScaleShape, sources: readonly SourcePage[]): ScaleDivision[] {
  if (sources.length === 0) throw new Error('writeScaleSite needs at least one source page');
  const divisions = scaleDivisions(shape);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'docs.json'), scaleConfig(divisions));
  let n = 0;
  for (const division of divisions) {
    for (const group of division.groups) {
      group.pages.forEach((path, i) => {
        const source = sources[n++ % sources.length] as SourcePage;
        const next = group.pages[(i + 1) % group.pages.length] as string;
        const file = join(dir, `${path}.mdx`);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, `---\ntitle: "${source.title} (${division.version}, ${division.language}, ${n})"\ndescription: "Page ${n} of the scale site."\n---\n\nSee also [the next page](/${next}).\n${source.body}`);
      });
    }
  }
  return divisions;
}
