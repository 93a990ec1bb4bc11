import { posix } from 'node:path';

// What makes a test file an integration test (see vitest.config.ts): an import that starts a child
// process, a server, a worker thread or a build. Type-only imports start nothing and are allowed.

/** Modules any value import of which starts a child process, a server, a thread or a build, and what it starts. */
const impureModules: Readonly<Record<string, string>> = {
  'node:child_process': 'a child process',
  child_process: 'a child process',
  'node:cluster': 'a child process',
  'node:worker_threads': 'a worker thread',
  worker_threads: 'a worker thread',
  'node:http': 'a server',
  'node:https': 'a server',
  'node:http2': 'a server',
  'node:net': 'a server',
  'node:dgram': 'a server',
  http: 'a server',
  https: 'a server',
  net: 'a server',
  vite: 'a build',
  esbuild: 'a build',
  rolldown: 'a build',
  'playwright-core': 'a browser',
};

/** Repository files (helpers, the CLI entry) whose import starts one of them. */
const impureFiles: Readonly<Record<string, string>> = {
  'test/setup/git-server.ts': 'a git server',
  'test/browser/static-server.ts': 'a static server',
  'test/setup/chromium.ts': 'a browser',
  'src/cli/main.ts': 'the CLI with its worker threads',
};

/** Exports of repository files that start threads, where the file's other exports are pure. */
const impureExports: Readonly<Record<string, readonly string[]>> = {
  'src/cli/build-workers.ts': ['BuildWorkers', 'startWorker'],
  'src/cli/start.ts': ['startQuire'],
};

/** One import of a file's text: the specifier, and the value names it takes ('*' for all, [] for a side effect only). */
interface Import {
  readonly from: string;
  readonly names: readonly string[];
}

// Static imports and re-exports start a line; `import type` and `export type` ones are skipped.
const staticImport = /^(?:import|export)\s+(?!type\s)([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const sideEffectImport = /^import\s*['"]([^'"]+)['"]/gm;
const dynamicImport = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The value imports of a module's text (static, side-effect and dynamic `import('…')` with a literal specifier). */
export function valueImports(text: string): Import[] {
  const found: Import[] = [];
  for (const m of text.matchAll(staticImport)) {
    const clause = m[1] ?? '';
    const names: string[] = [];
    const braces = /\{([^}]*)\}/.exec(clause);
    for (const part of braces?.[1]?.split(',') ?? []) {
      const name = part.trim().split(/\s+as\s+/)[0]?.trim() ?? '';
      if (name && !name.startsWith('type ')) names.push(name);
    }
    const outside = clause.replace(/\{[^}]*\}/, '').replace(/,/g, ' ').trim();
    if (outside) names.push('*');
    if (names.length > 0) found.push({ from: m[2] ?? '', names });
  }
  for (const m of text.matchAll(sideEffectImport)) found.push({ from: m[1] ?? '', names: [] });
  for (const m of text.matchAll(dynamicImport)) found.push({ from: m[1] ?? '', names: ['*'] });
  return found;
}

/**
 * Why a test file is not a pure unit test: each value import (in the file or, followed, in the test
 * helpers under test/ it imports) that starts a child process, server, thread or build, as
 * "path: imports X (what it starts)". `read` gives a repository file's text, or undefined.
 */
export function impureImports(file: string, read: (path: string) => string | undefined): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (path: string): void => {
    if (seen.has(path)) return;
    seen.add(path);
    const text = read(path);
    if (text === undefined) return;
    for (const { from, names } of valueImports(text)) {
      const target = from.startsWith('.') ? posix.join(posix.dirname(path), from) : from;
      const why = impureModules[target] ?? impureFiles[target];
      const threads = impureExports[target]?.filter((name) => names.includes(name) || names.includes('*'));
      if (why) found.push(`${path}: imports ${from} (${why})`);
      else if (threads?.length) found.push(`${path}: imports ${threads.join(', ')} from ${from} (worker threads)`);
      else if (target.startsWith('test/') && !target.endsWith('.test.ts')) visit(target);
    }
  };
  visit(file);
  return found;
}
