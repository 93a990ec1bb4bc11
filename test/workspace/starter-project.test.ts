import '../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { checkProject, componentSpecs, MemoryProject } from '../../src/core/index.ts';
import { emptyProject, minimalProject, RULES_FILE_PATH, rulesFileText, starterProject } from '../../src/workspace/index.ts';

const specComponents = ['Note', 'Tip', 'Warning', 'Info', 'Check', 'CodeGroup', 'RequestExample', 'ResponseExample', 'Steps', 'Step', 'Tabs', 'Tab', 'AccordionGroup', 'Accordion', 'Card', 'CardGroup', 'ParamField', 'ResponseField', 'Expandable', 'Frame', 'Tooltip', 'Update'];
const configFields = ['name', 'navigation', 'logo', 'favicon', 'colors', 'topbarLinks', 'topbarCtaButton', 'versions', 'anchors', 'topAnchor', 'tabs', 'api', 'openapi', 'footerSocials', 'feedback', 'modeToggle', 'backgroundImage'];

describe('starterProject', () => {
  const files = starterProject();
  const project = new MemoryProject(files);

  it('validates with zero errors and zero warnings', () => {
    const result = checkProject(project);
    const problems = result.diagnostics.filter((d) => d.severity !== 'info').map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`);
    expect(problems).toEqual([]);
    expect(result.configFile).toBe('docs.json');
  });

  it('uses every component of spec 2.4 in its pages', () => {
    const pages = [...files].filter(([path]) => path.endsWith('.mdx')).map(([, text]) => text).join('\n');
    const missing = specComponents.filter((name) => !new RegExp(`<${name}[\\s>/]`).test(pages));
    expect(missing).toEqual([]);
  });

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
    expect(JSON.parse(files.get('openapi.json') ?? '').openapi).toBe('3.0.3');
    expect(files.get('logo/light.svg')).toMatch(/^<svg /);
    expect([...files.values()].every((content) => typeof content === 'string')).toBe(true);
  });

  it('carries the AI rules file, generated from the component registry', () => {
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
