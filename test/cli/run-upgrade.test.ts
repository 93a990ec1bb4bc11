import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliSandbox } from './cli-sandbox.ts';

const { write, run } = cliSandbox('quire-upgrade-');

const mintJson = `${JSON.stringify({ name: 'Old', colors: { primary: '#112233' }, feedback: { thumbsRating: true }, navigation: [{ group: 'G', pages: ['index'] }] }, null, 2)}\n`;

describe('quire upgrade', () => {
  it('writes docs.json beside a mint.json it leaves unchanged, and lists what it could not carry over', async () => {
    const dir = write('mint', { 'mint.json': mintJson, 'index.mdx': '# Home\n' });
    expect(await run('upgrade', 'mint')).toEqual({
      code: 0,
      stdout: 'Wrote docs.json in the current format from mint.json; mint.json is unchanged (delete it once docs.json is right).\nNot carried over (1):\n  feedback: the current format has no such setting\n',
      stderr: '',
    });
    expect(readFileSync(join(dir, 'mint.json'), 'utf8')).toBe(mintJson);
    expect(readdirSync(dir).sort()).toEqual(['docs.json', 'index.mdx', 'mint.json']);
    expect(JSON.parse(readFileSync(join(dir, 'docs.json'), 'utf8'))).toEqual({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Old',
      colors: { primary: '#112233' },
      navigation: { groups: [{ group: 'G', pages: ['index'] }] },
    });
    // Run again: docs.json is now the current format.
    expect(await run('upgrade', 'mint')).toEqual({ code: 0, stdout: 'docs.json is already in the current format; nothing to do.\n', stderr: '' });
  });

  it('rewrites a spec-format docs.json in place; a config with errors is upgraded from its valid settings', async () => {
    const dir = write('docs', { 'docs.json': '{ "name": "D", "colors": { "primary": "red" }, "navigation": [{ "group": "G", "pages": ["index"] }] }\n' });
    expect(await run('upgrade', 'docs')).toEqual({
      code: 0,
      stdout: 'Rewrote docs.json in the current format.\ndocs.json has errors: only its valid settings were carried over (run `quire check` on the original to see them).\n',
      stderr: '',
    });
    expect(JSON.parse(readFileSync(join(dir, 'docs.json'), 'utf8'))).toEqual({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'D', colors: { primary: '#0d9373' }, navigation: { groups: [{ group: 'G', pages: ['index'] }] } });
  });

  it('exits 2 on a folder without a config, or more than one folder, and writes nothing', async () => {
    const dir = write('empty', { 'index.mdx': '# Home\n' });
    expect(await run('upgrade', 'empty')).toEqual({ code: 2, stdout: '', stderr: `quire: No docs.json or mint.json in ${dir}: nothing to upgrade.\n` });
    expect(existsSync(join(dir, 'docs.json'))).toBe(false);
    const twice = await run('upgrade', 'a', 'b');
    expect(twice.code).toBe(2);
    expect(twice.stderr.startsWith('quire: Expected one project folder, got 2: a, b.\n\nUsage:\n')).toBe(true);
  });
});
