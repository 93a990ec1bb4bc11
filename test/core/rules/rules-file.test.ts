import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { checkPage, componentSpecs, LintCode, rulesEditorFor, rulesEditors, rulesFileMarker, rulesFilePath, rulesFileText } from '../../../src/core/index.ts';
import type { ComponentSpec } from '../../../src/core/index.ts';
import { addTestComponent } from '../../../src/core/components/registry.ts';
import { editorComponents, editorFrontmatterKeys } from '../../../src/editor/editor-data.ts';
import { mdxCompletions } from '../../../src/editor/mdx-completions.ts';

const lines = (text: string) => text.split('\n');

describe('rulesFileText', () => {
  const text = rulesFileText();

  it('starts with the front matter an editor reads and the marker line, and ends with one newline', () => {
    expect(lines(text).slice(0, 8)).toEqual([
      '---',
      'title: "Rules for writing these docs"',
      'description: "How pages of this project are written: style, structure, components and API pages."',
      'alwaysApply: true',
      '---',
      '',
      rulesFileMarker,
      '',
    ]);
    expect(text.endsWith('```\n')).toBe(true);
    expect(text.endsWith('\n\n')).toBe(false);
    expect(rulesFileText()).toBe(text);
  });

  it('states the seven authoring rules of spec 2.4, each with the lint checks that enforce it', () => {
    const rules = lines(text).filter((line) => /^\d\. /.test(line));
    expect(rules).toHaveLength(7);
    expect(rules[3]).toBe('4. Wrap every image in `Frame` and give every image alt text. Checked: `lint/image-outside-frame`, `lint/image-missing-alt`.');
    expect(rules[4]).toBe("5. Start the heading hierarchy of a page at level 2 (`##`); the front matter title is the page's level 1 heading. Checked: `lint/heading-level-1`.");
    expect(rules[5]).toBe('6. Make code examples complete and runnable, name the language of every code block, and never put real keys or secrets in them. Checked: `lint/code-missing-language`, `lint/secret-in-code`.');
    expect(rules[0]).toBe('1. Use clear, direct language: second person for instructions, active voice, present tense for current states.');
  });

  it('lists every lint code of the validator under what the checks report', () => {
    const reported = lines(text).filter((line) => line.startsWith('- `lint/'));
    expect(reported.map((line) => /^- `([^`]+)`/.exec(line)?.[1])).toEqual(Object.values(LintCode));
    expect(reported[2]).toBe('- `lint/heading-level-1`: a level 1 heading (`#`) in the body of a page.');
    expect(text).toContain('\n- `component/unknown`: a component that is not listed below and not imported on the page.\n');
    expect(text).toContain('\n- `page/missing-description`: a page without `description`.\n');
  });

  it('shows the front matter keys of spec 2.3 and the other keys pages may set', () => {
    expect(text).toContain('```yaml\n---\ntitle: "Clear, specific, keyword-rich title of the page"\ndescription: "Concise statement of the page\'s purpose and value"\n---\n```');
    expect(text).toContain('\n- `hidden` (boolean): Keeps the page out of the sidebar.\n');
  });

  it('describes every registered component by category, in registry order, with its attributes, nesting and example', () => {
    const headings = lines(text).filter((line) => line.startsWith('#### '));
    const categories = ['callout', 'structure', 'navigation', 'api', 'media', 'inline'];
    expect(headings).toEqual(categories.flatMap((category) => componentSpecs.filter((spec) => spec.category === category).map((spec) => `#### \`${spec.name}\``)));
    expect(headings).toHaveLength(componentSpecs.length);
    expect(lines(text).filter((line) => line.startsWith('### '))).toEqual(['### Callouts', '### Structure', '### Navigation', '### API reference', '### Media', '### Inline']);
    expect(text).toContain('#### `CardGroup`\n\nLays several `Card` elements out in a grid.\n\n- `cols` (number, default `2`): Number of columns of the grid.\n');
    expect(text).toContain('- `title` (string, required): Title of the card.\n');
    expect(text).toContain('#### `ParamField`\n\nA request parameter: its location and name, type, whether it is required, and a description as content.\n\nTakes exactly one of `path`, `body`, `query`, `header`.\n\n- `path` (string): Name of a path parameter (`/users/{id}` → `path="id"`).\n');
    expect(text).toContain('#### `Step`\n\nOne step of a `Steps` procedure.\n\nGoes directly inside `Steps`.\n');
    expect(text).toContain('```mdx\n<Card title="Quickstart" icon="rocket" href="/quickstart">\n  Set up your project in five minutes.\n</Card>\n```');
  });

  it('describes only the components it is given', () => {
    const only = componentSpecs.filter((spec) => spec.name === 'Note');
    const lean = rulesFileText({ components: only });
    expect(lines(lean).filter((line) => line.startsWith('#'))).toEqual(['## How to write', '## Front matter', '## What the checks report', '## Components', '### Callouts', '#### `Note`']);
  });
});

describe('a component added to the registry (test-only)', () => {
  const sparkle: ComponentSpec = {
    name: 'Sparkle',
    category: 'inline',
    description: 'A test-only twinkle.',
    attributes: [{ name: 'glow', type: 'string', required: true, values: ['soft', 'bright'], description: 'How bright it twinkles.' }],
    hasChildren: false,
    inSpec: false,
    example: '<Sparkle glow="soft" />',
  };
  const page = '---\ntitle: "T"\ndescription: "D"\n---\n\n<Sparkle glow="soft" />\n';
  const unknownOf = (text: string) => checkPage('a.mdx', text).diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`);

  it('appears in the rules file, in completion and in validation alike, and leaves all three when removed', () => {
    expect(unknownOf(page)).toEqual(['6:1 component/unknown']);
    const remove = addTestComponent(sparkle);
    try {
      const text = rulesFileText();
      expect(text).toContain('#### `Sparkle`\n\nA test-only twinkle.\n\n- `glow` (string, required, one of `soft`, `bright`): How bright it twinkles.\n\n```mdx\n<Sparkle glow="soft" />\n```\n');
      expect(lines(text).filter((line) => line.startsWith('#### ')).at(-1)).toBe('#### `Sparkle`');
      const names = mdxCompletions('<Spa', 4, { components: editorComponents, frontmatterKeys: editorFrontmatterKeys }).map((s) => s.label);
      expect(names).toContain('Sparkle');
      const attributes = mdxCompletions('<Sparkle g', 10, { components: editorComponents, frontmatterKeys: editorFrontmatterKeys }).map((s) => s.label);
      expect(attributes).toEqual(['glow']);
      expect(unknownOf(page)).toEqual([]);
      expect(unknownOf(page.replace('soft', 'dim')).map((line) => line.replace(/^\d+:\d+ /, ''))).toEqual(['component/invalid-attribute']);
    } finally {
      remove();
    }
    expect(rulesFileText()).not.toContain('Sparkle');
    expect(mdxCompletions('<Spa', 4, { components: editorComponents, frontmatterKeys: editorFrontmatterKeys }).map((s) => s.label)).not.toContain('Sparkle');
    expect(unknownOf(page)).toEqual(['6:1 component/unknown']);
  });
});

describe('rulesEditors', () => {
  it('places the file in each editor folder, rules.md unless the editor reads only another name', () => {
    expect(rulesEditors.map(rulesFilePath)).toEqual(['.cursor/rules.md', '.windsurf/rules/rules.md', '.clinerules/rules.md', '.roo/rules/rules.md', '.github/copilot-instructions.md', '.claude/CLAUDE.md']);
  });

  it('finds the editor of a folder as typed, and none for another folder', () => {
    expect(['.cursor', './.cursor/', '.windsurf', '.windsurf/rules', '.roo', '.github', ' .claude '].map((dir) => rulesEditorFor(dir)?.editor)).toEqual(['Cursor', 'Cursor', 'Windsurf', 'Windsurf', 'Roo Code', 'GitHub Copilot', 'Claude Code']);
    expect(['', '.vscode', 'cursor', '../.cursor', '.cursor/rules'].map((dir) => rulesEditorFor(dir))).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
