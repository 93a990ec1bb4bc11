import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkProject, validateConfig } from '../core/index.ts';
import { buildSite } from './build-site.ts';
import type { BuildWorkers } from './build-workers.ts';
import { formatJson, formatText, summarize } from './format-diagnostics.ts';
import { loadProject, ProjectReadError } from './load-project.ts';

/** Where the CLI writes; injected so tests can capture output. */
export interface CliIo {
  readonly cwd: string;
  stdout(text: string): void;
  stderr(text: string): void;
  /** Where `quire build` gets worker threads; without it, it checks and renders in this thread. */
  readonly workers?: BuildWorkers;
}

export const usage = `Usage:
  quire check [DIR] [--format text|json]      check a docs project (default DIR: .)
  quire check --config FILE [--format text|json]
                                              check one docs.json without a project
  quire build [DIR] --out OUT [--jobs N] [--base PATH] [--format text|json]
                                              write the static site to OUT, checking and
                                              rendering on N threads (default: all cores);
                                              PATH is where the site is served from (default
                                              /), which 404.html links home to
  quire --help | --version

Exit codes: 0 no errors (warnings allowed), 1 errors found, 2 usage error or unreadable input.
`;

class UsageError extends Error {
  readonly code = 'cli/usage';
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
      io.stdout('quire 0.1.0\n');
      return 0;
    }
    if (command === 'check') return await runCheck(rest, io);
    if (command === 'build') return await runBuild(rest, io);
    throw new UsageError(`Unknown command "${command}".`);
  } catch (error) {
    if (error instanceof UsageError || error instanceof ProjectReadError) {
      io.stderr(`quire: ${error.message}\n${error instanceof UsageError ? `\n${usage}` : ''}`);
      return 2;
    }
    if (error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('ERR_PARSE_ARGS')) {
      io.stderr(`quire: ${error.message}\n\n${usage}`);
      return 2;
    }
    throw error;
  }
}

function parse(args: readonly string[], withOut: boolean) {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      format: { type: 'string', default: 'text' },
      config: { type: 'string' },
      ...(withOut ? { out: { type: 'string' }, jobs: { type: 'string' }, base: { type: 'string' } } : {}),
    },
  });
  const format = values.format;
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be "text" or "json" (got "${String(format)}").`);
  if (positionals.length > 1) throw new UsageError(`Expected one project folder, got ${positionals.length}: ${positionals.join(', ')}.`);
  const jobsText = (values as { jobs?: string }).jobs;
  const jobs = jobsText === undefined ? undefined : Number(jobsText);
  if (jobs !== undefined && (!Number.isInteger(jobs) || jobs < 1)) throw new UsageError(`--jobs must be a whole number of at least 1 (got "${jobsText}").`);
  const base = (values as { base?: string }).base;
  if (base !== undefined && !/^(\/|https?:\/\/)/.test(base)) throw new UsageError(`--base must be a path from the site's root such as /docs/, or a full URL (got "${base}").`);
  return { format: format as 'text' | 'json', dir: positionals[0], config: values.config as string | undefined, out: (values as { out?: string }).out, jobs, base };
}

async function runCheck(args: readonly string[], io: CliIo): Promise<number> {
  const { format, dir, config } = parse(args, false);
  let diagnostics;
  let files;
  if (config !== undefined) {
    if (dir !== undefined) throw new UsageError('Pass either a project folder or --config FILE, not both.');
    let text: string;
    try {
      text = await readFile(resolve(io.cwd, config), 'utf8');
    } catch (error) {
      throw new ProjectReadError(`Cannot read the config file "${config}": ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'it does not exist' : (error as Error).message}.`);
    }
    diagnostics = validateConfig(text, { file: config }).diagnostics;
    files = 1;
  } else {
    const project = await loadProject(resolve(io.cwd, dir ?? '.'));
    const result = checkProject(project);
    diagnostics = result.diagnostics;
    files = result.files;
  }
  const summary = summarize(diagnostics, files);
  io.stdout(format === 'json' ? formatJson(diagnostics, summary) : formatText(diagnostics, summary));
  return summary.errors > 0 ? 1 : 0;
}

async function runBuild(args: readonly string[], io: CliIo): Promise<number> {
  const { format, dir, out, config, jobs, base } = parse(args, true);
  if (config !== undefined) throw new UsageError('--config is only for `quire check`.');
  if (out === undefined) throw new UsageError('`quire build` needs --out OUT, the folder to write the site to.');
  const root = resolve(io.cwd, dir ?? '.');
  const outDir = resolve(io.cwd, out);
  if (outDir === root) throw new UsageError('--out must not be the project folder itself.');
  const project = await loadProject(root);
  const built = await buildSite(root, project, { outDir, ...(jobs !== undefined ? { jobs } : {}), ...(io.workers ? { workers: io.workers } : {}), ...(base !== undefined ? { basePath: base } : {}) });
  const diagnostics = built.diagnostics;
  const summary = summarize(diagnostics, built.checkedFiles);
  io.stdout(format === 'json' ? formatJson(diagnostics, summary) : formatText(diagnostics, summary));
  if (format === 'text') io.stdout(`Wrote ${built.pages} page${built.pages === 1 ? '' : 's'} and ${built.outputs.length} files to ${basename(outDir) === out ? out : outDir}\n`);
  return summary.errors > 0 ? 1 : 0;
}
