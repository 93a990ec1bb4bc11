import { describe, expect, it } from 'vitest';
import { codeTree, html, render, tabSetTree } from '../render-helpers.ts';

describe('<RequestExample>', () => {
  it('renders request code as a labelled code group', () => {
    const page = render('<RequestExample>\n```bash cURL\ncurl https://api.example.com\n```\n\n```js Node\nfetch(url)\n```\n</RequestExample>', { ctx: { highlight: false } });
    expect(page.html).toBe(
      html(
        tabSetTree(
          0,
          ['q-code-group', 'q-api-example', 'q-request-example'],
          [
            { label: [{ type: 'text', value: 'cURL' }], content: [codeTree('bash', 'curl https://api.example.com', false)] },
            { label: [{ type: 'text', value: 'Node' }], content: [codeTree('js', 'fetch(url)', false)] },
          ],
          { ariaLabel: 'Request example' },
        ),
      ),
    );
  });
});
