import { defineConfig } from 'vitest/config';
import { iconModulesPlugin } from './scripts/vite-plugins/icon-modules.ts';

// Two projects on a 2-core machine: the unit tests first, then the browser tests (their own group,
// so a Chromium and a vite build never compete with unit tests for the cores). Resources (icons,
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
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/browser/**'], isolate: false, sequence: { groupOrder: 0 } } },
      // A browser test waits on events (a render, a lock handoff, a save) with their own time limits;
      // the whole test may take longer than a unit test on a loaded machine.
      { extends: true, test: { name: 'browser', include: ['test/browser/**/*.test.ts'], testTimeout: 60_000, sequence: { groupOrder: 1 } } },
    ],
  },
});
