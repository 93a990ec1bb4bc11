import { expect, it, vi } from 'vitest';

// The setup file loads every resource; a fresh copy of the modules (after resetModules) starts with
// nothing loaded, as the playground's worker does, so jsonc-parser (the `json-syntax` resource) is not in yet.
const fresh = async () => {
  vi.resetModules();
  const [config, resources] = await Promise.all([import('../../../src/core/config/index.ts'), import('../../../src/core/resources/index.ts')]);
  return { ...config, ...resources };
};

const broken = '{\n  "name": "Docs"\n  "navigation": []\n}';

it('validates valid JSON without the syntax check, and notes nothing missing', async () => {
  const core = await fresh();
  const { result, missing } = core.trackResources(() => core.validateConfig('{ "name": "Docs", "navigation": [], "colors": { "primary": "blue" } }'));
  expect(result.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['config/invalid-color', 1, 60]]);
  expect(result.value).toEqual({ name: 'Docs', navigation: [], colors: { primary: 'blue' } });
  expect(missing).toEqual([]);
  expect(core.hasResource('json-syntax')).toBe(false);
});

it('gives invalid JSON one error at the start until the syntax check loads, and notes it missing', async () => {
  const core = await fresh();
  const { result, missing } = core.trackResources(() => core.validateConfig(broken, { file: 'mint.json' }));
  expect(result.diagnostics).toEqual([
    {
      file: 'mint.json',
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 1,
      severity: 'error',
      code: 'config/json-syntax',
      message: 'Invalid JSON. The check that shows where did not load; reload the page to try again.',
    },
  ]);
  expect(result.config).toBeUndefined();
  expect(result.value).toBeUndefined();
  expect(result.rangeOf(['name'])).toBeUndefined();
  expect(missing).toEqual(['json-syntax']);
  expect(core.parseJsonText(broken).checked).toBe(false);
});

it('gives the detailed diagnostics, as in Node, once the syntax check is loaded', async () => {
  const core = await fresh();
  expect(await core.loadResources(core.trackResources(() => core.validateConfig(broken)).missing)).toBe(true);
  const { result, missing } = core.trackResources(() => core.validateConfig(broken));
  expect(result.diagnostics.map((d) => [d.code, d.severity, d.line, d.column, d.message])).toEqual([['config/json-syntax', 'error', 3, 3, 'Expected a comma between properties']]);
  expect(result.value).toEqual({ name: 'Docs', navigation: [] });
  expect(result.rangeOf(['name'])).toEqual({ start: 12, end: 18 });
  expect(core.parseJsonText(broken).checked).toBe(true);
  expect(missing).toEqual([]);
});
