import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { html, render } from '../render-helpers.ts';

describe('lists', () => {
  it('render tight lists without paragraphs', () => {
    expect(render('- a\n- b').html).toBe(html(h('ul', ['\n', h('li', 'a'), '\n', h('li', 'b'), '\n'])));
  });

  it('render loose lists with paragraphs', () => {
    expect(render('1. a\n\n2. b').html).toBe(html(h('ol', ['\n', h('li', ['\n', h('p', 'a'), '\n']), '\n', h('li', ['\n', h('p', 'b'), '\n']), '\n'])));
  });

  it('render task items with a disabled checkbox', () => {
    expect(render('- [x] done').html).toBe(html(h('ul', { className: ['contains-task-list'] }, ['\n', h('li', { className: ['task-list-item'] }, [h('input', { type: 'checkbox', checked: true, disabled: true }), ' done']), '\n'])));
  });

  it('render a long list whole', () => {
    const text = Array.from({ length: 3000 }, (_, i) => `- item ${i}`).join('\n');
    const html = render(text).html;
    expect(html.match(/<li>/g)?.length).toBe(3000);
    expect(html).toContain('<li>item 2999</li>');
  });
});
