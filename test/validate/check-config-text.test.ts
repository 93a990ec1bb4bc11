import '../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { createConfigChecker } from '../../src/validate/check-config-text.ts';

const spec = JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['intro', 'guides/setup', 'intro'] }] });
const unknownKey = JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['intro'] }], footnote: true });

describe('createConfigChecker', () => {
  it('checks one text after another through its session: each result is of the text given', () => {
    const checker = createConfigChecker();
    const first = checker.check(spec);
    expect([first.format, first.upgradable, first.pages, first.diagnostics.map((d) => d.code)]).toEqual(['spec', true, ['intro', 'guides/setup'], ['config/duplicate-page']]);
    const second = checker.check(unknownKey);
    expect([second.format, second.pages, second.diagnostics.map((d) => [d.code, d.severity])]).toEqual(['spec', ['intro'], [['config/unknown-key', 'warning']]]);
    const broken = checker.check('{ "name": "Acme" "navigation": [] }');
    expect(broken.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['config/json-syntax', 1, 18]]);
  });

  it('upgrades the text it checked to the current format, and nothing else', () => {
    const checker = createConfigChecker();
    checker.check(spec);
    const upgraded = checker.upgrade(spec);
    expect(JSON.parse(upgraded?.text ?? '{}')).toMatchObject({ $schema: 'https://mintlify.com/docs.json', name: 'Acme' });
    expect(checker.upgrade(upgraded?.text ?? '')).toBeUndefined();
    expect(checker.upgrade('{')).toBeUndefined();
  });
});
