import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { html, render } from '../render-helpers.ts';

describe('<Update>', () => {
  it('renders a changelog entry with an id and a table-of-contents entry', () => {
    const page = render('<Update label="2024-10-11" description="v1.2.0">\n  New things.\n</Update>');
    expect(page.html).toBe(
      html(h('div', { className: ['q-update'], id: '2024-10-11' }, [h('div', { className: ['q-update-meta'] }, [h('span', { className: ['q-update-label'] }, '2024-10-11'), h('span', { className: ['q-update-description'] }, 'v1.2.0')]), h('div', { className: ['q-update-content'] }, [h('p', 'New things.')])])),
    );
    expect(page.toc).toEqual([{ depth: 2, id: '2024-10-11', text: '2024-10-11' }]);
  });

  it('shows tags and de-duplicates ids', () => {
    const page = render('<Update label="May" tags={["API", "SDK"]}>a</Update>\n\n<Update label="May">b</Update>');
    expect(page.html).toContain('<span class="q-update-tag">API</span><span class="q-update-tag">SDK</span>');
    expect(page.toc.map((t) => t.id)).toEqual(['may', 'may-1']);
  });
});
