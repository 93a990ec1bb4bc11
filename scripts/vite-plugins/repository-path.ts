import { fileURLToPath } from 'node:url';

/** The absolute path of a file of the repository, from its path relative to the repository's root. */
export function repositoryPath(relative: string): string {
  return fileURLToPath(new URL(`../../${relative}`, import.meta.url));
}
