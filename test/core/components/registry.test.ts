import { describe, expect, it } from 'vitest';
import { componentAliases, componentRegistry, componentSpecs, findAttribute } from '../../../src/core/components/index.ts';
import { checkPage } from '../../../src/core/lint/index.ts';

// Section 2.4 of the spec: each component and the attributes it lists.
const spec24: Readonly<Record<string, readonly string[]>> = {
  Note: [],
  Tip: [],
  Warning: [],
  Info: [],
  Check: [],
  CodeGroup: [],
  RequestExample: [],
  ResponseExample: [],
  Steps: [],
  Step: ['title'],
  Tabs: [],
  Tab: ['title'],
  AccordionGroup: [],
  Accordion: ['title'],
  Card: ['title', 'icon', 'href'],
  CardGroup: ['cols'],
  ParamField: ['path', 'body', 'query', 'header', 'type', 'required', 'default'],
  ResponseField: ['name', 'type', 'required'],
  Expandable: ['title'],
  Frame: ['caption'],
  Tooltip: ['tip'],
  Update: ['label', 'description'],
};

describe('componentRegistry: completeness against spec 2.4', () => {
  it.each(Object.entries(spec24))('has %s with its spec attributes', (name, attributes) => {
    const spec = componentRegistry.get(name);
    expect(spec?.inSpec).toBe(true);
    for (const attribute of attributes) expect(findAttribute(name, attribute)?.inSpec, `${name}.${attribute}`).toBe(true);
    expect(spec?.attributes.filter((a) => a.inSpec).map((a) => a.name).sort()).toEqual([...attributes].sort());
  });

  it('marks only spec components as inSpec', () => {
    expect(componentSpecs.filter((c) => c.inSpec).map((c) => c.name).sort()).toEqual(Object.keys(spec24).sort());
  });

  it('requires the attributes the spec names as the point of the component', () => {
    const required = componentSpecs.flatMap((c) => c.attributes.filter((a) => a.required).map((a) => `${c.name}.${a.name}`)).sort();
    expect(required).toEqual([
      'Accordion.title', 'Card.title', 'Color.Item.value', 'Color.variant', 'Expandable.title', 'GitHub.Repo.repo', 'Icon.icon', 'Link.href', 'Prompt.description', 'ResponseField.name', 'ResponseField.type', 'Snippet.file', 'Step.title', 'Tab.title', 'Tile.href', 'Tooltip.tip',
      'Tree.File.name', 'Tree.Folder.name', 'Update.label', 'View.title', 'Visibility.for',
    ]);
    expect(componentRegistry.get('ParamField')?.exactlyOneOf).toEqual([['path', 'body', 'query', 'header']]);
  });

  it('types the spec attributes as the spec describes them', () => {
    expect(findAttribute('ParamField', 'required')?.type).toBe('flag');
    expect(findAttribute('ResponseField', 'required')?.type).toBe('flag');
    expect(findAttribute('CardGroup', 'cols')?.type).toBe('number');
    expect(findAttribute('Card', 'href')?.type).toBe('string');
  });

  it('describes what real projects use beyond the spec', () => {
    const names = (component: string) => componentRegistry.get(component)?.attributes.map((a) => a.name);
    expect(names('Card')).toEqual(['title', 'icon', 'href', 'iconType', 'color', 'horizontal', 'img', 'cta', 'arrow']);
    expect(names('Accordion')).toEqual(expect.arrayContaining(['defaultOpen', 'icon', 'description']));
    expect(names('Expandable')).toEqual(expect.arrayContaining(['defaultOpen']));
    expect(names('ParamField')).toEqual(expect.arrayContaining(['optional', 'deprecated', 'placeholder', 'initialValue']));
    expect(names('ResponseField')).toEqual(expect.arrayContaining(['default', 'deprecated']));
    expect(names('Step')).toEqual(expect.arrayContaining(['icon', 'stepNumber', 'titleSize', 'id', 'noAnchor']));
    expect(names('Tabs')).toEqual(['defaultTabIndex', 'sync', 'borderBottom']);
    expect(names('Tab')).toEqual(['title', 'icon', 'iconType', 'id']);
    expect(names('CodeGroup')).toEqual(['dropdown']);
    expect(names('Frame')).toEqual(['caption', 'hint', 'style']);
    expect(names('Tooltip')).toEqual(['tip', 'headline', 'cta', 'href']);
    expect(names('Update')).toEqual(['label', 'description', 'tags', 'rss']);
    expect(names('ResponseField')).toEqual(expect.arrayContaining(['pre', 'post']));
    expect(names('Icon')).toEqual(['icon', 'iconType', 'color', 'size', 'className']);
    expect(names('Snippet')).toEqual(['file']);
    expect(componentRegistry.has('Latex')).toBe(true);
  });

  it('describes the platform components beyond the spec, with their attributes and types', () => {
    const names = (component: string) => componentRegistry.get(component)?.attributes.map((a) => `${a.name}:${a.type}${a.required ? '!' : ''}`);
    expect(names('Badge')).toEqual(['color:string', 'size:string', 'shape:string', 'icon:string', 'iconType:string', 'stroke:boolean', 'disabled:boolean', 'className:string']);
    expect(names('Panel')).toEqual([]);
    expect(names('Tree')).toEqual(['style:object', 'className:string']);
    expect(names('FileTree')).toEqual(['style:object', 'className:string']);
    expect(names('Tree.Folder')).toEqual(['name:string!', 'defaultOpen:boolean', 'openable:boolean', 'highlight:boolean']);
    expect(names('Tree.File')).toEqual(['name:string!', 'highlight:boolean']);
    expect(names('Color')).toEqual(['variant:string!', 'className:string']);
    expect(names('Color.Row')).toEqual(['title:string']);
    expect(names('Color.Item')).toEqual(['value:expression!', 'name:string']);
    expect(names('View')).toEqual(['title:string!', 'icon:string', 'iconType:string']);
    expect(names('Prompt')).toEqual(['description:string!', 'actions:array', 'icon:string', 'iconType:string']);
    expect(names('Visibility')).toEqual(['for:string!']);
    expect(names('Tile')).toEqual(['href:string!', 'title:string', 'description:string', 'className:string']);
    expect(names('GitHub.Repo')).toEqual(['repo:string!', 'variant:string', 'className:string']);
    expect(names('CodeBlock')).toEqual(['language:string', 'filename:string', 'icon:string', 'lines:boolean', 'wrap:boolean', 'nocopy:boolean', 'expandable:boolean', 'highlight:string', 'focus:string']);
    expect(names('Columns')).toEqual(['cols:number', 'className:string']);
    expect(names('Column')).toEqual([]);
    expect(names('Danger')).toEqual([]);
    expect(names('Callout')).toEqual(['icon:string', 'iconType:string', 'color:string']);
    expect(names('Link')).toEqual(['href:string!', 'title:string']);
    expect(findAttribute('Visibility', 'for')?.values).toEqual(['humans', 'agents']);
    expect(findAttribute('Color', 'variant')?.values).toEqual(['compact', 'table']);
    expect(findAttribute('GitHub.Repo', 'variant')?.values).toEqual(['inset', 'flat']);
    expect(componentRegistry.get('Tree.File')?.parents).toEqual(['Tree', 'FileTree', 'Tree.Folder']);
    expect(componentRegistry.get('Color.Item')?.parents).toEqual(['Color', 'Color.Row']);
    expect(componentRegistry.get('Column')?.parents).toEqual(['Columns']);
  });

  it('says where Step and Tab belong', () => {
    expect(componentRegistry.get('Step')?.parents).toEqual(['Steps']);
    expect(componentRegistry.get('Tab')?.parents).toEqual(['Tabs']);
    expect(componentRegistry.get('Steps')?.children).toEqual(['Step']);
    expect(componentRegistry.get('Tabs')?.children).toEqual(['Tab']);
  });
});

describe('componentRegistry: consistent data', () => {
  it('is plain data that survives JSON (for the rules file and the editor)', () => {
    expect(JSON.parse(JSON.stringify(componentSpecs))).toEqual(componentSpecs);
  });

  it('has unique component names and unique attribute names per component', () => {
    expect(new Set(componentSpecs.map((c) => c.name)).size).toBe(componentSpecs.length);
    for (const c of componentSpecs) expect(new Set(c.attributes.map((a) => a.name)).size, c.name).toBe(c.attributes.length);
  });

  it('gives every component and attribute a one-line description', () => {
    for (const c of componentSpecs) {
      expect(c.description, c.name).toMatch(/^[A-Z`].*\.$/);
      expect(c.description).not.toContain('\n');
      for (const a of c.attributes) expect(a.description, `${c.name}.${a.name}`).toMatch(/^[A-Z`].*\.$/);
    }
  });

  it('lists allowed values only for string attributes, and refers only to known components', () => {
    for (const c of componentSpecs) {
      for (const a of c.attributes) if (a.values) expect(a.type, `${c.name}.${a.name}`).toBe('string');
      for (const other of [...(c.parents ?? []), ...(c.children ?? [])]) expect(componentRegistry.has(other), `${c.name} → ${other}`).toBe(true);
      for (const group of c.exactlyOneOf ?? []) for (const a of group) expect(findAttribute(c.name, a), `${c.name}.${a}`).toBeDefined();
    }
  });

  it('has lowercase aliases that are not themselves component names', () => {
    for (const [alias, target] of Object.entries(componentAliases)) {
      expect(alias).toBe(alias.toLowerCase());
      expect(componentRegistry.has(target)).toBe(true);
      expect(componentSpecs.some((c) => c.name.toLowerCase() === alias), alias).toBe(false);
    }
    expect(componentAliases['warn']).toBe('Warning');
  });

  it.each(componentSpecs.map((c) => [c.name, c.example] as const))('has an example of %s that passes the component checks', (name, example) => {
    const { diagnostics } = checkPage(`${name}.mdx`, example, { snippet: true });
    expect(diagnostics.filter((d) => d.code.startsWith('component/') || d.code === 'page/mdx-syntax')).toEqual([]);
  });
});
