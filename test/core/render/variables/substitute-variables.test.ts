import { describe, expect, it } from 'vitest';
import { render } from '../render-helpers.ts';

const variables = { version: '2.0.0', 'api-url': 'https://api.example.com' };

describe('docs.json variables', () => {
  it('replace {{name}} (hyphens too) in text, link targets, attributes and code', () => {
    const page = render('The current version is {{version}}. Call [the API]({{api-url}}/v1).\n\n<Card title="v{{version}}">x</Card>\n\n```bash\nnpm i sdk@{{version}}\n```', { ctx: { variables, highlight: false } });
    expect(page.ok).toBe(true);
    expect(page.html).toContain('<p>The current version is 2.0.0. Call <a href="https://api.example.com/v1">the API</a>.</p>');
    expect(page.html).toContain('v2.0.0');
    expect(page.html).toContain('<code class="language-bash">npm i sdk@2.0.0</code>');
    expect(page.diagnostics).toEqual([]);
  });

  it('warn about an unknown name with its file, line and column, and show it as written; not inside code', () => {
    const page = render('Intro\n\nSee {{nope}} here.\n\n```mermaid\nA --> B{{DECIDE}}\n```', { ctx: { variables, highlight: false } });
    expect(page.html).toContain('<p>See {{nope}} here.</p>');
    expect(page.html).toContain('<div class="q-mermaid"><pre class="q-mermaid-source"><code>A --> B{{DECIDE}}</code></pre></div>');
    expect(page.diagnostics).toEqual([
      {
        file: 'guides/page.mdx',
        line: 3,
        column: 5,
        endLine: 3,
        endColumn: 13,
        severity: 'warning',
        code: 'render/unknown-variable',
        message: '`{{nope}}` names no variable of docs.json, so it is shown as written (the platform\'s build fails on it). Defined: `version`, `api-url`. Add it to `variables` or fix the name.',
        data: { name: 'nope' },
      },
    ]);
  });

  it('replace placeholders inside a snippet, and report an unknown one in the snippet file', () => {
    const page = render("import Install from '/snippets/install.mdx';\n\n<Install />", { files: { 'snippets/install.mdx': 'Install {{version}} or {{old}}.' }, ctx: { variables } });
    expect(page.html).toBe('<p>Install 2.0.0 or {{old}}.</p>');
    expect(page.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`)).toEqual(['snippets/install.mdx:1:24 render/unknown-variable']);
  });

  it('leave {{name}} as written text without variables (it used to be an object expression, or a syntax error with a hyphen)', () => {
    const page = render('Hello {{name}} and {{a-b}}.');
    expect(page.ok).toBe(true);
    expect(page.html).toBe('<p>Hello {{name}} and {{a-b}}.</p>');
    expect(page.diagnostics).toEqual([]);
  });
});
