import { describe, expect, it } from 'vitest';
import { codes, render } from '../render-helpers.ts';

describe('<CodeBlock>', () => {
  it('renders the same block as the code fence with the same options', () => {
    const component = render('<CodeBlock language="js" filename="a.js" highlight="[1]">\n{`const a = 1;\nconsole.log(a);`}\n</CodeBlock>');
    const fence = render('```js a.js {1}\nconst a = 1;\nconsole.log(a);\n```');
    expect(component.html).toBe(fence.html);
    expect(component.html).toContain('<span class="q-code-title">a.js</span>');
    expect(codes(component)).toEqual([]);
  });

  it('takes plain text content and passes the flags on', () => {
    expect(render('<CodeBlock language="bash" lines wrap>\nnpm install\n</CodeBlock>').html).toBe(render('```bash lines wrap\nnpm install\n```').html);
  });

  it('renders an untitled, unhighlighted block without attributes', () => {
    expect(render('<CodeBlock>{`x < y`}</CodeBlock>').html).toBe(render('```\nx < y\n```').html);
  });
});
