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
