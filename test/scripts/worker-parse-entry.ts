// The entry of the test bundle that worker-parser.integration.test.ts builds the way the app's build builds the
// worker (scripts/vite-plugins: lazy acorn, the entity table resource, the native stand-ins).
export { parsePage } from '../../src/core/page/parse-page.ts';
export { loadAllResources } from '../../src/core/resources/index.ts';
