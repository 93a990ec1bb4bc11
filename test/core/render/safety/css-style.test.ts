import { describe, expect, it } from 'vitest';
import { cleanStyle } from '../../../../src/core/render/safety/css-style.ts';
import { staticObject } from '../../../../src/core/render/static/static-value.ts';

describe('cleanStyle', () => {
  it('turns a JSX style object into CSS with px for unitful numbers', () => {
    expect(cleanStyle(staticObject([['marginTop', 8], ['opacity', 0.5], ['zIndex', 2], ['width', 0], ['MozAppearance', 'none'], ['--brand', '#fff']]))).toEqual({ css: 'margin-top: 8px; opacity: 0.5; z-index: 2; width: 0; -moz-appearance: none; --brand: #fff', dropped: false });
  });

  it('keeps a safe CSS string and safe URLs', () => {
    expect(cleanStyle('color: red; background: url("https://cdn.example/bg.png")')).toEqual({ css: 'color: red; background: url("https://cdn.example/bg.png")', dropped: false });
  });

  it.each(['background: url(javascript:alert(1))', 'width: expression(alert(1))', 'color: red; @import url(x.css)', 'behavior: url(x.htc)', 'background: url(\\6a avascript:x)', 'background: ur/**/l(javascript:x)', 'x: -moz-binding(url(x))', "background-image: url('data:text/html,x')"])('drops %s', (css) => {
    const result = cleanStyle(css);
    expect(result.dropped).toBe(true);
    expect(result.css ?? '').not.toMatch(/javascript|expression|@import|behavior|binding|text\/html/);
  });

  it.each([
    ['position: fixed; inset: 0; z-index: 2147483647', 'inset: 0; z-index: 2147483647'],
    ['POSITION:FIXED;top:0', 'top: 0'],
    ['position: sticky; top: 0', 'top: 0'],
    ['position: -webkit-sticky', undefined],
    ['--p: fixed; position: var(--p)', '--p: fixed'],
    ['position: fixed !important; color: red', 'color: red'],
  ])('drops positioning that leaves the content box: %s', (css, kept) => {
    expect(cleanStyle(css)).toEqual({ css: kept, dropped: true });
  });

  it('drops fixed positioning from a JSX object and keeps relative and absolute', () => {
    expect(cleanStyle(staticObject([['position', 'fixed'], ['zIndex', 9]]))).toEqual({ css: 'z-index: 9', dropped: true });
    expect(cleanStyle('position: relative; top: 2px')).toEqual({ css: 'position: relative; top: 2px', dropped: false });
    expect(cleanStyle('position: Absolute !important')).toEqual({ css: 'position: Absolute !important', dropped: false });
    expect(cleanStyle(staticObject([['position', 'absolute']]))).toEqual({ css: 'position: absolute', dropped: false });
  });

  it('drops non-text values and keeps the rest', () => {
    expect(cleanStyle(staticObject([['color', 'red'], ['nested', staticObject()]]))).toEqual({ css: 'color: red', dropped: true });
  });
});
