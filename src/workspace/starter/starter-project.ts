import { rulesFileText, RULES_FILE_PATH } from './rules-file.ts';
import { starterApiPages } from './starter-api.ts';
import { starterComponentPages } from './starter-components.ts';
import { starterConfigFiles } from './starter-config.ts';
import { starterGuidePages } from './starter-guides.ts';
import { starterImages } from './starter-images.ts';

/**
 * The project a first visit opens: a small but complete docs site that uses every component of
 * spec 2.4 and every docs.json field (anchors, tabs, versions, an OpenAPI file) and carries the
 * AI rules file. Paths are project paths; every file is text.
 */
export function starterProject(): Map<string, string> {
  return new Map([
    ...Object.entries(starterConfigFiles),
    ...Object.entries(starterGuidePages),
    ...Object.entries(starterComponentPages),
    ...Object.entries(starterApiPages),
    ...Object.entries(starterImages),
    [RULES_FILE_PATH, rulesFileText()],
  ]);
}

/** The file the editor opens first in a new starter workspace. */
export const STARTER_FIRST_FILE = 'introduction.mdx';

/** The files of "New empty workspace": none (the preview then offers to create a minimal docs.json and page). */
export function emptyProject(): Map<string, string> {
  return new Map();
}
