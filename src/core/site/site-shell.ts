import type { CurrentConfig, DocsConfig } from '../config/index.ts';

/**
 * The site's frame around every page, the same for both config formats: what the top bar, the
 * footer, the head and the page background show.
 */
export interface SiteShell {
  readonly name: string;
}

/** The shell of a spec-format config, or of the current-format config it was mapped from (`current`). */
export function buildSiteShell(config: DocsConfig, current: CurrentConfig | undefined): SiteShell {
  return { name: current?.name ?? config.name };
}
