import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/core/diagnostics/diagnostic.ts';
import { DiagnosticSchema } from '../../../src/core/protocol/diagnostic-schema.ts';

const full: Diagnostic = {
  file: 'docs.json',
  line: 3,
  column: 5,
  endLine: 3,
  endColumn: 9,
  severity: 'warning',
  code: 'project/missing-page',
  message: 'The page quickstart is listed in navigation but quickstart.mdx does not exist.',
  path: 'navigation[0].pages[1]',
  fix: { title: 'Create quickstart.mdx', edits: [{ file: 'quickstart.mdx', start: 0, end: 0, text: '---\ntitle: "Quickstart"\n---\n' }] },
  data: { page: 'quickstart', file: 'quickstart.mdx', exists: false, count: 2, suggestions: ['quick-start', 'quickstart-2'] },
};

describe('DiagnosticSchema', () => {
  it('keeps every field of a diagnostic, the quick-fix data included', () => {
    expect(DiagnosticSchema.safeParse(full)).toEqual({ success: true, data: full });
  });

  it('accepts a diagnostic with only the required fields and adds no keys', () => {
    const { path: _path, fix: _fix, data: _data, ...minimal } = full;
    const parsed = DiagnosticSchema.safeParse(minimal);
    expect(parsed).toEqual({ success: true, data: minimal });
    expect(Object.keys(parsed.data ?? {})).toEqual(['file', 'line', 'column', 'endLine', 'endColumn', 'severity', 'code', 'message']);
  });

  it('rejects a bad severity, a missing range, a non-string code and data of another shape', () => {
    expect(DiagnosticSchema.safeParse({ ...full, severity: 'fatal' }).success).toBe(false);
    const { endColumn: _endColumn, ...noEnd } = full;
    expect(DiagnosticSchema.safeParse(noEnd).success).toBe(false);
    expect(DiagnosticSchema.safeParse({ ...full, code: 7 }).success).toBe(false);
    expect(DiagnosticSchema.safeParse({ ...full, data: { page: { nested: true } } }).success).toBe(false);
    expect(DiagnosticSchema.safeParse({ ...full, path: undefined }).success).toBe(false);
  });
});
