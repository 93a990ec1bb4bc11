import { describe, expect, it } from 'vitest';
import { QuireError } from '../../../src/core/index.ts';

describe('QuireError', () => {
  it('carries its code and data as fields, apart from the message', () => {
    const error = new QuireError('site/unknown-page', '"nope" is not a navigable page of this site', { page: 'nope' });
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.code, error.message, error.data]).toEqual(['QuireError', 'site/unknown-page', '"nope" is not a navigable page of this site', { page: 'nope' }]);
    expect(new QuireError('cli/usage', 'Unknown command "x".').data).toBeUndefined();
  });
});
