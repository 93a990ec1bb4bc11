import { existsSync, readFileSync, readdirSync, symlinkSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesFileMarker, rulesFileText } from '../../src/core/index.ts';
import { cliSandbox } from './cli-sandbox.ts';

const { root, write, run } = cliSandbox('quire-rules-');

describe('quire rules', () => {
  it("writes the generator's bytes into .cursor/rules.md, creating the folder, and says so; a second run is up to date", async () => {
    const dir = write('plain', { 'docs.json': '{}\n' });
    expect(await run('rules', 'plain')).toEqual({ code: 0, stdout: 'Wrote .cursor/rules.md, the Cursor writing rules.\n', stderr: '' });
    expect(readFileSync(join(dir, '.cursor/rules.md'), 'utf8')).toBe(rulesFileText());
    expect(readdirSync(dir).sort()).toEqual(['.cursor', 'docs.json']);
    expect(await run('rules', 'plain')).toEqual({ code: 0, stdout: '.cursor/rules.md is up to date.\n', stderr: '' });
  });

  it("writes another editor's file under its name with --dir, nested folders included, and regenerates an old one of Quire's", async () => {
    const dir = write('editors', { '.github/copilot-instructions.md': `${rulesFileMarker}\nold\n` });
    expect(await run('rules', 'editors', '--dir', '.github')).toEqual({ code: 0, stdout: 'Regenerated .github/copilot-instructions.md, the GitHub Copilot writing rules.\n', stderr: '' });
    expect(readFileSync(join(dir, '.github/copilot-instructions.md'), 'utf8')).toBe(rulesFileText());
    expect(await run('rules', 'editors', '--dir', '.windsurf/')).toEqual({ code: 0, stdout: 'Wrote .windsurf/rules/rules.md, the Windsurf writing rules.\n', stderr: '' });
    expect(readFileSync(join(dir, '.windsurf/rules/rules.md'))).toEqual(Buffer.from(rulesFileText()));
  });

  it('writes in the working folder without DIR', async () => {
    await run('rules', '--dir', '.claude');
    expect(readFileSync(join(root, '.claude/CLAUDE.md'), 'utf8')).toBe(rulesFileText());
  });

  it('replaces a file Quire did not write only with --force', async () => {
    const dir = write('own', { '.claude/CLAUDE.md': 'Use pnpm.\n' });
    expect(await run('rules', 'own', '--dir', '.claude')).toEqual({ code: 2, stdout: '', stderr: 'quire: .claude/CLAUDE.md exists and was not written by Quire; nothing was written. Move it away, or pass --force to replace it.\n' });
    expect(readFileSync(join(dir, '.claude/CLAUDE.md'), 'utf8')).toBe('Use pnpm.\n');
    expect(await run('rules', 'own', '--dir', '.claude', '--force')).toEqual({ code: 0, stdout: 'Regenerated .claude/CLAUDE.md, the Claude Code writing rules.\n', stderr: '' });
    expect(readFileSync(join(dir, '.claude/CLAUDE.md'), 'utf8')).toBe(rulesFileText());
  });

  it('never writes through a symbolic link, of the folder or of the file', async () => {
    const dir = write('linked', { 'docs.json': '{}\n' });
    const outside = write('outside', { 'keep.txt': 'x' });
    symlinkSync(outside, join(dir, '.cursor'));
    expect(await run('rules', 'linked')).toEqual({ code: 2, stdout: '', stderr: `quire: ${join(dir, '.cursor')} is a symbolic link; quire rules does not write through links, so .cursor/rules.md was not written.\n` });
    mkdirSync(join(dir, '.clinerules'));
    symlinkSync(join(outside, 'keep.txt'), join(dir, '.clinerules/rules.md'));
    expect((await run('rules', 'linked', '--dir', '.clinerules', '--force')).code).toBe(2);
    expect(readdirSync(outside)).toEqual(['keep.txt']);
    expect(readFileSync(join(outside, 'keep.txt'), 'utf8')).toBe('x');
  });

  it('exits 2 on an unknown editor folder or two folders, writing nothing', async () => {
    const dir = write('bad', { 'docs.json': '{}\n' });
    const unknown = await run('rules', 'bad', '--dir', '.vscode');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.startsWith('quire: --dir must be the folder of a known AI editor: .cursor (Cursor), .windsurf/rules (Windsurf), .clinerules (Cline), .roo/rules (Roo Code), .github (GitHub Copilot), .claude (Claude Code) (got ".vscode").\n\nUsage:\n')).toBe(true);
    const twice = await run('rules', 'bad', 'other');
    expect(twice.stderr.startsWith('quire: Expected one project folder, got 2: bad, other.\n')).toBe(true);
    expect(existsSync(join(dir, '.vscode')) || existsSync(join(dir, '.cursor'))).toBe(false);
    expect(await run('rules', 'missing')).toEqual({ code: 2, stdout: '', stderr: `quire: ${join(root, 'missing')} is not a folder.\n` });
  });

  it('is in the help text', async () => {
    expect((await run('--help')).stdout).toContain('  quire rules [DIR] [--dir EDITOR_DIR] [--force]\n');
  });
});
