import type { Program } from 'estree-jsx';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../../../src/core/page/parse-page.ts';
import { evaluateProgram } from '../../../../src/core/render/static/evaluate.ts';
import { JsxValue, staticObject } from '../../../../src/core/render/static/static-value.ts';
import type { StaticValue } from '../../../../src/core/render/static/static-value.ts';

/** The estree of `{source}` as remark-mdx attaches it. */
function program(source: string): Program {
  const node = parsePage('x.mdx', `{${source}}`).tree.children[0] as { data?: { estree?: Program } };
  if (!node?.data?.estree) throw new Error(`no estree for ${source}`);
  return node.data.estree;
}

function evaluate(source: string, scope: Record<string, StaticValue> = {}) {
  return evaluateProgram(program(source), { file: 'x.mdx', scope: new Map(Object.entries(scope)), sizes: new WeakMap() });
}

describe('evaluateProgram', () => {
  it.each([
    ['"a"', 'a'],
    ['1.5', 1.5],
    ['-2', -2],
    ['true', true],
    ['!0', true],
    ['null', null],
    ['undefined', undefined],
    ['`x`', 'x'],
    ['`v${1}-${"b"}`', 'v1-b'],
    ['"a" + 1', 'a1'],
    ['1 + 2', 3],
    ['false || "b"', 'b'],
    ['null ?? "c"', 'c'],
    ['true ? "y" : "n"', 'y'],
    ['/* only a comment */', undefined],
  ])('interprets %s', (source, value) => {
    expect(evaluate(source)).toEqual({ ok: true, value });
  });

  it('builds arrays and prototype-less objects, with spreads', () => {
    const result = evaluate('{ a: [1, ...[2, 3]], "b-c": { d: null }, ...{ e: 1 } }');
    expect(result).toEqual({ ok: true, value: staticObject([['a', [1, 2, 3]], ['b-c', staticObject([['d', null]])], ['e', 1]]) });
    expect(result.ok && Object.getPrototypeOf(result.value)).toBe(null);
  });

  it('reads names and members in scope', () => {
    const scope = { obj: staticObject([['fruit', 'kiwi'], ['list', ['x', 'y']]]) };
    expect(evaluate('obj.fruit', scope)).toEqual({ ok: true, value: 'kiwi' });
    expect(evaluate('obj["list"][1]', scope)).toEqual({ ok: true, value: 'y' });
    expect(evaluate('obj.list.length', scope)).toEqual({ ok: true, value: 2 });
    expect(evaluate('obj.missing?.deep', scope)).toEqual({ ok: true, value: undefined });
  });

  it('keeps JSX for later rendering', () => {
    const result = evaluate('<b>x</b>');
    expect(result.ok && result.value instanceof JsxValue).toBe(true);
  });

  it.each([
    ['fetch("x")', 'CallExpression'],
    ['globalThis.process', 'Identifier'],
    ['constructor.constructor("x")()', 'CallExpression'],
    ['new Date()', 'NewExpression'],
    ['x = 1', 'AssignmentExpression'],
    ['/re/', 'Literal'],
    ['this', 'ThisExpression'],
    ['import("x")', 'ImportExpression'],
    ['a`b`', 'TaggedTemplateExpression'],
  ])('refuses %s (needs code to run)', (source, type) => {
    const result = evaluate(source);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.node.type).toBe(type);
  });

  it('cannot reach inherited members of plain objects', () => {
    const scope = { o: staticObject() };
    expect(evaluate('o.constructor', scope)).toEqual({ ok: true, value: undefined });
    expect(evaluate('o.__proto__', scope)).toEqual({ ok: true, value: undefined });
    expect(evaluate('"s".constructor').ok).toBe(false);
  });

  it('treats a free name inside a snippet (a scope with props) as a prop that was not passed', () => {
    expect(evaluate('word', { props: staticObject() })).toEqual({ ok: true, value: undefined });
    expect(evaluate('word').ok).toBe(false);
  });
});
