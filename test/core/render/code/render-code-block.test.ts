import '../../../setup/load-resources.ts';
import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { html, render } from '../render-helpers.ts';

const raw = (value: string) => ({ type: 'raw', value }) as never;
const copy = h('button', { type: 'button', className: ['q-copy'], dataCopy: '', ariaLabel: 'Copy code', title: 'Copy' });

describe('code blocks', () => {
  it('highlights a known language and shows the title from the fence meta', () => {
    const page = render('```js app.js\nconst a = 1;\n```');
    expect(page.html).toBe(
      html(
        h('div', { className: ['q-code'], dataLang: 'js' }, [
          h('div', { className: ['q-code-header'] }, [h('span', { className: ['q-code-title'] }, 'app.js')]),
          copy,
          h('pre', { className: ['q-pre'] }, [h('code', { className: ['language-js', 'hljs'] }, [raw('<span class="hljs-keyword">const</span> a = <span class="hljs-number">1</span>;')])]),
        ]),
      ),
    );
  });

  it('takes the title from title="…" and wraps lines to highlight {1,3-4}', () => {
    const page = render('```python title="main.py" {1,3-4}\na = 1\nb = 2\nc = 3\nd = 4\n```', { ctx: { highlight: false } });
    expect(page.html).toBe(
      html(
        h('div', { className: ['q-code'], dataLang: 'python' }, [
          h('div', { className: ['q-code-header'] }, [h('span', { className: ['q-code-title'] }, 'main.py')]),
          copy,
          h('pre', { className: ['q-pre'] }, [
            h('code', { className: ['language-python'] }, [
              raw('<span class="q-line q-line-highlight">a = 1</span>\n<span class="q-line">b = 2</span>\n<span class="q-line q-line-highlight">c = 3</span>\n<span class="q-line q-line-highlight">d = 4</span>'),
            ]),
          ]),
        ]),
      ),
    );
  });

  it('renders an unknown language as escaped plain text', () => {
    expect(render('```plantuml\ngraph <x> & y\n```').html).toBe(
      html(h('div', { className: ['q-code'], dataLang: 'plantuml' }, [copy, h('pre', { className: ['q-pre'] }, [h('code', { className: ['language-plantuml'] }, [raw('graph &lt;x&gt; &amp; y')])])])),
    );
  });

  it('renders a fence without language as plain text without a class', () => {
    expect(render('```\n<b>\n```').html).toBe(html(h('div', { className: ['q-code'] }, [copy, h('pre', { className: ['q-pre'] }, [h('code', [raw('&lt;b&gt;')])])])));
  });

  it.each(['sh', 'shell', 'ts', 'tsx', 'jsx', 'yml', 'json5', 'py', 'toml', 'dockerfile', 'powershell', 'gradle'])('highlights the alias %s', (lang) => {
    expect(render(`\`\`\`${lang}\nx = "y"\n\`\`\``).html).toContain(`class="language-${lang} hljs"`);
  });

  it('keeps an indented fence inside a component a code block', () => {
    const page = render('<Note>\n    ```bash\n    npm i\n    ```\n</Note>');
    expect(page.html).toContain('<pre class="q-pre"><code class="language-bash hljs">npm i</code></pre>');
  });

  it('does not highlight when the context turns highlighting off', () => {
    expect(render('```js\nconst a = 1;\n```', { ctx: { highlight: false } }).html).toContain('<code class="language-js">const a = 1;</code>');
  });
});

describe('code block options of the platform', () => {
  it('numbers lines, wraps, focuses lines and hides the copy button, with nothing of the options in the title', () => {
    const page = render('```js Example lines wrap hideCopy focus={2}\na\nb\n```', { ctx: { highlight: false } });
    expect(page.html).toBe(
      html(
        h('div', { className: ['q-code', 'q-code-lines', 'q-code-wrap', 'q-code-has-focus'], dataLang: 'js' }, [
          h('div', { className: ['q-code-header'] }, [h('span', { className: ['q-code-title'] }, 'Example')]),
          h('pre', { className: ['q-pre'] }, [h('code', { className: ['language-js'] }, [raw('<span class="q-line">a</span>\n<span class="q-line q-line-focus">b</span>')])]),
        ]),
      ),
    );
  });

  it('shows the icon before the title and an expand button after an expandable block', () => {
    const page = render('```java HelloWorld.java icon="java" expandable\nclass A {}\n```', { ctx: { highlight: false, icon: (name) => `<svg data-name="${name}"></svg>` } });
    expect(page.html).toBe(
      html(
        h('div', { className: ['q-code', 'q-code-expandable'], dataLang: 'java' }, [
          h('div', { className: ['q-code-header'] }, [h('span', { className: ['q-icon', 'q-code-icon'], dataIcon: 'java' }, [raw('<svg data-name="java"></svg>')]), h('span', { className: ['q-code-title'] }, 'HelloWorld.java')]),
          copy,
          h('pre', { className: ['q-pre'] }, [h('code', { className: ['language-java'] }, [raw('class A {}')])]),
          h('button', { type: 'button', className: ['q-code-expand'], dataCodeExpand: '', ariaExpanded: 'false' }, 'Expand'),
        ]),
      ),
    );
    expect(page.icons).toEqual([{ name: 'java', iconType: undefined }]);
  });

  it('draws no icon for an image URL (only names), and asks for none', () => {
    const page = render('```js icon="https://example.com/x.svg"\na\n```', { ctx: { highlight: false } });
    expect(page.html).toBe(html(h('div', { className: ['q-code'], dataLang: 'js' }, [copy, h('pre', { className: ['q-pre'] }, [h('code', { className: ['language-js'] }, [raw('a')])])])));
    expect(page.icons).toEqual([]);
  });

  it('renders [!code ++] / [!code --] / [!code highlight] comments as marked lines without the comments', () => {
    const page = render('```python\nprint("a")  # [!code --]\nprint("b")  # [!code ++]\nx = 1  # [!code highlight]\n```', { ctx: { highlight: false } });
    expect(page.html).toBe(
      html(
        h('div', { className: ['q-code'], dataLang: 'python' }, [
          copy,
          h('pre', { className: ['q-pre'] }, [
            h('code', { className: ['language-python'] }, [raw('<span class="q-line q-line-remove">print("a")</span>\n<span class="q-line q-line-add">print("b")</span>\n<span class="q-line q-line-highlight">x = 1</span>')]),
          ]),
        ]),
      ),
    );
  });
});

describe('snippet props inside code fences', () => {
  it('puts a snippet prop into its code ({name} and {props.name}), leaves other braces and the page own code alone', () => {
    const files = { 'snippets/install.mdx': '```bash\nnpm install {packageName}@{props.version} {other} { a: 1 }\n```' };
    const page = render("import Install from '/snippets/install.mdx';\n\n<Install packageName=\"@myorg/sdk\" version={2} />\n\n```js\nconst x = {packageName};\n```", { files, ctx: { highlight: false } });
    expect(page.html).toContain('<code class="language-bash">npm install @myorg/sdk@2 {other} { a: 1 }</code>');
    expect(page.html).toContain('<code class="language-js">const x = {packageName};</code>');
    expect(page.diagnostics).toEqual([]);
  });
});
