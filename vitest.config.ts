import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/setup/global-setup.ts'],
    setupFiles: ['test/setup/no-console.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: ['default', './test/setup/summary-reporter.ts'],
  },
});
