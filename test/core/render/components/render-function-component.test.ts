import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

describe('exported components', () => {
  it('renders an arrow function with destructured props and defaults', () => {
    const page = render("export const Greeting = ({ name, punct = '!' }) => <strong>Hi {name}{punct}</strong>;\n\n<Greeting name=\"Ann\" />");
    expect(page.html).toBe(html(h('strong', ['Hi ', 'Ann', '!'])));
    expect(codes(page)).toEqual([]);
  });

  it('renders a function that only returns JSX, with a props parameter', () => {
    const page = render('export function Box(props) {\n  return <div className="box">{props.children}</div>;\n}\n\n<Box>\n  Content\n</Box>');
    expect(page.html).toBe(html(h('div', { className: ['box'] }, [h('p', 'Content')])));
  });

  it('renders nothing with a warning when the body needs code', () => {
    const page = render('export const Clock = () => { const t = Date.now(); return <span>{t}</span>; };\n\n<Clock />');
    expect(page.html).toBe('');
    expect(codes(page)).toEqual(['render/unsupported-expression@3:1']);
  });

  it('stops a component that renders itself', () => {
    const page = render('export const Loop = () => <Loop />;\n\n<Loop />');
    expect(codes(page)).toEqual(['render/snippet-cycle@1:27']);
  });
});
