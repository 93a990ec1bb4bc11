import { describe, expect, it } from 'vitest';
import { editorComponents, editorConfigSchema, editorFrontmatterKeys } from '../../src/editor/editor-data.ts';
import { mdxCompletions } from '../../src/editor/mdx-completions.ts';
import { mdxHoverAt } from '../../src/editor/mdx-hover.ts';

// The editor against core's real registry, front matter keys and docs.json schema.
describe('editor data from core', () => {
  const source = { components: editorComponents, frontmatterKeys: editorFrontmatterKeys };

  it('completes the spec components after <', () => {
    const labels = mdxCompletions('<', 1, source).map((i) => i.label);
    for (const name of ['Note', 'Tip', 'Warning', 'Info', 'Check', 'CodeGroup', 'Steps', 'Step', 'Tabs', 'Tab', 'AccordionGroup', 'Accordion', 'Card', 'CardGroup', 'ParamField', 'ResponseField', 'Expandable', 'Frame', 'Tooltip', 'Update']) {
      expect(labels).toContain(name);
    }
  });

  it('inserts Card with its required title and ParamField with a location choice', () => {
    const items = mdxCompletions('<', 1, source);
    expect(items.find((i) => i.label === 'Card')?.insertText).toBe('Card title="$1">$0</Card>');
    expect(items.find((i) => i.label === 'ParamField')?.insertText).toBe('ParamField ${1|path,body,query,header|}="$2">$0</ParamField>');
  });

  it('offers the iconType values inside a Card attribute', () => {
    expect(mdxCompletions('<Card iconType=""', 16, source).map((i) => i.label)).toEqual(['brands', 'duotone', 'light', 'regular', 'sharp-solid', 'solid', 'thin']);
  });

  it('completes title and description first in front matter', () => {
    expect(mdxCompletions('---\n\n---\n', 4, source).slice(0, 2).map((i) => i.label)).toEqual(['title', 'description']);
  });

  it('documents Frame on hover', () => {
    expect(mdxHoverAt('<Frame caption="x">', 2, editorComponents)?.markdown).toMatch(/^\*\*`<Frame>`\*\* — /);
  });

  it('has a JSON Schema whose top level describes name and navigation', () => {
    const properties = editorConfigSchema['properties'] as Record<string, { description?: string }>;
    expect(properties['name']?.description).toBe('Project name, used for the global title');
    expect(properties['navigation']?.description).toBe('Groups with the pages in each group');
  });
});
