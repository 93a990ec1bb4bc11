import { describe, expect, it } from 'vitest';
import { lintPage } from '../../../src/core/lint/index.ts';
import { parsePage } from '../../../src/core/page/index.ts';

/** `code severity line:column data` of each component diagnostic of a page. */
function lint(body: string): string[] {
  const page = parsePage('page.mdx', body);
  expect(page.diagnostics).toEqual([]);
  return lintPage(page, {})
    .filter((d) => d.code.startsWith('component/'))
    .map((d) => `${d.code} ${d.severity} ${d.line}:${d.column}${d.data ? ` ${JSON.stringify(d.data)}` : ''}`);
}

describe('the platform components beyond spec 2.4', () => {
  it('accepts each one written as the platform documents it', () => {
    const page = [
      'Requires <Badge color="orange" size="sm" shape="pill" icon="lock" stroke disabled>Premium</Badge>.',
      '<Panel>\n<Info>Pinned</Info>\n</Panel>',
      '<Tree>\n<Tree.Folder name="app" defaultOpen openable={false} highlight>\n<Tree.File name="page.tsx" highlight />\n</Tree.Folder>\n<Tree.File name="package.json" />\n</Tree>',
      '<FileTree>\n\n- docs/\n  - index.mdx\n\n</FileTree>',
      '<Color variant="table">\n<Color.Row title="Primary">\n<Color.Item name="blue" value="#3B82F6" />\n<Color.Item value={{ light: "#fff", dark: "#000" }} />\n</Color.Row>\n</Color>',
      '<View title="JavaScript" icon="js">\nJS\n</View>',
      '<Prompt description="Write docs." actions={["copy", "cursor"]} icon="paperclip" iconType="solid">\nYou are a writer.\n</Prompt>',
      '<Visibility for="humans">\nClick.\n</Visibility>\n\n<Visibility for="agents">\nCall the API.\n</Visibility>',
      '<Tile href="/x" title="T" description="D">\n<img src="/a.svg" alt="" />\n</Tile>',
      '<GitHub.Repo repo="mintlify/docs" variant="flat" />',
      '<CodeBlock language="js" filename="a.js" lines wrap nocopy expandable highlight="[1]" focus="[1]">\n{`x`}\n</CodeBlock>',
      '<Columns cols={2}>\n<Column>\nA\n</Column>\n<Column>\nB\n</Column>\n</Columns>',
      '<Danger>Careful</Danger>\n\n<Callout icon="key" iconType="solid" color="#FFC107">Custom</Callout>',
      'See <Link href="/quickstart" title="Start">the quickstart</Link>.',
      '<Card title="A" href="/a" arrow={false} />',
      '<Steps>\n<Step title="One" id="first" noAnchor>\nx\n</Step>\n</Steps>',
      '<Tabs defaultTabIndex={1} sync={false} borderBottom>\n<Tab title="A" id="tab-a" icon="rocket" iconType="solid">a</Tab>\n<Tab title="B">b</Tab>\n</Tabs>',
      '<CodeGroup dropdown>\n\n```js a.js\nx\n```\n\n</CodeGroup>',
      '<Frame hint="Before" caption="Under">\n<img src="/a.png" alt="" />\n</Frame>',
      '<Tooltip headline="API" tip="Application Programming Interface">API</Tooltip>',
      '<Update label="v1" rss={{ title: "One", description: "First" }}>\nx\n</Update>',
      '<ResponseField name="id" type="string" pre={["beta"]} post={["read-only"]}>\nx\n</ResponseField>',
      '<Icon icon="rocket" className="mr-2" />',
    ].join('\n\n');
    expect(lint(page)).toEqual([]);
  });

  it('reports a missing required attribute: a warning where it still renders, an error where nothing can be shown', () => {
    expect(lint('<Tree>\n<Tree.File />\n</Tree>')).toEqual(['component/missing-attribute warning 2:1 {"component":"Tree.File","attribute":"name"}']);
    expect(lint('<Color>\n<Color.Item name="x" />\n</Color>')).toEqual([
      'component/missing-attribute warning 1:1 {"component":"Color","attribute":"variant"}',
      'component/missing-attribute warning 2:1 {"component":"Color.Item","attribute":"value"}',
    ]);
    expect(lint('<Visibility>\nx\n</Visibility>')).toEqual(['component/missing-attribute error 1:1 {"component":"Visibility","attribute":"for"}']);
    expect(lint('<View>\nx\n</View>')).toEqual(['component/missing-attribute error 1:1 {"component":"View","attribute":"title"}']);
    expect(lint('<GitHub.Repo />')).toEqual(['component/missing-attribute error 1:1 {"component":"GitHub.Repo","attribute":"repo"}']);
    expect(lint('<Tile title="x">\ny\n</Tile>')).toEqual(['component/missing-attribute warning 1:1 {"component":"Tile","attribute":"href"}']);
    expect(lint('<Prompt>\nx\n</Prompt>')).toEqual(['component/missing-attribute warning 1:1 {"component":"Prompt","attribute":"description"}']);
  });

  it('reports values of the wrong type or outside the allowed set', () => {
    expect(lint('<Badge color="pink">x</Badge>')).toEqual(['component/invalid-attribute warning 1:8']);
    expect(lint('<Visibility for="robots">\nx\n</Visibility>')).toEqual(['component/invalid-attribute warning 1:13']);
    expect(lint('<Tabs defaultTabIndex="second">\n<Tab title="a">a</Tab>\n</Tabs>')).toEqual(['component/invalid-attribute warning 1:7']);
    expect(lint('<Prompt description="x" actions="copy">\ny\n</Prompt>')).toEqual(['component/invalid-attribute warning 1:25']);
    expect(lint('<ResponseField name="a" type="string" pre="beta" />')).toEqual(['component/invalid-attribute warning 1:39']);
  });

  it('reports Tree.File, Color.Item and Column outside their parents', () => {
    expect(lint('<Tree.File name="a" />\n\n<Color.Item value="#fff" />\n\n<Column>\nx\n</Column>')).toEqual(['component/invalid-nesting warning 1:1', 'component/invalid-nesting warning 3:1', 'component/invalid-nesting warning 5:1']);
  });

  it('suggests the platform component for a close spelling', () => {
    expect(lint('<Badges>x</Badges>')).toEqual(['component/unknown warning 1:1 {"component":"Badges","suggestion":"Badge"}']);
    expect(lint('<Tree.Fldr name="a" />')).toEqual(['component/unknown warning 1:1 {"component":"Tree.Fldr","suggestion":"Tree.Folder"}']);
  });
});
