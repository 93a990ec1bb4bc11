// A site from a current-format docs.json, for the shell's render tests (see site-fixture.ts for the spec format).
import { expect } from 'vitest';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { loadSiteConfig } from '../../../src/core/site/load-site-config.ts';
import type { SiteModel } from '../../../src/core/site/site-model.ts';
import { buildSiteModel } from '../../../src/core/site/site-model.ts';
import { page } from './site-fixture.ts';

/** The settings every current-format config needs, with one page, `index`. */
export const currentBase = { theme: 'mint', name: 'Acme', colors: { primary: '#112233' }, navigation: { pages: ['index', 'guides/start'] } };

/** The pages `currentBase` lists. */
export const currentFiles: Record<string, string> = { 'index.mdx': page('Home'), 'guides/start.mdx': page('Start') };

/**
 * The site of a current-format docs.json (`currentBase` and `settings`) over `currentFiles` and
 * `files`; the config must load with exactly the error codes `errors` (default none).
 */
export function currentSite(settings: Record<string, unknown>, files: Record<string, string> = {}, errors: readonly string[] = []): SiteModel {
  const project = new MemoryProject({ 'docs.json': JSON.stringify({ ...currentBase, ...settings }), ...currentFiles, ...files });
  const loaded = loadSiteConfig(project);
  expect(loaded.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(errors);
  if (!loaded.config || loaded.format !== 'current') throw new Error('not a current-format config');
  return buildSiteModel(loaded.config, project);
}
