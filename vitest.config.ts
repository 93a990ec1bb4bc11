import { defineConfig } from 'vitest/config';
import { iconModulesPlugin } from './scripts/vite-plugins/icon-modules.ts';
import { browserTests, integrationTests, testFiles } from './test/setup/test-projects.ts';

// Three projects on a 2-core machine, each its own group, run one after the other: the pure unit
// tests, then the integration tests, then the browser tests (so a child process, a build's threads,
// a Chromium or a vite build never compete with other tests for the cores).
// The rule that sorts them is the file name, so the tests still mirror src/: a test file that starts
// a child process (execFile, spawn, fork), a server (http.createServer, listen, the git server of
// test/setup/git-server.ts), a worker thread (node:worker_threads, BuildWorkers) or a build (vite,
// esbuild) is named *.integration.test.ts beside the unit tests of the same module, and so are the
// corpus-wide tests that check, build or crawl whole corpus projects (pure, but together more than
// half the unit project's time; a test file with a slow corpus part keeps its quick tests and moves
// that part to <module>-corpus.integration.test.ts). Every other test/**/*.test.ts outside
// test/browser is a unit test, and the unit project runs in well under 90 s on 2 idle cores.
// test/setup/unit-purity.test.ts reads the unit test files (and the test helpers they import) and
// fails on an import that starts a process, server, thread or build, so the split holds.
// Resources (icons,
// grammars, acorn) are loaded only by the test files that render with them: they import
// test/setup/load-resources.ts first. Vitest's default order already starts the files that took
// longest in the last run (and those that failed) first, so no slow file runs alone at the end.
// Tests load icons from the data the builds generate from the icon packages (see
// scripts/vite-plugins/icon-modules.ts), all in one module as the CLI bundle has it (the app's
// chunk per bucket has its own tests).
export default defineConfig({
  plugins: [iconModulesPlugin({ inline: true })],
  test: {
    environment: 'node',
    globalSetup: ['test/setup/global-setup.ts'],
    setupFiles: ['test/setup/no-console.ts'],
    testTimeout: 30_000,
    // Browser tests poll for what a person would wait to see; on a loaded 2-core CI machine a
    // worker round trip or a tab-lock handoff can take seconds, so polls wait up to 10 s.
    expect: { poll: { timeout: 10_000, interval: 50 } },
    hookTimeout: 120_000,
    reporters: ['default', './test/setup/summary-reporter.ts'],
    // Vitest's default on 2 cores is one file at a time; two keep both cores busy (a browser test
    // spends much of its time waiting on Chromium, a separate process).
    maxWorkers: 2,
    projects: [
      // Unit test files share their worker's modules (isolate: false): core is imported once per
      // worker instead of once per file, which was most of the unit tests' time (a test that needs a
      // fresh copy of a module, as the on-demand resource tests do, asks with vi.resetModules).
      { extends: true, test: { name: 'unit', include: [testFiles], exclude: [browserTests, integrationTests], isolate: false, sequence: { groupOrder: 0 } } },
      // Integration test files share their worker's modules too (as they did in the unit project). A
      // corpus check of pipecat (474 files) or three child-process builds on a loaded 2-core machine
      // took 37 to 63 s, past the default 30 s: an integration test may take 120 s.
      { extends: true, test: { name: 'integration', include: [integrationTests], exclude: [browserTests], isolate: false, testTimeout: 120_000, sequence: { groupOrder: 1 } } },
      // A browser test waits on events (a render, a lock handoff, a save) with their own time limits;
      // the whole test may take longer than a unit test on a loaded machine.
      { extends: true, test: { name: 'browser', include: ['test/browser/**/*.test.ts'], testTimeout: 60_000, sequence: { groupOrder: 2 } } },
    ],
  },
});
