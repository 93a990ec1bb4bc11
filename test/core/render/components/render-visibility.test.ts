import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

describe('<Visibility>', () => {
  it('shows content for humans in place, without a wrapper', () => {
    const page = render('<Visibility for="humans">\n  Click **Get started**.\n</Visibility>');
    expect(page.html).toBe(html(h('p', ['Click ', h('strong', 'Get started'), '.'])));
    expect(codes(page)).toEqual([]);
  });

  it('keeps content for agents in an inert template: in the HTML for Markdown exports, never shown', () => {
    const page = render('<Visibility for="agents">\n  Call `POST /v1/accounts`.\n</Visibility>');
    expect(page.html).toBe('<template data-visibility="agents"><p>Call <code>POST /v1/accounts</code>.</p></template>');
    expect(codes(page)).toEqual([]);
  });
});
