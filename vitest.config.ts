import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/setup/global-setup.ts'],
    setupFiles: ['test/setup/no-console.ts', 'test/setup/load-resources.ts'],
    testTimeout: 30_000,
    // Browser tests poll for what a person would wait to see; on a loaded 2-core CI machine a
    // worker round trip or a tab-lock handoff can take seconds, so polls wait up to 10 s.
    expect: { poll: { timeout: 10_000, interval: 50 } },
    hookTimeout: 120_000,
    reporters: ['default', './test/setup/summary-reporter.ts'],
  },
});
