import { describe, expect, it } from 'vitest';
import { describeStorageError } from '../../../src/app/controller/workspace-session.ts';
import { SymlinkPathError } from '../../../src/workspace/index.ts';

describe('describeStorageError', () => {
  it('gives a save refused at a symbolic link its own message, naming the path and the link', () => {
    expect(describeStorageError(new SymlinkPathError('/assets/new.mdx', '/assets'))).toBe('"/assets/new.mdx" is inside "/assets", a symbolic link, and Quire never reads or writes through a link, so nothing was read or written there. Replace the link with the file or folder itself.');
    expect(describeStorageError(Object.assign(new Error('gone'), { code: 'ENOENT' }))).toBe('The file no longer exists in the workspace.');
  });
});
