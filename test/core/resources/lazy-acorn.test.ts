import { Parser } from 'acorn';
import type { Comment } from 'acorn';
import acornJsx from 'acorn-jsx';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it, vi } from 'vitest';
import type { AcornLike } from '../../../src/core/resources/lazy-acorn.ts';

// The app's build gives remark-mdx this stand-in for acorn (vite.config.ts). A fresh copy of the
// resources (after resetModules) starts with nothing loaded, as the worker does.
const fresh = async () => {
  vi.resetModules();
  const resources = await import('../../../src/core/resources/index.ts');
  const { commentsOnly, lazyAcorn, plainLiteral } = await import('../../../src/core/resources/lazy-acorn.ts');
  return { resources, commentsOnly, lazyAcorn, plainLiteral };
};

const real = Parser.extend(acornJsx());
// What micromark-util-events-to-acorn passes (remark-mdx's defaults plus its own).
const options = { ecmaVersion: 2024, sourceType: 'module', preserveParens: true } as const;
const parse = (text: string, acorn?: AcornLike) => unified().use(remarkParse).use(remarkMdx, acorn ? { acorn: acorn as never } : {}).parse(text);

describe('what the stand-in reads without acorn', () => {
  it('gives exactly the node acorn gives, fields in the same order', async () => {
    const { plainLiteral } = await fresh();
    for (const source of ['2', ' 2 ', '\n  12.50\n', '\r\n\r 7',  '0', '0.5', 'true', 'false', 'null', '"Setup"', "'it is'", '""', "''", '"a \'b\' c"', ' "Ünïcode ✓" ']) {
      for (const locations of [false, true]) {
        const expected = JSON.stringify(real.parseExpressionAt(source, 0, { ...options, locations }));
        expect(JSON.stringify(plainLiteral(source, 0, { ...options, locations })), source).toBe(expected);
      }
    }
  });

  it('gives exactly the program acorn gives for spaces and comments, and the same comments', async () => {
    const { commentsOnly } = await fresh();
    for (const source of ['', '  ', '/* a note */', ' /* one */ /* two */\n', '// line\n', '\r\n/* across\n lines */ // and\n  ', '/**/', '// no line end']) {
      for (const locations of [false, true]) {
        const ours: Comment[] = [];
        const theirs: Comment[] = [];
        const expected = JSON.stringify(real.parse(source, { ...options, onComment: theirs, locations }));
        expect(JSON.stringify(commentsOnly(source, { ...options, onComment: ours, locations })), source).toBe(expected);
        expect(JSON.stringify(ours), source).toBe(JSON.stringify(theirs));
      }
    }
    for (const source of ['/* open', '/* a */ */', 'x /* c */', '/* c */ 1', '\u00a0']) {
      expect(commentsOnly(source, { ...options, onComment: [] }), source).toBeUndefined();
    }
  });

  it('leaves everything else to acorn', async () => {
    const { plainLiteral } = await fresh();
    for (const source of ['07', '1e3', '-1', '1_000', '.5', '2.', '0x1F', '"a\\"b"', '"a\nb"', '2 + 1', '2 // note', '/* c */ 2', 'undefined', 'true1', 'x', '[1, 2]', '{ a: 1 }', '`t`', '', '  ']) {
      expect(plainLiteral(source, 0, options), source).toBeUndefined();
    }
    expect(plainLiteral('2', 0, { ...options, ranges: true })).toBeUndefined();
    expect(plainLiteral('2', 0, { ...options, onToken: [] })).toBeUndefined();
  });
});

describe('remark-mdx with the stand-in', () => {
  it('parses literals and comments to the same tree as acorn, without loading it', async () => {
    const { resources, lazyAcorn } = await fresh();
    const text = '<CardGroup cols={2}>\n  <Card title={"Setup"} horizontal={true} img={null}>Body</Card>\n</CardGroup>\n\n{/* a comment */}\n\nText {3} and {\'x\'}.\n';
    const { result, missing } = resources.trackResources(() => parse(text, lazyAcorn));
    expect(result).toEqual(parse(text));
    expect(missing).toEqual([]);
    expect(resources.hasResource('acorn')).toBe(false);
  });

  it('fails an expression that needs acorn until it is loaded, noting it missing, then parses as acorn does', async () => {
    const { resources, lazyAcorn } = await fresh();
    const text = 'export const plant = { name: "Fern" };\n\n# {plant.name}\n\n<Card title={`About ${plant.name}`} {...rest} cols={1 + 1} />\n';
    const { result: error, missing } = resources.trackResources(() => {
      try {
        parse(text, lazyAcorn);
      } catch (caught) {
        return caught;
      }
      return undefined;
    });
    expect(String(error)).toContain('Could not parse import/exports with acorn');
    expect(missing).toEqual(['acorn']);

    expect(await resources.loadResources(['acorn'])).toBe(true);
    const loaded = resources.trackResources(() => parse(text, lazyAcorn));
    expect(loaded.result).toEqual(parse(text));
    expect(loaded.missing).toEqual([]);
  });

  it('fails an attribute expression that needs acorn with the parser named as the cause', async () => {
    const { resources, lazyAcorn } = await fresh();
    const { result: error, missing } = resources.trackResources(() => {
      try {
        parse('<Card cols={1 + 1} />\n', lazyAcorn);
      } catch (caught) {
        return caught;
      }
      return undefined;
    });
    expect(String(error)).toContain('Could not parse expression with acorn');
    expect((error as { cause?: Error }).cause?.message).toBe('The JavaScript parser is not loaded yet');
    expect(missing).toEqual(['acorn']);
  });
});
