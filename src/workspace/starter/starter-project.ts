import { rulesFileText, RULES_FILE_PATH } from './rules-file.ts';
import { starterApiPages } from './starter-api.ts';
import { starterComponentPages } from './starter-components.ts';
import { starterConfigFiles } from './starter-config.ts';
import { starterCurrentConfig } from './starter-current-config.ts';
import { starterCurrentPages } from './starter-current-pages.ts';
import { starterGuidePages } from './starter-guides.ts';
import { starterImages } from './starter-images.ts';

/** The docs.json format of a starter: today's (`current`, what a first visit opens) or the spec's. */
export type StarterFormat = 'current' | 'spec';

/**
 * The project a first visit opens: a small but complete docs site that uses every component of
 * spec 2.4, an OpenAPI file, versions, tabs and anchors, and carries the AI rules file. In the
 * current format its docs.json is today's (navigation as an object, navbar, footer, …); in the spec
 * format it sets every field of the spec. Paths are project paths; every file is text.
 * @param format the docs.json format (default `current`)
 */
export function starterProject(format: StarterFormat = 'current'): Map<string, string> {
  const files = new Map([
    ...Object.entries(starterConfigFiles),
    ...Object.entries(starterGuidePages),
    ...Object.entries(starterComponentPages),
    ...Object.entries(starterApiPages),
    ...Object.entries(starterImages),
    [RULES_FILE_PATH, rulesFileText()],
  ]);
  if (format === 'spec') return files;
  files.set('docs.json', starterCurrentConfig);
  for (const [path, text] of Object.entries(starterCurrentPages)) files.set(path, text);
  return files;
}

/** The file the editor opens first in a new starter workspace. */
export const STARTER_FIRST_FILE = 'introduction.mdx';

/** The files of "New empty workspace": none (the preview then offers to create a minimal docs.json and page). */
export function emptyProject(): Map<string, string> {
  return new Map();
}
