import type { Root } from 'mdast';
import type { DocsConfig } from '../config/index.ts';
import { currentSourceOf } from '../config/current/to-site-config.ts';
import { lookupOperation } from '../openapi/find-operation.ts';
import { openapiModel } from '../openapi/openapi-model.ts';
import { parsePage } from '../page/index.ts';
import { operationMarkdown } from '../render/openapi/operation-markdown.ts';
import { parseMemo } from '../page/parse-page.ts';
import { cachesOf } from '../session/session-project.ts';
import type { Project } from '../project/project.ts';
import type { LlmsPage, LlmsSite } from './llms-txt.ts';
import { llmsFullTxt, llmsTxt, markdownBodyOf, pageMarkdownFile, pageMarkdownHead } from './llms-txt.ts';
import { pageMarkdown } from './page-markdown.ts';
import { reservedFolder } from './reserved-folder.ts';
import { searchPageOf, searchSections } from './search-index.ts';
import type { SearchSection } from './search-index.ts';
import { SearchIndexWriter } from './search-index-writer.ts';
import type { SiteModel, SitePage } from './site-model.ts';
import { relativeUrl } from './site-links.ts';
import { pageLanguage } from './page-language.ts';
import { canonicalUrl, isIndexed, siteSeo } from './site-seo.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** The export's search index file. */
export const searchIndexFileName = `${reservedFolder}/search-index.json`;

/** Options of publishFiles. */
export interface PublishOptions {
  /** The site's public URL (`--site-url`); default `seo.metatags.canonical`, else none (then no sitemap, and links from the base path). */
  readonly siteUrl?: string | undefined;
  /** The URL path (or URL) the site is served from, ending in `/`: the base of llms.txt's links without a site URL. */
  readonly base: string;
  /** Write the search index (default true). */
  readonly search?: boolean;
}

/** What publishFiles needs of one page, made where the page is rendered (plain data, so it crosses threads). */
export interface PublishedPage {
  /** The page's navigation path. */
  readonly page: string;
  /** Its body as Markdown (see pageMarkdown). */
  readonly markdown: string;
  /** Its search sections (see searchSections), `page` 0: publishFiles numbers them. */
  readonly sections: readonly SearchSection[];
}

/**
 * What publishFiles needs of a page whose `.md` file the thread that rendered it wrote already (see
 * publishedMarkdownFile): its search sections and where its body starts in that file, so llms-full.txt
 * reads the body back instead of a build holding every page's Markdown until the end.
 */
export interface WrittenPublishedPage {
  /** The page's navigation path. */
  readonly page: string;
  /** Its search sections (see searchSections), `page` 0. */
  readonly sections: readonly SearchSection[];
  /** The length of the head of its `.md` file (see pageMarkdownHead), in UTF-16 code units. */
  readonly headLength: number;
}

/** What a host that writes the site to disk offers publishFiles, so it holds less of the site at once. */
export interface PublishHost {
  /** Reads back a `.md` file a thread wrote (output path → text), for llms-full.txt; undefined when it cannot. */
  readonly readWritten?: (path: string) => string | undefined;
  /** Writes a large file (the search index) from its chunks, which are then not in publishFiles' result. */
  readonly writeChunks?: (path: string, chunks: Iterable<string>) => void;
}

/**
 * A page's `.md` file (its output path and text) from what its render made, and the small record
 * that stands for it once the host has written that file (see WrittenPublishedPage). Undefined for a
 * page the site does not have. The same file publishFiles makes from `made`.
 */
export function publishedMarkdownFile(site: SiteModel, options: PublishOptions, made: PublishedPage): { path: string; text: string; record: WrittenPublishedPage } | undefined {
  const page = site.byPath.get(made.page);
  if (!page) return undefined;
  const { seo, root, info } = llmsContext(site, options);
  const entry = llmsEntry(site, page, made, seo, root);
  const llmsUrl = markdownLlmsUrl(seo, root, page);
  return { path: `${page.path}.md`, text: pageMarkdownFile(info, entry, llmsUrl), record: { page: made.page, sections: made.sections, headLength: pageMarkdownHead(info, entry, llmsUrl).length } };
}

/**
 * The Markdown and search sections of one page, parsed once (a render just before finds its parse
 * memoized). An endpoint page (`openapi` front matter naming an operation of `config`'s specs) has its
 * operation's reference as Markdown first (see operationMarkdown), then its own content, as its HTML does.
 */
export function publishedPage(project: Project, page: SitePage, config?: DocsConfig): PublishedPage {
  const tree = pageTree(project, page);
  try {
    const own = pageMarkdown(tree);
    const endpoint = endpointMarkdown(project, page, config);
    return { page: page.path, markdown: endpoint === undefined ? own : own.trim() === '' ? endpoint : `${endpoint}\n${own}`, sections: searchSections(tree, 0) };
  } catch {
    // A construct the Markdown writer cannot write must not stop the build: the page's HTML is
    // written, and its Markdown is its heading alone, as for a page that does not parse.
    return { page: page.path, markdown: '', sections: [] };
  }
}

/** The reference of the operation a page's `openapi` front matter names, as Markdown; undefined for a page that names none (or none that is found). */
function endpointMarkdown(project: Project, page: SitePage, config: DocsConfig | undefined): string | undefined {
  const value = page.meta.openapi?.trim();
  const text = value ? project.readText(page.file) : undefined;
  if (!value || text === undefined) return undefined;
  const model = openapiModel(project, config);
  const found = lookupOperation(model, page.file, text, value);
  if (!found.ok) return undefined;
  const current = config ? currentSourceOf(config) : undefined;
  const baseUrl = config?.api?.baseUrl;
  // The spec format lists keys by name unless `api.maintainOrder`, as the HTML page does (see withOpenapiOperation).
  return operationMarkdown(model, found.operation, { sortKeys: !current && config?.api?.maintainOrder !== true, baseUrl: Array.isArray(baseUrl) ? baseUrl[0] : baseUrl });
}

/** A page's parsed tree, or an empty one when it does not parse (its HTML shows the error panel). */
function pageTree(project: Project, page: SitePage): Root {
  const text = project.readText(page.file);
  if (text === undefined) return { type: 'root', children: [] };
  // The session's memo: a render of the page just before parsed the same text (a second parse was a third of a build's page time).
  const parsed = parsePage(page.file, text, { memo: cachesOf(project).get(parseMemo) });
  return parsed.ok ? parsed.tree : { type: 'root', children: [] };
}

/**
 * The files an export publishes beside its HTML, for agents and search engines: each page's Markdown
 * (`guides/setup.md` beside `guides/setup.html`; see pageMarkdown), `llms.txt` and `llms-full.txt`
 * (the indexed pages of the home page's language and version, by navigation group; see llmsTxt), `robots.txt`, `sitemap.xml` (the indexed
 * pages' canonical URLs; only with a site URL, as a sitemap's URLs are absolute) and the search
 * index (the indexed pages' sections; see buildSearchIndex). Indexed pages: see isIndexed. `known`
 * holds the pages already made where they were rendered (see publishedPage), by navigation path, or
 * the records of those whose `.md` a thread wrote (see WrittenPublishedPage; read back with
 * `host.readWritten`); the others are parsed here. `known` is emptied as its pages are used.
 */
export function publishFiles(site: SiteModel, project: Project, options: PublishOptions, known: Map<string, PublishedPage | WrittenPublishedPage> = new Map(), host: PublishHost = {}): Map<string, string> {
  const { readWritten } = host;
  const { seo, root, info } = llmsContext(site, options);
  const files = new Map<string, string>();
  const listed: LlmsPage[] = [];
  const sitemap: string[] = [];
  const search = options.search !== false ? new SearchIndexWriter() : undefined;
  // llms.txt and llms-full.txt list the default language and version, as the platform's do; the search and the sitemap every language and version.
  const home = site.home;
  const homeLanguage = home ? pageLanguage(home) : '';
  const inDefault = (page: SitePage): boolean => (homeLanguage === '' || pageLanguage(page) === homeLanguage) && (page.version === undefined || home?.version === undefined || page.version === home.version);
  for (const page of site.pages) {
    const found = known.get(page.path);
    // Let go once used: with a site's every page, the sections are as large as the index they go into.
    known.delete(page.path);
    // A page whose `.md` a thread wrote: its body is read back only for llms-full.txt.
    const written = found !== undefined && 'headLength' in found && readWritten !== undefined ? found : undefined;
    const made = written ? undefined : found && 'markdown' in found ? found : publishedPage(project, page, site.config);
    if (made) files.set(`${page.path}.md`, markdownFile(info, llmsEntry(site, page, made, seo, root), seo, root, page));
    if (!isIndexed(page, seo.indexing)) continue;
    const sectionsOf = (written ?? made)?.sections ?? [];
    if (inDefault(page)) {
      const file = written && readWritten ? readWritten(`${page.path}.md`) : undefined;
      const markdown = made ? made.markdown : file === undefined || !written ? '' : markdownBodyOf(file, written.headLength);
      listed.push(llmsEntry(site, page, { page: page.path, markdown, sections: [] }, seo, root));
    }
    const canonical = canonicalUrl(seo, site, page);
    if (canonical !== undefined) sitemap.push(canonical);
    search?.add(searchPageOf(page), sectionsOf);
  }
  files.set('llms.txt', llmsTxt(info, listed));
  files.set('llms-full.txt', llmsFullTxt(info, listed));
  files.set('robots.txt', robotsTxt(seo.siteUrl !== undefined ? `${seo.siteUrl}sitemap.xml` : undefined));
  if (seo.siteUrl !== undefined) files.set('sitemap.xml', sitemapXml(sitemap));
  if (search && host.writeChunks) host.writeChunks(searchIndexFileName, search.chunks());
  else if (search) files.set(searchIndexFileName, [...search.chunks()].join(''));
  return files;
}

/** A page as llms.txt, llms-full.txt and its Markdown file list it. */
function llmsEntry(site: SiteModel, page: SitePage, made: PublishedPage, seo: ReturnType<typeof siteSeo>, root: string): LlmsPage {
  return {
    title: page.title,
    description: page.meta.description,
    url: `${root}${page.path.split('/').map(encodeURIComponent).join('/')}.md`,
    source: canonicalUrl(seo, site, page) ?? `${root}${page.path.split('/').map(encodeURIComponent).join('/')}.html`,
    group: page.groups[0] ?? '',
    markdown: made.markdown,
  };
}

/** What every file for agents is made with: the site's SEO settings, the URL root of its files, and the site as llms.txt names it. */
function llmsContext(site: SiteModel, options: PublishOptions): { seo: ReturnType<typeof siteSeo>; root: string; info: LlmsSite } {
  const seo = siteSeo(site.config, options.siteUrl);
  return { seo, root: seo.siteUrl ?? options.base, info: { name: site.shell.name, description: site.shell.description, instructions: seo.instructions } };
}

/** A page's Markdown file (`<page>.md`), pointing to llms.txt by its absolute URL with a site URL, else relative to the file. */
function markdownFile(info: LlmsSite, entry: LlmsPage, seo: ReturnType<typeof siteSeo>, root: string, page: SitePage): string {
  return pageMarkdownFile(info, entry, markdownLlmsUrl(seo, root, page));
}

/** The URL of llms.txt from a page's Markdown file: absolute with a site URL, else relative to the file. */
function markdownLlmsUrl(seo: ReturnType<typeof siteSeo>, root: string, page: SitePage): string {
  return seo.siteUrl !== undefined ? `${root}llms.txt` : relativeUrl(`${page.path}.md`, 'llms.txt');
}

/**
 * One page's Markdown file (`<page>.md`) exactly as publishFiles writes it, made alone: what the
 * playground preview's "Copy page" copies.
 */
export function publishedPageFile(site: SiteModel, project: Project, page: SitePage, options: PublishOptions): string {
  const { seo, root, info } = llmsContext(site, options);
  return markdownFile(info, llmsEntry(site, page, publishedPage(project, page, site.config), seo, root), seo, root, page);
}
