import { describe, expect, it } from 'vitest';
import { componentStyles } from '../../../../src/core/render/index.ts';
import { render } from '../render-helpers.ts';

const everything = `## Heading

<Note>n</Note>
<Tip>t</Tip>
<Warning>w</Warning>
<Info>i</Info>
<Check>c</Check>
<Danger>d</Danger>
Inline <Info>x</Info> and <Tooltip tip="t">y</Tooltip> and <Frame caption="c">z</Frame>.

<Steps>
  <Step title="a">x</Step>
</Steps>

<CodeGroup>
\`\`\`js a.js {1}
a
\`\`\`
</CodeGroup>

<Tabs>
  <Tab title="T">x</Tab>
</Tabs>

<Tab title="Alone">x</Tab>

<AccordionGroup>
  <Accordion title="A" description="d">x</Accordion>
</AccordionGroup>

<CardGroup cols={2}>
  <Card title="C" icon="x" href="/a" horizontal img="/i.png" cta="Go">x</Card>
</CardGroup>

<ParamField path="p" type="string" required optional deprecated default="1">x</ParamField>
<ResponseField name="r" type="string">
  <Expandable title="e">x</Expandable>
</ResponseField>

<Frame caption="c">x</Frame>
<Update label="l" description="d" tags={["t"]}>x</Update>
<Icon icon="x" />
<Latex>x</Latex>
<Callout>x</Callout>
<Unknown>x</Unknown>
{a()}

[x](javascript:x)
`;

describe('componentStyles', () => {
  it('styles every class the renderer emits', () => {
    const classes = new Set<string>();
    for (const m of render(everything).html.matchAll(/class="([^"]*)"/g)) for (const c of (m[1] ?? '').split(' ')) if (c.startsWith('q-')) classes.add(c);
    const unstyled = [...classes].filter((c) => !componentStyles.includes(`.${c}`));
    expect(unstyled).toEqual([]);
    expect(classes.size).toBeGreaterThan(60);
  });

  it('uses the theme variables and never hard-codes the page colours', () => {
    for (const v of ['--q-primary', '--q-bg', '--q-fg', '--q-muted', '--q-border', '--q-code-bg']) expect(componentStyles).toContain(`var(${v}`);
    expect(componentStyles).toContain('html[data-theme="dark"] .q-code');
  });
});
