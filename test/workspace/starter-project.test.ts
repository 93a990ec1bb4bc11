import '../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { checkProject, componentSpecs, detectConfigFormat, MemoryProject } from '../../src/core/index.ts';
import { emptyProject, minimalProject, RULES_FILE_PATH, rulesFileText, starterProject } from '../../src/workspace/index.ts';

const specComponents = ['Note', 'Tip', 'Warning', 'Info', 'Check', 'CodeGroup', 'RequestExample', 'ResponseExample', 'Steps', 'Step', 'Tabs', 'Tab', 'AccordionGroup', 'Accordion', 'Card', 'CardGroup', 'ParamField', 'ResponseField', 'Expandable', 'Frame', 'Tooltip', 'Update'];
const configFields = ['name', 'navigation', 'logo', 'favicon', 'colors', 'topbarLinks', 'topbarCtaButton', 'versions', 'anchors', 'topAnchor', 'tabs', 'api', 'openapi', 'footerSocials', 'feedback', 'modeToggle', 'backgroundImage'];

describe.each(['current', 'spec'] as const)('starterProject (%s format)', (format) => {
  const files = starterProject(format);
  const project = new MemoryProject(files);

  it('validates with no diagnostics at all, in its format', () => {
    const result = checkProject(project);
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`)).toEqual([]);
    expect(result.configFile).toBe('docs.json');
    expect(detectConfigFormat(JSON.parse(files.get('docs.json') ?? '{}'))).toBe(format);
  });

  it('uses every component of spec 2.4 in its pages', () => {
    const pages = [...files].filter(([path]) => path.endsWith('.mdx')).map(([, text]) => text).join('\n');
    const missing = specComponents.filter((name) => !new RegExp(`<${name}[\\s>/]`).test(pages));
    expect(missing).toEqual([]);
  });

  it('has the same pages, images and OpenAPI file in both formats', () => {
    expect([...files.keys()].sort()).toEqual([...starterProject(format === 'spec' ? 'current' : 'spec').keys()].sort());
  });
});

describe('starterProject', () => {
  it('is the current format unless the spec format is asked for', () => {
    expect([...starterProject()]).toEqual([...starterProject('current')]);
  });

  it("sets today's docs.json settings the site shows: navigation as an object of versions, tabs, anchors and groups, navbar, footer, theme, colors", () => {
    const config = JSON.parse(starterProject('current').get('docs.json') ?? '{}') as Record<string, Record<string, unknown>>;
    expect(Object.keys(config)).toEqual(['$schema', 'theme', 'name', 'description', 'colors', 'logo', 'favicon', 'appearance', 'background', 'navbar', 'navigation', 'footer', 'api', 'redirects', 'errors']);
    expect(Object.keys(config.navigation ?? {})).toEqual(['versions', 'global']);
    const [v2, v1] = config.navigation?.versions as { version: string; tabs?: { tab: string; groups: { group: string; hidden?: boolean }[] }[]; anchors?: { anchor: string }[] }[];
    expect(v2?.tabs?.map((t) => [t.tab, t.groups.map((g) => `${g.group}${g.hidden ? ' (hidden)' : ''}`)])).toEqual([
      ['Guides', ['Get started', 'Writing content', 'Internal (hidden)']],
      ['API reference', ['API reference']],
      ['Changelog', ['Changelog']],
    ]);
    expect([v1?.version, v1?.anchors?.map((a) => a.anchor)]).toEqual(['v1', ['Version 1 docs']]);
    expect(Object.keys(config.navbar ?? {})).toEqual(['links', 'primary']);
    expect(Object.keys(config.footer ?? {})).toEqual(['socials', 'links']);
  });
});

describe('starterProject (spec format)', () => {
  const files = starterProject('spec');

  it('sets every docs.json field of spec 2.1, including all nested objects', () => {
    const config = JSON.parse(files.get('docs.json') ?? '{}') as Record<string, Record<string, unknown>>;
    expect(configFields.filter((f) => !(f in config))).toEqual([]);
    expect(Object.keys(config.logo ?? {}).sort()).toEqual(['dark', 'href', 'light']);
    expect(Object.keys(config.colors ?? {}).sort()).toEqual(['background', 'dark', 'light', 'primary']);
    expect(Object.keys(config.api ?? {}).sort()).toEqual(['auth', 'baseUrl', 'maintainOrder', 'playground']);
    expect(Object.keys(config.footerSocials ?? {}).sort()).toEqual(['discord', 'facebook', 'github', 'hacker-news', 'instagram', 'linkedin', 'slack', 'website', 'x']);
    const anchors = config.anchors as unknown as Record<string, unknown>[];
    const anchorFields = new Set(anchors.flatMap((a) => Object.keys(a)));
    expect([...anchorFields].sort()).toEqual(['color', 'icon', 'iconType', 'isDefaultHidden', 'name', 'url', 'version']);
  });

  it('has a valid OpenAPI file, logos as SVG text and no binary files', () => {
    const files = starterProject();
    expect(JSON.parse(files.get('openapi.json') ?? '').openapi).toBe('3.0.3');
    expect(files.get('logo/light.svg')).toMatch(/^<svg /);
    expect([...files.values()].every((content) => typeof content === 'string')).toBe(true);
  });

  it('carries the AI rules file, generated from the component registry', () => {
    const files = starterProject();
    const rules = files.get(RULES_FILE_PATH) ?? '';
    expect(RULES_FILE_PATH).toBe('.cursor/rules.md');
    expect(rules).toBe(rulesFileText());
    for (const spec of componentSpecs) expect(rules).toContain(`#### \`${spec.name}\``);
    expect(rules).toContain('Wrap every image in `Frame` and give every image alt text.');
    expect(rules).toContain('Start the heading hierarchy of a page at level 2');
  });
});

describe('emptyProject', () => {
  it('has no files at all', () => {
    expect([...emptyProject()]).toEqual([]);
  });
});

describe('minimalProject', () => {
  it('is a docs.json and one page that validate with no diagnostics at all', () => {
    const files = minimalProject('My "docs"');
    expect([...files.keys()]).toEqual(['docs.json', 'introduction.mdx']);
    expect(JSON.parse(files.get('docs.json') ?? '').name).toBe('My "docs"');
    expect(checkProject(new MemoryProject(files)).diagnostics).toEqual([]);
  });
});
