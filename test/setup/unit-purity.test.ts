import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { impureImports, valueImports } from './impure-imports.ts';
import { isUnitTest } from './test-projects.ts';

// The unit project is pure so that it stays fast: a test file that starts a child process, server,
// worker thread or build is named *.integration.test.ts (vitest.config.ts). This reads every test
// file the unit project runs, and the helpers they import, so a new impure one fails here.

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string): string | undefined => {
  try {
    return readFileSync(root + path, 'utf8');
  } catch {
    return undefined;
  }
};
const testFiles = readdirSync(root + 'test', { recursive: true })
  .map((p) => `test/${String(p).replace(/\\/g, '/')}`)
  .sort();

describe('the unit project', () => {
  it('runs no test file that starts a child process, server, worker thread or build', () => {
    const unit = testFiles.filter(isUnitTest);
    expect(unit.length).toBeGreaterThan(200);
    expect(unit.flatMap((file) => impureImports(file, read))).toEqual([]);
  });

  it('leaves the integration tests and the browser tests to their own projects', () => {
    expect(isUnitTest('test/cli/run-cli.test.ts')).toBe(true);
    expect(isUnitTest('test/cli/run-cli.integration.test.ts')).toBe(false);
    expect(isUnitTest('test/browser/layout.test.ts')).toBe(false);
    expect(isUnitTest('test/setup/git-server.ts')).toBe(false);
  });
});

describe('impureImports', () => {
  it('names each value import that starts a child process, server, thread or build, with what it starts', () => {
    // Joined, so that this file's own text has no dynamic import of node:child_process.
    const dynamic = ['await import(', "'node:child_process'", ')'].join('');
    const files: Record<string, string> = {
      'test/a.test.ts': [
        "import { execFileSync } from 'node:child_process';",
        "import { createServer } from 'node:http';",
        "import type { AddressInfo } from 'node:net';",
        "import {\n  build,\n  type Plugin,\n} from 'vite';",
        "import type { Plugin as P } from 'vite';",
        "import { type StartedWorker, buildThreads } from '../src/cli/build-workers.ts';",
        "export { Worker } from 'node:worker_threads';",
        '',
        `it('x', async () => { const { spawn } = ${dynamic}; });`,
      ].join('\n'),
    };
    expect(impureImports('test/a.test.ts', (p) => files[p])).toEqual([
      'test/a.test.ts: imports node:child_process (a child process)',
      'test/a.test.ts: imports node:http (a server)',
      'test/a.test.ts: imports vite (a build)',
      'test/a.test.ts: imports node:worker_threads (a worker thread)',
      'test/a.test.ts: imports node:child_process (a child process)',
    ]);
  });

  it('follows the test helpers a file imports, and names the git server, the CLI entry and the thread starters', () => {
    const files: Record<string, string> = {
      'test/workspace/a.test.ts': "import '../setup/load.ts';\nimport { run } from './helper.ts';\nimport { buildThreads } from '../../src/cli/build-workers.ts';",
      'test/setup/load.ts': "import { readFileSync } from 'node:fs';",
      'test/workspace/helper.ts': "import { startGitServer } from '../setup/git-server.ts';\nimport { BuildWorkers as B } from '../../src/cli/build-workers.ts';\nimport * as main from '../../src/cli/main.ts';\nimport { again } from './helper.ts';",
    };
    expect(impureImports('test/workspace/a.test.ts', (p) => files[p])).toEqual([
      'test/workspace/helper.ts: imports ../setup/git-server.ts (a git server)',
      'test/workspace/helper.ts: imports BuildWorkers from ../../src/cli/build-workers.ts (worker threads)',
      'test/workspace/helper.ts: imports ../../src/cli/main.ts (the CLI with its worker threads)',
    ]);
  });

  it('finds what the integration tests start, in their files and their helpers', () => {
    expect(impureImports('test/workspace/git/clone-repository.integration.test.ts', read)).toEqual(['test/workspace/git/clone-repository.integration.test.ts: imports ../../setup/git-server.ts (a git server)']);
    expect(impureImports('test/cli/run-cli.integration.test.ts', read)).toEqual(['test/cli/run-cli.integration.test.ts: imports node:child_process (a child process)']);
    expect(impureImports('test/cli/fetch-specs.integration.test.ts', read)).toEqual([
      'test/cli/fetch-specs.integration.test.ts: imports node:http (a server)',
      'test/cli/fetch-specs.integration.test.ts: imports BuildWorkers from ../../src/cli/build-workers.ts (worker threads)',
    ]);
  });

  it('reads a type-only or side-effect import as no value import', () => {
    expect(valueImports("import type { A } from 'vite';\nimport { type B } from 'vite';\nimport './x.ts';")).toEqual([{ from: './x.ts', names: [] }]);
  });
});
