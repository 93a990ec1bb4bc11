import { describe, expect, it } from 'vitest';
import { IdAssigner, IdRequests, fillIds } from '../../../src/core/render/ids.ts';

describe('ids', () => {
  it('writes placeholders and fills them with page-wide de-duplicated ids', () => {
    const a = new IdRequests();
    const first = `<h2 id="${a.heading('Setup', 2)}"></h2><div id="${a.uid('q-tabs')}"></div>`;
    const b = new IdRequests();
    const second = `<h2 id="${b.heading('Setup', 3)}"></h2><div id="${b.uid('q-tabs')}-tab-0"></div>`;
    const assigner = new IdAssigner();
    expect(fillIds(first, assigner.assign(a.list))).toBe('<h2 id="setup"></h2><div id="q-tabs-0"></div>');
    expect(fillIds(second, assigner.assign(b.list))).toBe('<h2 id="setup-1"></h2><div id="q-tabs-1-tab-0"></div>');
    expect(assigner.toc).toEqual([
      { depth: 2, id: 'setup', text: 'Setup' },
      { depth: 3, id: 'setup-1', text: 'Setup' },
    ]);
  });

  it('leaves text that only looks like a placeholder alone', () => {
    expect(fillIds('a\uE0009\uE001b', ['x'])).toBe('a\uE0009\uE001b');
  });
});
