// Which test files each Vitest project runs, in one place: vitest.config.ts builds its projects from
// these globs and the unit-purity guard (unit-purity.test.ts) checks the files isUnitTest picks.

/** The file-name suffix of an integration test: one that starts a child process, server, thread or build. */
export const integrationSuffix = '.integration.test.ts';

/** Every test file's glob. */
export const testFiles = 'test/**/*.test.ts';

/** The browser tests' folder glob. */
export const browserTests = 'test/browser/**';

/** The integration tests' glob: the suffix anywhere under test/ except the browser folder. */
export const integrationTests = `test/**/*${integrationSuffix}`;

/** Whether a repository-relative path (forward slashes) is run by the unit project: the same rule as its globs. */
export function isUnitTest(path: string): boolean {
  return path.startsWith('test/') && path.endsWith('.test.ts') && !path.startsWith('test/browser/') && !path.endsWith(integrationSuffix);
}
