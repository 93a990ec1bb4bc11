import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { parseOpenapi } from '../../../src/core/openapi/parse-openapi.ts';

const header = 'openapi: 3.0.0\ninfo: {title: t, version: "1"}\npaths: {}\n';

describe('parseOpenapi on hostile input', () => {
  it('reports a YAML alias bomb as a problem at the start instead of throwing', () => {
    const bomb = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 19 }, (_, i) => `a${i + 1}: &a${i + 1} [${Array(10).fill(`*a${i}`).join(', ')}]`)].join('\n');
    expect(parseOpenapi('api.yaml', `${header}${bomb}\n`)).toEqual({
      ok: false,
      problem: { line: 1, column: 1, endLine: 1, endColumn: 2, message: 'The YAML expands to too much data (more than 1000 uses of `*alias`, or nesting too deep), so the file is not read. Write the values out or use `$ref` instead of repeating anchors.' },
    });
  });

  it('reports JSON nested past 256 levels at the bracket that goes too deep, valid or not', () => {
    const deep = (tail: string) => `{"openapi":"3.0.0","paths":{},"x":${'['.repeat(10_000)}${tail}`;
    const problem = { line: 1, column: 35 + 255, endLine: 1, endColumn: 36 + 255, message: 'The JSON is nested more than 256 levels deep here, so the file is not read. Remove the extra nesting.' };
    expect(parseOpenapi('api.json', deep(`${']'.repeat(10_000)}}`))).toEqual({ ok: false, problem });
    expect(parseOpenapi('api.json', deep(''))).toEqual({ ok: false, problem });
  });

  it('still reads a YAML file with a few aliases', () => {
    expect(parseOpenapi('api.yaml', `${header}components: {a: &a {type: string}, b: *a}\n`)).toMatchObject({ ok: true, value: { components: { a: { type: 'string' }, b: { type: 'string' } } } });
  });
});
