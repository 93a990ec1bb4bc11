import { describe, expect, it } from 'vitest';
import { readCodeNotation } from '../../../../src/core/render/code/code-notation.ts';

describe('readCodeNotation', () => {
  it('strips // [!code ++] and // [!code --] and marks the lines added and removed', () => {
    const { code, marks } = readCodeNotation('const a = 1; // [!code ++]\nfunction f() {\n  log(a); // [!code --]\n}');
    expect(code).toBe('const a = 1;\nfunction f() {\n  log(a);\n}');
    expect(marks).toEqual(new Map([[1, ['add']], [3, ['remove']]]));
  });

  it('reads the comment syntax of each language: #, --, <!-- -->, /* */, {/* */}', () => {
    const { code, marks } = readCodeNotation('print(1)  # [!code highlight]\nSELECT 1 -- [!code focus]\n<p>x</p> <!-- [!code ++] -->\na { b: c } /* [!code --] */\n<X /> {/* [!code hl] */}');
    expect(code).toBe('print(1)\nSELECT 1\n<p>x</p>\na { b: c }\n<X />');
    expect(marks).toEqual(new Map([[1, ['highlight']], [2, ['focus']], [3, ['add']], [4, ['remove']], [5, ['highlight']]]));
  });

  it('marks the following lines for a count and takes several marks in one comment', () => {
    const { code, marks } = readCodeNotation('a // [!code ++:3]\nb\nc\nd // [!code focus] [!code error]');
    expect(code).toBe('a\nb\nc\nd');
    expect(marks).toEqual(new Map([[1, ['add']], [2, ['add']], [3, ['add']], [4, ['focus', 'error']]]));
  });

  it('drops a comment alone on its line and marks the next line', () => {
    const { code, marks } = readCodeNotation('a\n// [!code focus]\nb');
    expect(code).toBe('a\nb');
    expect(marks).toEqual(new Map([[2, ['focus']]]));
  });

  it('keeps a mention that is not a trailing comment as written', () => {
    expect(readCodeNotation('Add `// [!code ++]` at the end of a line.')).toEqual({ code: 'Add `// [!code ++]` at the end of a line.', marks: new Map() });
  });
});
