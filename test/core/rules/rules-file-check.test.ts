import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { applyTextEdits, checkProject, MemoryProject, quickFixes, rulesFileMarker, rulesFileText } from '../../../src/core/index.ts';

const docsJson = JSON.stringify({ name: 'Acme', navigation: [{ group: 'G', pages: ['index'] }] });
const index = '---\ntitle: "Home"\ndescription: "The home page."\n---\n\nHello.\n';
const check = (files: Record<string, string>) => checkProject(new MemoryProject({ 'docs.json': docsJson, 'index.mdx': index, ...files })).diagnostics;

// A rules file an older Quire wrote: the marker, then text the registry no longer gives.
const stale = `---\ntitle: "Rules for writing these docs"\n---\n\n${rulesFileMarker}\n\nUse <Callout>.\n`;

describe('check: the AI writing-rules file', () => {
  it('says nothing about an up-to-date rules file, in any editor folder, whatever its line endings', () => {
    const text = rulesFileText();
    expect(check({ '.cursor/rules.md': text, '.github/copilot-instructions.md': text, '.windsurf/rules/rules.md': text.replace(/\n/g, '\r\n') })).toEqual([]);
  });

  it('leaves a rules file alone that Quire did not write', () => {
    expect(check({ '.cursor/rules.md': '# Our rules\n', '.claude/CLAUDE.md': 'Use pnpm.\n' })).toEqual([]);
  });

  it('reports an out-of-date rules file as info, with a fix that regenerates it', () => {
    const diagnostics = check({ '.claude/CLAUDE.md': stale, '.cursor/rules.md': rulesFileText() });
    expect(diagnostics.map(({ fix, ...rest }) => ({ ...rest, fix: fix?.title }))).toEqual([
      {
        file: '.claude/CLAUDE.md',
        line: 1,
        column: 1,
        endLine: 1,
        endColumn: 1,
        severity: 'info',
        code: 'project/rules-outdated',
        message: ".claude/CLAUDE.md, the Claude Code writing rules, is out of date with Quire's components and checks, so the assistant may write what the checks report. Regenerate it (`quire rules --dir .claude`).",
        data: { file: '.claude/CLAUDE.md', dir: '.claude' },
        fix: 'Regenerate .claude/CLAUDE.md',
      },
    ]);
    const [diagnostic] = diagnostics;
    if (!diagnostic) throw new Error('no diagnostic');
    expect(diagnostic.fix?.edits).toEqual([{ file: '.claude/CLAUDE.md', start: 0, end: stale.length, text: rulesFileText() }]);
    // The editor's quick fix, from the file's text as it is now, is the same; applied, the check is quiet.
    const [fix] = quickFixes(stale, diagnostic);
    expect(fix).toEqual(diagnostic.fix);
    const fixed = applyTextEdits(stale, fix?.edits ?? []);
    expect(fixed).toBe(rulesFileText());
    expect(check({ '.claude/CLAUDE.md': fixed })).toEqual([]);
  });

  it('is graded by the project settings like any code', () => {
    expect(check({ '.cursor/rules.md': stale, '.quirerc.json': '{"rules": {"project/rules-outdated": "off"}}' })).toEqual([]);
  });
});
