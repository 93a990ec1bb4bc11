import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/core/index.ts';
import { fixesForDiagnostic, isLocalFix } from '../../src/editor/fixes-for-diagnostic.ts';

const base = { file: 'a.mdx', line: 1, column: 1, endLine: 1, endColumn: 2, severity: 'warning' as const };

describe('fixesForDiagnostic', () => {
  it('puts the diagnostic\'s own fix first and drops a computed one with the same title', () => {
    const own = { title: 'Add front matter', edits: [{ file: 'a.mdx', start: 0, end: 0, text: '---\ntitle: "Core"\n---\n' }] };
    const d: Diagnostic = { ...base, code: 'page/missing-frontmatter', message: 'No front matter.', fix: own };
    expect(fixesForDiagnostic('a.mdx', 'Hello', d)).toEqual([own]);
  });

  it('uses the computed fix instead of a stale own fix of the same file', () => {
    const own = { title: 'Add front matter', edits: [{ file: 'a.mdx', start: 0, end: 0, text: 'stale' }] };
    const d: Diagnostic = { ...base, code: 'page/missing-frontmatter', message: 'No front matter.', fix: own };
    expect(fixesForDiagnostic('a.mdx', 'Hello', d, false)).toEqual([{ title: 'Add front matter', edits: [{ file: 'a.mdx', start: 0, end: 0, text: '---\ntitle: "A"\ndescription: ""\n---\n\n' }] }]);
  });

  it('keeps a stale own fix that only edits other files', () => {
    const own = { title: 'Create intro.mdx', edits: [{ file: 'intro.mdx', start: 0, end: 0, text: '---\ntitle: "Intro"\n---\n' }] };
    const d: Diagnostic = { ...base, file: 'docs.json', code: 'project/missing-page', message: 'Navigation lists "intro".', fix: own };
    expect(fixesForDiagnostic('docs.json', '{"navigation": []}', d, false)).toEqual([own]);
  });

  it('adds core\'s quick fixes of an unknown docs.json key, from its data', () => {
    const d: Diagnostic = { ...base, file: 'docs.json', column: 2, endColumn: 8, code: 'config/unknown-key', message: 'x', data: { key: 'nmae', suggestion: 'name' } };
    expect(fixesForDiagnostic('docs.json', '{"nmae": "A"}', d).map((f) => f.title)).toEqual(['Rename to `name`', 'Remove key `nmae`']);
  });

  it('adds a page missing from the navigation to a group of docs.json, read from the workspace', () => {
    const d: Diagnostic = { ...base, severity: 'info', code: 'project/orphan-page', message: 'This page is not in the navigation of docs.json.' };
    const files: Record<string, string> = { 'docs.json': '{"navigation": [{"group": "Start", "pages": ["index"]}]}' };
    expect(fixesForDiagnostic('a.mdx', '# A', d, true, (path) => files[path])).toEqual([{ title: 'Add to group "Start"', edits: [{ file: 'docs.json', start: 52, end: 52, text: ', "a"' }] }]);
    expect(fixesForDiagnostic('a.mdx', '# A', d)).toEqual([]);
  });

  it('has no fixes for codes it does not know', () => {
    expect(fixesForDiagnostic('a.mdx', 'x', { ...base, code: 'page/mdx-syntax', message: 'Broken.' })).toEqual([]);
  });
});

describe('isLocalFix', () => {
  it('is true only when every edit targets the file', () => {
    const edit = (file: string) => ({ file, start: 0, end: 0, text: '' });
    expect(isLocalFix({ title: 't', edits: [edit('a.mdx'), edit('a.mdx')] }, 'a.mdx')).toBe(true);
    expect(isLocalFix({ title: 't', edits: [edit('a.mdx'), edit('b.mdx')] }, 'a.mdx')).toBe(false);
  });
});
