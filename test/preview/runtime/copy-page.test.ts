import { describe, expect, it } from 'vitest';
import { pagePathOfUrl } from '../../../src/preview/runtime/copy-page.ts';

describe('pagePathOfUrl', () => {
  it('gives the navigation path that `copy-page` names, from the site URL of the page shown', () => {
    expect(pagePathOfUrl('/guides/set%20up')).toBe('guides/set up');
    expect(pagePathOfUrl('/index#install')).toBe('index');
    expect(pagePathOfUrl('/caf%C3%A9/%zz')).toBe('café/%zz');
  });
});
