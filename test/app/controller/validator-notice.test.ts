import { describe, expect, it } from 'vitest';
import { notify } from '../../../src/app/controller/notices.ts';
import { ValidatorNotice } from '../../../src/app/controller/validator-notice.ts';
import { initialAppState } from '../../../src/app/state/app-state.ts';
import { createStore } from '../../../src/app/state/store.ts';

// Issue "every status tells the truth" §1: "The validator stopped with an error" stayed on screen after
// the file that caused it was renamed and the site rendered again.
describe('ValidatorNotice', () => {
  it('is shown when the worker fails and taken down when it renders again, leaving other notices', () => {
    const store = createStore(initialAppState('light'));
    const notice = new ValidatorNotice(store);
    notify(store, 'warning', 'Another notice.');
    notice.stopped('"guides/a.mdx" is not a navigable page of this site');
    expect(store.get().notices.map((n) => [n.kind, n.text])).toEqual([
      ['warning', 'Another notice.'],
      ['error', 'The validator stopped with an error: "guides/a.mdx" is not a navigable page of this site'],
    ]);
    notice.stopped('another error');
    expect(store.get().notices.map((n) => n.text)).toEqual(['Another notice.', 'The validator stopped with an error: another error']);
    notice.recovered();
    expect(store.get().notices.map((n) => n.text)).toEqual(['Another notice.']);
    notice.recovered();
    expect(store.get().notices.map((n) => n.text)).toEqual(['Another notice.']);
  });
});
