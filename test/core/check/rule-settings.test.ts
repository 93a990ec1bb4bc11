import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyRuleSettings, checkPageFile, checkProject, diagnosticCodes, type Diagnostic, MemoryProject, planProjectCheck, readRuleSettings, SettingsCode, SiteErrorCode, strictDiagnostics } from '../../../src/core/index.ts';

const docs = JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['intro'] }] });
// An image outside a Frame (lint/image-outside-frame, a warning) and a Card without title (component/missing-attribute, a warning), linking to a page the project has.
const intro = '---\ntitle: Intro\ndescription: About.\n---\n\n![A chart](/chart.png)\n\n<Card href="/intro">\n  Text\n</Card>\n';

function project(files: Record<string, string>): MemoryProject {
  // With the image intro shows (a missing one is a project/missing-asset warning of its own).
  return new MemoryProject({ 'docs.json': docs, 'intro.mdx': intro, 'chart.png': new Uint8Array([137, 80, 78, 71]), ...files });
}

const codes = (diagnostics: readonly Diagnostic[]) => diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code}`);

const at = (d: Diagnostic | undefined) => d && { file: d.file, line: d.line, column: d.column, endLine: d.endLine, endColumn: d.endColumn, severity: d.severity, code: d.code, message: d.message, path: d.path };

describe('readRuleSettings', () => {
  it('reads .quirerc.json', () => {
    const result = readRuleSettings(project({ '.quirerc.json': '{"rules": {"lint/image-outside-frame": "off", "component/missing-attribute": "error"}, "strict": true}' }));
    expect(result).toEqual({ settings: { rules: { 'lint/image-outside-frame': 'off', 'component/missing-attribute': 'error' }, strict: true }, file: '.quirerc.json', diagnostics: [] });
  });

  it('reads the quire key of package.json when there is no .quirerc.json', () => {
    const result = readRuleSettings(project({ 'package.json': '{"name": "docs", "quire": {"rules": {"lint/heading-level-1": "info"}}}' }));
    expect(result).toEqual({ settings: { rules: { 'lint/heading-level-1': 'info' }, strict: false }, file: 'package.json', diagnostics: [] });
  });

  it('prefers .quirerc.json over package.json, and sets nothing without either', () => {
    const both = project({ '.quirerc.json': '{"rules": {"lint/heading-level-1": "off"}}', 'package.json': '{"quire": {"rules": {"lint/heading-level-1": "error"}}}' });
    expect(readRuleSettings(both).settings.rules).toEqual({ 'lint/heading-level-1': 'off' });
    expect(readRuleSettings(project({ 'package.json': '{"name": "docs"}' }))).toEqual({ settings: { rules: {}, strict: false }, file: undefined, diagnostics: [] });
    expect(readRuleSettings(project({}))).toEqual({ settings: { rules: {}, strict: false }, file: undefined, diagnostics: [] });
  });

  it('warns at the key of an unknown code, naming the closest known one, and ignores it', () => {
    const text = '{\n  "rules": {\n    "lint/image-outside-frames": "off"\n  }\n}\n';
    const result = readRuleSettings(project({ '.quirerc.json': text }));
    expect(result.settings.rules).toEqual({});
    expect(result.diagnostics.map(at)).toEqual([
      {
        file: '.quirerc.json',
        line: 3,
        column: 5,
        endLine: 3,
        endColumn: 32,
        severity: 'warning',
        code: SettingsCode.unknownRule,
        message: '`lint/image-outside-frames` is not a diagnostic code Quire reports, so this setting does nothing. Did you mean `lint/image-outside-frame`?',
        path: 'rules["lint/image-outside-frames"]',
      },
    ]);
  });

  it('reports a bad level as an error at the value, in package.json under quire, and keeps the valid rules', () => {
    const text = '{\n  "quire": {\n    "rules": { "lint/heading-level-1": "loud", "lint/secret-in-code": "error" },\n    "strict": "yes"\n  }\n}\n';
    const result = readRuleSettings(project({ 'package.json': text }));
    expect(result.settings).toEqual({ rules: { 'lint/secret-in-code': 'error' }, strict: false });
    expect(result.diagnostics.map(at)).toEqual([
      { file: 'package.json', line: 3, column: 40, endLine: 3, endColumn: 46, severity: 'error', code: SettingsCode.invalidValue, message: '`quire.rules["lint/heading-level-1"]` in package.json must be one of "off", "info", "warning", "error".', path: 'quire.rules["lint/heading-level-1"]' },
      { file: 'package.json', line: 4, column: 15, endLine: 4, endColumn: 20, severity: 'error', code: SettingsCode.invalidValue, message: '`quire.strict` in package.json must be `true` or `false`.', path: 'quire.strict' },
    ]);
  });

  it('reports a .quirerc.json that is not JSON, and sets nothing', () => {
    const result = readRuleSettings(project({ '.quirerc.json': '{"rules": {"lint/heading-level-1": "off",}}' }));
    expect(result.settings).toEqual({ rules: {}, strict: false });
    expect(result.diagnostics.map((d) => [d.file, d.line, d.severity, d.code])).toEqual([['.quirerc.json', 1, 'error', 'settings/json-syntax']]);
  });
});

describe('applyRuleSettings', () => {
  const d = (code: string, severity: Diagnostic['severity']): Diagnostic => ({ file: 'a.mdx', line: 1, column: 1, endLine: 1, endColumn: 2, severity, code, message: 'm' });

  it('drops codes set to off, re-grades the codes set, and leaves the others as they are', () => {
    const input = [d('lint/image-outside-frame', 'warning'), d('lint/heading-level-1', 'warning'), d('page/mdx-syntax', 'error'), d('lint/code-missing-language', 'warning')];
    const out = applyRuleSettings(input, { rules: { 'lint/image-outside-frame': 'off', 'lint/heading-level-1': 'error', 'lint/code-missing-language': 'warning' }, strict: false });
    expect(out.map((x) => `${x.severity} ${x.code}`)).toEqual(['error lint/heading-level-1', 'error page/mdx-syntax', 'warning lint/code-missing-language']);
    expect(out[2]).toBe(input[3]);
  });
});

describe('checkProject with rule settings', () => {
  it('turns a lint off and re-grades a component rule, in the config-level and the page diagnostics alike', () => {
    const plain = checkProject(project({}));
    expect(codes(plain.diagnostics)).toEqual(['intro.mdx:6:1 warning lint/image-outside-frame', 'intro.mdx:8:1 warning component/missing-attribute']);
    const set = project({ '.quirerc.json': '{"rules": {"lint/image-outside-frame": "off", "component/missing-attribute": "error", "project/orphan-page": "warning"}}', 'other.mdx': '---\ntitle: O\ndescription: O.\n---\n' });
    const result = checkProject(set);
    expect(codes(result.diagnostics)).toEqual(['intro.mdx:8:1 error component/missing-attribute', 'other.mdx:1:1 warning project/orphan-page']);
    expect(result.settings).toEqual({ rules: { 'lint/image-outside-frame': 'off', 'component/missing-attribute': 'error', 'project/orphan-page': 'warning' }, strict: false });
  });

  it('gives the settings to the page checks of a planned check (as quire build does on its threads)', () => {
    const plan = planProjectCheck(project({ 'package.json': '{"quire": {"rules": {"component/missing-attribute": "off"}}}' }));
    expect(plan.context?.settings?.rules).toEqual({ 'component/missing-attribute': 'off' });
    expect(codes(checkPageFile(project({}), 'intro.mdx', plan.context!))).toEqual(['intro.mdx:6:1 warning lint/image-outside-frame']);
  });

  it('reports problems of the settings file with the project', () => {
    const result = checkProject(project({ '.quirerc.json': '{"rules": {"lint/nope": "off"}}' }));
    expect(codes(result.diagnostics)).toEqual(['.quirerc.json:1:12 warning settings/unknown-rule', 'intro.mdx:6:1 warning lint/image-outside-frame', 'intro.mdx:8:1 warning component/missing-attribute']);
  });
});

describe('diagnosticCodes', () => {
  it('lists every diagnostic code written in src/core, so each can be set in .quirerc.json', () => {
    const root = join(import.meta.dirname, '../../../src/core');
    const found = new Set<string>();
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const full = join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (name.endsWith('.ts')) for (const m of readFileSync(full, 'utf8').matchAll(/'((?:config|project|page|component|lint|render|site|build)\/[a-z0-9-]+)'/g)) if (m[1]) found.add(m[1]);
      }
    };
    walk(root);
    expect(found.size).toBeGreaterThan(40);
    // The codes of thrown errors (SiteErrorCode) are not diagnostics: a project cannot set them.
    const thrown: readonly string[] = Object.values(SiteErrorCode);
    expect([...found].filter((code) => !diagnosticCodes.includes(code) && !thrown.includes(code)).sort(), 'codes to add to a catalog diagnostic-codes.ts lists').toEqual([]);
    expect([...Object.values(SettingsCode), ...thrown].filter((code) => diagnosticCodes.includes(code))).toEqual([]);
  });
});

describe('strictDiagnostics', () => {
  it('makes every warning an error and leaves errors and notes as they are', () => {
    const at = (severity: Diagnostic['severity'], code: string): Diagnostic => ({ file: 'a.mdx', line: 1, column: 1, endLine: 1, endColumn: 2, severity, code, message: code });
    const input = [at('warning', 'lint/heading-level-1'), at('error', 'page/mdx-syntax'), at('info', 'project/orphan-page')];
    expect(strictDiagnostics(input).map((d) => [d.code, d.severity])).toEqual([
      ['lint/heading-level-1', 'error'],
      ['page/mdx-syntax', 'error'],
      ['project/orphan-page', 'info'],
    ]);
    expect(input[0]?.severity).toBe('warning');
  });
});
