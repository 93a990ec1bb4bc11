import { describe, expect, it } from 'vitest';
import { render } from '../render-helpers.ts';

describe('<CardGroup>', () => {
  it('sets the column count from cols', () => {
    const page = render('<CardGroup cols={3}>\n  <Card title="A" />\n  <Card title="B" />\n</CardGroup>');
    expect(page.html).toMatch(/^<div class="q-card-group" data-cols="3" style="--q-cols: 3"><div class="q-card">.*<\/div><div class="q-card">.*<\/div><\/div>$/);
  });

  it.each([
    ['', '2'],
    [' cols="4"', '4'],
    [' cols={0}', '1'],
    [' cols={12}', '6'],
  ])('uses%s → %s columns', (attr, cols) => {
    expect(render(`<CardGroup${attr}>\n  <Card title="A" />\n</CardGroup>`).html).toContain(`data-cols="${cols}" style="--q-cols: ${cols}"`);
  });
});
