import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { validateConfig } from '../../../../src/core/config/index.ts';
import { corpusV2Dir, describeCorpus } from '../../../setup/corpus.ts';

// The docs.json of both current-format projects validates with no diagnostic at all: every key they use
// (`styling`, `thumbnails`, `contextual`, `seo`, group icons as `{ name, style }`, dropdown `description`,
// `redirects` with and without `permanent`…) is one the current format defines, so no warning is pinned.
const projects = {
  pipecat: 'pipecat/docs.json',
  trigger: 'trigger/docs.json',
} as const;

const read = (name: keyof typeof projects): string => readFileSync(join(corpusV2Dir, projects[name]), 'utf8');

describeCorpus('corpus-v2', 'corpus-v2 docs.json files (current format)', () => {
  it.each(Object.keys(projects) as (keyof typeof projects)[])('%s validates as the current format with no error and no warning', (name) => {
    const result = validateConfig(read(name));
    expect(result.format).toBe('current');
    expect(result.diagnostics).toEqual([]);
    expect(result.currentConfig).toBeDefined();
    expect(result.config).toBeUndefined();
  });

  it('pipecat: theme mint, tabs and global anchors, navbar links, footer socials, redirects made permanent by default', () => {
    const config = validateConfig(read('pipecat')).currentConfig;
    expect(config?.theme).toBe('mint');
    expect(config?.navigation.tabs?.length).toBeGreaterThan(0);
    expect(config?.navigation.global?.anchors?.every((a) => a.href !== undefined)).toBe(true);
    expect(config?.navbar?.links?.[1]).toEqual({ icon: 'github', label: 'Github', href: 'https://github.com/pipecat-ai/pipecat' });
    expect(config?.footer?.socials).toEqual({ x: 'https://x.com/pipecat_ai', github: 'https://github.com/pipecat-ai/pipecat', discord: 'https://discord.gg/pipecat' });
    expect(config?.redirects?.[0]).toEqual({ source: '/api-reference/cli/create', destination: '/api-reference/cli/init', permanent: true });
    expect(config?.appearance).toEqual({ default: 'system', strict: false });
  });

  it('trigger: theme maple, dropdowns, a github primary button, dark strict appearance, background colors, two OpenAPI files', () => {
    const config = validateConfig(read('trigger')).currentConfig;
    expect(config?.theme).toBe('maple');
    expect(config?.navigation.dropdowns?.length).toBeGreaterThan(0);
    expect(config?.navbar?.primary).toEqual({ type: 'github', href: 'https://github.com/triggerdotdev/trigger.dev' });
    expect(config?.appearance).toEqual({ default: 'dark', strict: true });
    expect(config?.background).toEqual({ color: { light: '#fff', dark: '#121317' } });
    expect(config?.api).toEqual({ openapi: ['openapi.yml', 'v3-openapi.yaml'], playground: { display: 'simple' } });
    expect(config?.logo).toEqual({ light: '/logo/light.png', dark: '/logo/dark.png', href: 'https://trigger.dev' });
  });
});
