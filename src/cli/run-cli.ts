import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkProject, createSiteBodyCache, createSiteSession, defaultRulesEditor, loadSiteConfig, normalizeSiteUrl, parseGithubRepository, type Project, QuireError, rulesEditorFor, rulesEditors, validateConfig } from '../core/index.ts';
import { CliCode } from './cli-codes.ts';
import type { SpecFetch } from '../core/openapi/index.ts';
import { defaultCacheDir } from './build-cache.ts';
import { commandOptions } from './command-options.ts';
import { buildSite } from './build-site.ts';
import { fetchSpecs } from './fetch-specs.ts';
import type { BuildWorkers } from './build-workers.ts';
import { fails, formatJson, formatText, summarize } from './format-diagnostics.ts';
import { reportInternalError } from './internal-error.ts';
import { limitHeapGrowth } from './heap-growth.ts';
import { loadProject, ProjectReadError } from './load-project.ts';
import { readConfigInput } from './read-config-input.ts';
import { type RulesRequest, runRules } from './run-rules.ts';
import { runUpgrade } from './run-upgrade.ts';
import { readSearchLibrary } from './search-library.ts';
import { quireVersion } from './version.ts';
import { OutputFolderError, startClearOutput } from './write-output.ts';

/** Where the CLI writes; injected so tests can capture output. */
export interface CliIo {
  readonly cwd: string;
  stdout(text: string): void;
  stderr(text: string): void;
  /** Where `quire build` gets worker threads; without it, it checks and renders in this thread. */
  readonly workers?: BuildWorkers;
  /** The network, for `quire build --github-stars` only (the global fetch; a fake in tests). */
  readonly fetch?: (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;
  /** The network for `--fetch` (OpenAPI specs the config names by URL): nodeSpecFetch; without it, each fetch fails as offline. */
  readonly fetchSpec?: SpecFetch;
  /** All of standard input, for `quire check --config -` (process.stdin; a string in tests). */
  readonly stdin?: () => Promise<string>;
}

export const usage = `Usage:
  quire check [DIR] [--strict] [--fetch] [--format text|json]
                                              check a docs project (default DIR: .);
                                              --strict: warnings fail too (exit 1);
                                              --fetch: read the OpenAPI specs the config
                                              names by http(s) URL (10 s and 20 MB each;
                                              off by default)
  quire check --config FILE|- [--strict] [--format text|json]
                                              check one docs.json without a project
                                              (- reads it from standard input)
  quire build [DIR] --out OUT [--jobs N] [--base PATH] [--site-url URL] [--github-stars] [--fetch] [--force]
              [--cache CACHE | --no-cache] [--format text|json]
                                              write the static site to OUT, checking and
                                              rendering on N threads (default: all cores);
                                              OUT is emptied first: never the project or a
                                              folder holding it, and a non-empty folder no
                                              build wrote only with --force;
                                              PATH is where the site is served from (default
                                              /), which 404.html links home to;
                                              URL is the site's public URL, for canonical
                                              links, sitemap.xml and llms.txt (default
                                              seo.metatags.canonical);
                                              --github-stars asks GitHub for the star count
                                              a \`github\` topbarCtaButton shows;
                                              --fetch as for check;
                                              CACHE keeps each page's result for the next
                                              build, reused while nothing it depends on
                                              changed (default: node_modules/.cache/quire
                                              in the nearest folder up from DIR that has
                                              node_modules; none without one)
  quire upgrade [DIR]                         rewrite DIR's spec-format docs.json (or mint.json)
                                              into the current format, written to docs.json;
                                              prints what it could not carry over
  quire rules [DIR] [--dir EDITOR_DIR] [--force]
                                              write the AI writing-rules file into DIR's
                                              folder of an AI editor (default .cursor; also
                                              .windsurf, .clinerules, .roo, .github for
                                              Copilot, .claude); --force replaces a file of
                                              that name Quire did not write
  quire --help | --version

Exit codes: 0 no errors (warnings allowed), 1 errors found, 2 usage error or unreadable input,
3 internal error (a bug in Quire; QUIRE_DEBUG=1 prints its stack trace).
`;

class UsageError extends QuireError {
  constructor(message: string) {
    super(CliCode.usage, message);
  }
}

/** Runs one CLI invocation and resolves to its exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const [command, ...rest] = argv;
    if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
      (command === undefined ? io.stderr : io.stdout)(usage);
      return command === undefined ? 2 : 0;
    }
    if (command === '--version' || command === '-v') {
      io.stdout(`quire ${quireVersion}\n`);
      return 0;
    }
    if (command === 'check') return await runCheck(rest, io);
    if (command === 'build') return await runBuild(rest, io);
    if (command === 'upgrade') return await runUpgrade(upgradeFolder(rest), io);
    if (command === 'rules') return await runRules(rulesRequest(rest), io);
    throw new UsageError(`Unknown command "${command}".`);
  } catch (error) {
    if (error instanceof UsageError || error instanceof ProjectReadError || error instanceof OutputFolderError) {
      io.stderr(`quire: ${error.message}\n${error instanceof UsageError ? `\n${usage}` : ''}`);
      return 2;
    }
    if (error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('ERR_PARSE_ARGS')) {
      io.stderr(`quire: ${error.message}\n\n${usage}`);
      return 2;
    }
    return reportInternalError(error, io.stderr);
  }
}

function parse(args: readonly string[], withOut: boolean) {
  const { values, positionals } = parseArgs({ args: [...args], allowPositionals: true, options: commandOptions(withOut) });
  const format = values.format;
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be "text" or "json" (got "${String(format)}").`);
  const jobsText = (values as { jobs?: string }).jobs;
  const jobs = jobsText === undefined ? undefined : Number(jobsText);
  if (jobs !== undefined && (!Number.isInteger(jobs) || jobs < 1)) throw new UsageError(`--jobs must be a whole number of at least 1 (got "${jobsText}").`);
  const base = (values as { base?: string }).base;
  if (base !== undefined && !/^(\/|https?:\/\/)/.test(base)) throw new UsageError(`--base must be a path from the site's root such as /docs/, or a full URL (got "${base}").`);
  const siteUrl = (values as { 'site-url'?: string })['site-url'];
  if (siteUrl !== undefined && normalizeSiteUrl(siteUrl) === undefined) throw new UsageError(`--site-url must be the site's public http(s) URL with no query or hash, such as https://docs.acme.dev/ (got "${siteUrl}").`);
  const githubStars = (values as { 'github-stars'?: boolean })['github-stars'] === true;
  const force = (values as { force?: boolean }).force === true;
  const cache = (values as { cache?: string }).cache;
  const noCache = (values as { 'no-cache'?: boolean })['no-cache'] === true;
  if (cache !== undefined && noCache) throw new UsageError('Pass either --cache CACHE or --no-cache, not both.');
  if (cache === '') throw new UsageError('--cache needs a folder.');
  return { format: format as 'text' | 'json', dir: oneFolder(positionals), config: values.config as string | undefined, out: (values as { out?: string }).out, jobs, base, siteUrl, githubStars, force, cache, noCache, strict: (values as { strict?: boolean }).strict === true, fetch: values.fetch === true };
}

/** The one optional project folder `quire upgrade` takes. */
function upgradeFolder(args: readonly string[]): string | undefined {
  return oneFolder(parseArgs({ args: [...args], allowPositionals: true, options: {} }).positionals);
}

/** The project folder of a command that takes at most one; a usage error for more. */
function oneFolder(positionals: readonly string[]): string | undefined {
  if (positionals.length > 1) throw new UsageError(`Expected one project folder, got ${positionals.length}: ${positionals.join(', ')}.`);
  return positionals[0];
}

/** The arguments of `quire rules`: one optional project folder, `--dir` naming a known editor's folder, `--force`. */
function rulesRequest(args: readonly string[]): RulesRequest {
  const { values, positionals } = parseArgs({ args: [...args], allowPositionals: true, options: { dir: { type: 'string' }, force: { type: 'boolean' } } });
  const editor = values.dir === undefined ? defaultRulesEditor : rulesEditorFor(values.dir);
  if (!editor) throw new UsageError(`--dir must be the folder of a known AI editor: ${rulesEditors.map((e) => `${e.dir} (${e.editor})`).join(', ')} (got "${values.dir ?? ''}").`);
  return { dir: oneFolder(positionals), editor, force: values.force === true };
}

async function runCheck(args: readonly string[], io: CliIo): Promise<number> {
  const { format, dir, config, strict, fetch } = parse(args, false);
  let diagnostics;
  let files;
  let projectStrict = false;
  if (config !== undefined) {
    if (dir !== undefined) throw new UsageError('Pass either a project folder or --config FILE, not both.');
    if (fetch) throw new UsageError('--fetch needs a project folder: with --config only docs.json is checked.');
    const input = await readConfigInput(config, io.cwd, io.stdin);
    diagnostics = validateConfig(input.text, { file: input.file }).diagnostics;
    files = 1;
  } else {
    const project = await loadProject(resolve(io.cwd, dir ?? '.'));
    limitHeapGrowth(project.list().length);
    const remote = fetch ? await fetchSpecs(project, io.fetchSpec) : undefined;
    // One check, so no page's body renderer is kept for a next one.
    const result = checkProject(createSiteSession(project, remote ? { remote } : {}).project, { symlinks: project.symlinks, bodies: createSiteBodyCache(0) });
    diagnostics = result.diagnostics;
    files = result.files;
    projectStrict = result.settings?.strict === true;
  }
  const summary = summarize(diagnostics, files, strict || projectStrict);
  io.stdout(format === 'json' ? formatJson(diagnostics, summary) : formatText(diagnostics, summary));
  return fails(summary) ? 1 : 0;
}

async function runBuild(args: readonly string[], io: CliIo): Promise<number> {
  const { format, dir, out, config, jobs, base, siteUrl, githubStars, force, fetch, cache, noCache } = parse(args, true);
  if (config !== undefined) throw new UsageError('--config is only for `quire check`.');
  if (out === undefined) throw new UsageError('`quire build` needs --out OUT, the folder to write the site to.');
  const root = resolve(io.cwd, dir ?? '.');
  const outDir = resolve(io.cwd, out);
  if (outDir === root) throw new UsageError('--out must not be the project folder itself.');
  const cacheDir = noCache ? undefined : cache !== undefined ? resolve(io.cwd, cache) : defaultCacheDir(root);
  // Before anything is read: the output folder must be Quire's to empty (see startClearOutput); a cached build keeps its files (see BuildSiteOptions.outDir).
  // It is emptied while the project is read and the build planned.
  const { emptied } = await startClearOutput(outDir, { root, name: out, force, keep: cacheDir !== undefined, onForce: (entries) => io.stderr(`quire: --force: deleting everything in ${out} (not written by quire build):\n${entries.map((e) => `  ${e}\n`).join('')}`) });
  // The output and cache folders may be inside the project; they are not part of the project.
  const project = await loadProject(root, { exclude: cacheDir === undefined ? outDir : [outDir, cacheDir] });
  // Before the build's workers start: a large project's threads keep their heaps near live size (see heap-growth.ts).
  limitHeapGrowth(project.list().length);
  const [stars, remote] = await Promise.all([githubStars ? fetchStars(project, io) : undefined, fetch ? fetchSpecs(project, io.fetchSpec) : undefined]);
  const built = await buildSite(root, project, { outDir, outputEmptied: emptied, ...(cacheDir !== undefined ? { cache: { dir: cacheDir } } : {}), ...(remote ? { remote } : {}), ...(jobs !== undefined ? { jobs } : {}), ...(io.workers ? { workers: io.workers } : {}), ...(base !== undefined ? { basePath: base } : {}), ...(siteUrl !== undefined ? { siteUrl } : {}), ...(stars !== undefined ? { githubStars: stars } : {}), symlinks: project.symlinks, publish: { searchLibrary: readSearchLibrary() } });
  const diagnostics = built.diagnostics;
  const summary = summarize(diagnostics, built.checkedFiles);
  io.stdout(format === 'json' ? formatJson(diagnostics, summary) : formatText(diagnostics, summary));
  if (format === 'text') io.stdout(`Wrote ${built.pages} page${built.pages === 1 ? '' : 's'} and ${built.outputs.length} files to ${basename(outDir) === out ? out : outDir}\n`);
  if (format === 'text' && built.cache && cacheDir !== undefined) io.stdout(`Reused ${built.cache.hits} of ${built.cache.hits + built.cache.stored} page files from the cache in ${cacheDir}\n`);
  return summary.errors > 0 ? 1 : 0;
}

/** How long `--github-stars` waits for GitHub before building without the count. */
const starsTimeoutMs = 5000;

/**
 * The star count of the repository a `github` topbarCtaButton names, from GitHub's public API.
 * Any failure (offline, rate limit, no such repository, no such button) is a note on stderr, and
 * the site is built with the repository name and no count, as when the flag is not given.
 */
async function fetchStars(project: Project, io: CliIo): Promise<number | undefined> {
  const loaded = loadSiteConfig(project);
  const cta = loaded.valid ? loaded.config?.topbarCtaButton : undefined;
  const repo = cta?.type === 'github' ? parseGithubRepository(cta.url) : undefined;
  if (!repo) {
    io.stderr('quire: --github-stars: the config has no topbarCtaButton of type "github" with a github.com repository URL; building without a star count.\n');
    return undefined;
  }
  const fetch = io.fetch;
  const why = await (async (): Promise<number | string> => {
    if (!fetch) return 'no network access here';
    try {
      const response = await fetch(`https://api.github.com/repos/${repo.slug}`, { headers: { Accept: 'application/vnd.github+json', 'User-Agent': 'quire' }, signal: AbortSignal.timeout(starsTimeoutMs) });
      if (!response.ok) return `GitHub answered ${response.status}`;
      const body = await response.json();
      const count = typeof body === 'object' && body !== null && 'stargazers_count' in body ? body.stargazers_count : undefined;
      return typeof count === 'number' && Number.isFinite(count) ? count : 'the answer had no star count';
    } catch (error) {
      return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError') ? `no answer within ${starsTimeoutMs / 1000} s` : error instanceof Error ? error.message : String(error);
    }
  })();
  if (typeof why === 'number') return why;
  io.stderr(`quire: --github-stars: could not get the star count of ${repo.slug} (${why}); the button shows the repository without a count.\n`);
  return undefined;
}
