import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/core/config/index.ts';
import { positions, withField } from './config-fixture.ts';

describe('anchor versions', () => {
  it('accepts an anchor version listed in `versions`', () => {
    expect(positions(withField('"versions": ["v1", "v2"], "anchors": [{ "name": "Old", "url": "v1", "version": "v1" }]'))).toEqual([]);
  });

  it('warns at the version value when `versions` does not list it, suggesting a near one', () => {
    const text = withField('"versions": ["v1", "v2"], "anchors": [{ "name": "New", "url": "v3", "version": "v3" }]');
    const { diagnostics, config } = validateConfig(text);
    expect(diagnostics.map((d) => [d.code, d.severity, d.line, d.column, d.path, d.message])).toEqual([
      ['config/unknown-version', 'warning', 4, 82, 'anchors[0].version', 'Anchor version `v3` is not listed in `versions` (`v1`, `v2`); did you mean `v1`?'],
    ]);
    expect(config).toBeDefined();
  });

  it('warns when `versions` is not set at all', () => {
    expect(validateConfig(withField('"anchors": [{ "name": "New", "url": "v2", "version": "v2" }]')).diagnostics.map((d) => [d.code, d.column, d.message])).toEqual([
      ['config/unknown-version', 56, 'Anchor version `v2` is not listed in `versions`, which is not set; the anchor would never show. Add `"versions": ["v2"]` or remove `version`'],
    ]);
  });

  it('does not suggest a version when none is close', () => {
    expect(validateConfig(withField('"versions": ["2023"], "anchors": [{ "name": "N", "url": "n", "version": "beta" }]')).diagnostics.map((d) => d.message)).toEqual([
      'Anchor version `beta` is not listed in `versions` (`2023`)',
    ]);
  });
});

describe('group versions', () => {
  it('accepts a group version listed in `versions`, at any depth', () => {
    expect(positions('{ "name": "Docs", "versions": ["v1"], "navigation": [{ "group": "A", "version": "v1", "pages": [{ "group": "B", "version": "v1", "pages": ["intro"] }] }] }')).toEqual([]);
  });

  it('warns at a group version `versions` does not list, nested groups too', () => {
    const text = '{ "name": "Docs", "versions": ["v1", "v2"], "navigation": [{ "group": "A", "version": "v3", "pages": [{ "group": "B", "version": "beta", "pages": ["intro"] }] }] }';
    expect(validateConfig(text).diagnostics.map((d) => [d.code, d.severity, d.column, d.path, d.message])).toEqual([
      ['config/unknown-version', 'warning', 87, 'navigation[0].version', 'Group version `v3` is not listed in `versions` (`v1`, `v2`); did you mean `v1`?'],
      ['config/unknown-version', 'warning', 130, 'navigation[0].pages[0].version', 'Group version `beta` is not listed in `versions` (`v1`, `v2`)'],
    ]);
  });
});
