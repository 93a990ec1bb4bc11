import { describe, expect, it } from 'vitest';
import { codeTree, html, render, tabSetTree } from '../render-helpers.ts';

describe('<ResponseExample>', () => {
  it('renders response code as a labelled code group', () => {
    const page = render('<ResponseExample>\n```json 200\n{ "ok": true }\n```\n</ResponseExample>', { ctx: { highlight: false } });
    expect(page.html).toBe(
      html(tabSetTree(0, ['q-code-group', 'q-api-example', 'q-response-example'], [{ label: [{ type: 'text', value: '200' }], content: [codeTree('json', '{ "ok": true }', false)] }], { ariaLabel: 'Response example' })),
    );
  });

  it('pairs with a RequestExample on the same page with distinct ids', () => {
    const page = render('<RequestExample>\n```bash\ncurl x\n```\n</RequestExample>\n\n<ResponseExample>\n```json\n{}\n```\n</ResponseExample>');
    expect(page.html.match(/id="q-tabs-\d-panel-0"/g)).toEqual(['id="q-tabs-0-panel-0"', 'id="q-tabs-1-panel-0"']);
  });
});
