import { QuireError } from '../core/index.ts';

/** The code of SymlinkPathError. */
export const SYMLINK_IN_PATH = 'workspace/symlink-in-path';

/**
 * A read, write, listing, move or delete refused because its path is, or goes through, a symbolic
 * link: the workspace never follows one (a cloned repository may hold `assets -> .git`). `path` is
 * the path asked for, `link` the link found in it (the path itself when it is the link).
 */
export class SymlinkPathError extends QuireError {
  override readonly code = SYMLINK_IN_PATH;
  readonly path: string;
  readonly link: string;

  constructor(path: string, link: string, message = symlinkMessage(path, link)) {
    super(SYMLINK_IN_PATH, message, { path, link });
    this.name = 'SymlinkPathError';
    this.path = path;
    this.link = link;
  }
}

/** The plain message of a path refused because of the link in it. */
function symlinkMessage(path: string, link: string): string {
  const where = path === link ? `"${path}" is a symbolic link` : `"${path}" is inside "${link}", a symbolic link`;
  return `${where}, and Quire never reads or writes through a link, so nothing was read or written there. Replace the link with the file or folder itself.`;
}
