import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/core/diagnostics/diagnostic.ts';
import { lintPage, type LintOptions } from '../../../src/core/lint/index.ts';
import { parsePage } from '../../../src/core/page/index.ts';

function lint(body: string, options: LintOptions = {}): Diagnostic[] {
  const page = parsePage('page.mdx', body);
  expect(page.diagnostics).toEqual([]);
  return lintPage(page, options).filter((d) => d.code.startsWith('component/'));
}

/** `code line:column-endLine:endColumn` of each component diagnostic. */
function where(body: string, options: LintOptions = {}): string[] {
  return lint(body, options).map((d) => `${d.code} ${d.line}:${d.column}-${d.endLine}:${d.endColumn}`);
}

function applyFix(text: string, d: Diagnostic | undefined): string {
  const edits = [...(d?.fix?.edits ?? [])].sort((a, b) => b.start - a.start);
  return edits.reduce((t, e) => t.slice(0, e.start) + e.text + t.slice(e.end), text);
}

describe('component/unknown', () => {
  it('accepts registry components, HTML tags, fragments and imported or exported components', () => {
    expect(where('<Note>\nText\n</Note>')).toEqual([]);
    expect(where('<div className="grid">\n<br />\n<iframe src="https://x.test" />\n<video src="a.mp4" />\n<svg width="2" />\n</div>')).toEqual([]);
    expect(where('<>\nText\n</>')).toEqual([]);
    expect(where("import Intro from '/snippets/intro.mdx'\n\n<Intro />")).toEqual([]);
    expect(where('import { Chart } from "/snippets/chart.jsx"\n\n<Chart />')).toEqual([]);
    expect(where('export const Badge = ({ children }) => <span>{children}</span>\n\n<Badge>New</Badge>')).toEqual([]);
    expect(where('<Chart.Legend />', {})).toEqual(['component/unknown 1:1-1:14']);
    expect(where('import Chart from "/snippets/chart.jsx"\n\n<Chart.Legend />')).toEqual([]);
  });

  it('accepts components the project declares as known', () => {
    expect(where('<Banner />', { knownComponents: new Set(['Banner']) })).toEqual([]);
  });

  it('reports a misspelt component with "did you mean" and a fix for both tags', () => {
    const text = '<Accordian title="FAQ">\nText\n</Accordian>';
    const [d, ...rest] = lint(text);
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ code: 'component/unknown', severity: 'warning', line: 1, column: 1, endLine: 1, endColumn: 11, message: 'Unknown component `<Accordian>`. Did you mean `<Accordion>`?' });
    expect(applyFix(text, d)).toBe('<Accordion title="FAQ">\nText\n</Accordion>');
  });

  it('suggests the component for a well-known other name', () => {
    const text = 'Intro\n\n<Warn>\nCareful.\n</Warn>';
    const [d] = lint(text);
    expect(d).toMatchObject({ line: 3, column: 1, endColumn: 6, message: 'Unknown component `<Warn>`. Did you mean `<Warning>`?' });
    expect(applyFix(text, d)).toBe('Intro\n\n<Warning>\nCareful.\n</Warning>');
  });

  it('reports an unknown component without a close match and says how to import it', () => {
    const [d] = lint('<SoftLimit />');
    expect(d?.message).toBe("Unknown component `<SoftLimit>`: it is not a built-in component and is not imported on this page. Check the spelling, or import it from a snippet: `import SoftLimit from '/snippets/….mdx'`.");
    expect(d?.fix).toBeUndefined();
  });

  it('reports inline components at their position in the line', () => {
    expect(where('Press <Kbd>K</Kbd> now.')).toEqual(['component/unknown 1:7-1:11']);
  });
});

describe('component/unknown-attribute', () => {
  it('reports an unknown attribute with "did you mean" and a fix', () => {
    const text = '<Card title="A" hreff="/a" />';
    const [d, ...rest] = lint(text);
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ code: 'component/unknown-attribute', severity: 'warning', line: 1, column: 17, endLine: 1, endColumn: 27, message: '`<Card>` has no attribute `hreff`. Did you mean `href`?' });
    expect(applyFix(text, d)).toBe('<Card title="A" href="/a" />');
  });

  it('lists the attributes when nothing is close', () => {
    expect(lint('<Note type="warning">\nText\n</Note>')[0]?.message).toBe('`<Note>` has no attribute `type`. It takes no attributes.');
    expect(lint('<Tab title="a" vertical>\nx\n</Tab>', { snippet: true })[0]?.message).toBe('`<Tab>` has no attribute `vertical`. Its attributes are `title`, `icon`, `iconType`, `id`.');
  });
});

describe('component/missing-attribute', () => {
  it.each([
    ['<Step>\nx\n</Step>', 'Step', 'title'],
    ['<Tab>\nx\n</Tab>', 'Tab', 'title'],
    ['<Accordion>\nx\n</Accordion>', 'Accordion', 'title'],
    ['<Card href="/a" />', 'Card', 'title'],
    ['<Expandable>\nx\n</Expandable>', 'Expandable', 'title'],
    ['<Tooltip>API</Tooltip>', 'Tooltip', 'tip'],
    ['<Update>\nx\n</Update>', 'Update', 'label'],
    ['<ResponseField type="string" />', 'ResponseField', 'name'],
    ['<ResponseField name="id" />', 'ResponseField', 'type'],
  ])('reports %j without its required attribute as a warning (it still renders), with a fix that adds it', (text, component, attribute) => {
    const missing = lint(text, { snippet: true }).filter((d) => d.code === 'component/missing-attribute');
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatchObject({ severity: 'warning', line: 1, column: 1, endLine: 1, endColumn: 2 + component.length });
    expect(missing[0]?.message).toContain(`\`<${component}>\` needs a \`${attribute}\` attribute`);
    expect(applyFix(text, missing[0])).toBe(text.replace(`<${component}`, `<${component} ${attribute}=""`));
  });

  it('accepts the same components with their required attributes', () => {
    expect(where('<Steps>\n<Step title="Install">\nx\n</Step>\n</Steps>\n\n<Tooltip tip="Application Programming Interface">API</Tooltip>\n\n<ResponseField name="id" type="string" required />')).toEqual([]);
  });

  it('does not report missing attributes when a spread may supply them', () => {
    expect(where('<Card {...props} />')).toEqual([]);
  });

  it('keeps an error where the page is broken without the attribute: <Snippet> without file', () => {
    const [d] = lint('<Snippet />');
    expect(d).toMatchObject({ code: 'component/missing-attribute', severity: 'error', line: 1, column: 1, endColumn: 9 });
  });

  it('keeps ParamField location errors, which spec 2.4 states', () => {
    expect(lint('<ParamField type="string" />').map((d) => d.severity)).toEqual(['error']);
    expect(lint('<ParamField query="a" header="b" />').map((d) => d.severity)).toEqual(['error']);
  });

  it('requires exactly one ParamField location', () => {
    expect(where('<ParamField path="id" type="string" />')).toEqual([]);
    expect(where('<ParamField type="string" />')).toEqual(['component/missing-attribute 1:1-1:12']);
    expect(lint('<ParamField type="string" />')[0]?.message).toBe('`<ParamField>` needs one of `path`, `body`, `query` or `header`, set to the parameter name, such as `<ParamField query="limit" type="number">`.');
    expect(where('<ParamField query="a" header="b" />')).toEqual(['component/invalid-attribute 1:23-1:33']);
    expect(lint('<ParamField query="a" header="b" />')[0]?.message).toBe('`<ParamField>` takes only one of `path`, `body`, `query` or `header`, but it also has `query`. Remove `header`, or describe it in a separate `<ParamField>`.');
  });

  it('accepts ParamField name (the platform\'s newer attribute), with advice to use the spec\'s location', () => {
    // Before (pipecat's transports pages): a warning that `name` is unknown, and an error
    // component/missing-attribute ("needs one of … Instead of `name="limit"`, write for example `body="limit"`").
    expect(lint('<ParamField name="limit" type="number" />').map((d) => [d.severity, d.code, d.message])).toEqual([
      ['info', 'component/missing-attribute', '`<ParamField>` names its parameter with `name`, which the platform accepts; the spec names it with one of `path`, `body`, `query` or `header`, which also says where it goes: write for example `body="limit"`.'],
    ]);
  });
});

describe('component/invalid-attribute', () => {
  it('accepts values of the right type in every written form', () => {
    expect(where('<CardGroup cols={2}>\n<Card title="a" />\n</CardGroup>\n\n<CardGroup cols="3">\n<Card title="b" />\n</CardGroup>')).toEqual([]);
    expect(where('<ParamField query="a" required />\n<ParamField query="b" required={true} />\n<ParamField query="c" required="false" default={10} />')).toEqual([]);
    expect(where('<Accordion title={`Setup`} defaultOpen={false} iconType="duotone">\nx\n</Accordion>')).toEqual([]);
    expect(where('<Icon icon="check" size={-2} />\n\n<Frame style={{ maxWidth: 480 }}>\nx\n</Frame>\n\n<Update label="v1" tags={["API"]}>\nx\n</Update>')).toEqual([]);
    expect(where('<Card title={props.title} icon={<svg />} />')).toEqual([]);
  });

  it('reports a word where a number is needed', () => {
    const [d] = lint('<CardGroup cols="two">\n<Card title="a" />\n</CardGroup>');
    expect(d).toMatchObject({ code: 'component/invalid-attribute', severity: 'warning', line: 1, column: 12, endLine: 1, endColumn: 22 });
    expect(d?.message).toBe('`cols` of `<CardGroup>` must be a number, such as `cols={2}`, but it is `"two"`.');
  });

  it('reports a flag written with another value', () => {
    const [d] = lint('<ParamField query="a" required="maybe" />');
    expect(d).toMatchObject({ line: 1, column: 23, endColumn: 39 });
    expect(d?.message).toBe('`required` of `<ParamField>` must be a flag: write `required` alone to turn it on, or leave it out, but it is `"maybe"`.');
  });

  it('reports a number or a flag where a string is needed, reading literal expressions', () => {
    expect(lint('<Card title={3} />')[0]?.message).toBe('`title` of `<Card>` must be a string, such as `title="…"`, but it is a number, `{3}`.');
    expect(lint('<Card title />')[0]?.message).toBe('`title` of `<Card>` must be a string, such as `title="…"`, but it is written without a value (which means `true`).');
    expect(lint('<Accordion title="a" defaultOpen={1}>\nx\n</Accordion>')[0]?.message).toBe('`defaultOpen` of `<Accordion>` must be `true` or `false`: write `defaultOpen` alone for true, or `defaultOpen={false}`, but it is a number, `{1}`.');
  });

  it('reports a CSS string where an object is needed', () => {
    expect(lint('<Frame style="border: 0">\nx\n</Frame>')[0]?.message).toBe('`style` of `<Frame>` must be a JavaScript object in braces, such as `style={{ maxWidth: 480 }}`, but it is a string, `"border: 0"`.');
  });

  it('reports a value outside the allowed set with "did you mean"', () => {
    expect(lint('<Card title="a" iconType="solidd" />')[0]?.message).toBe(
      '`iconType` of `<Card>` must be one of `brands`, `duotone`, `light`, `regular`, `sharp-solid`, `solid`, `thin`, but it is `"solidd"`. Did you mean `solid`?',
    );
  });
});

describe('component/invalid-nesting', () => {
  it('accepts Step in Steps, Tab in Tabs, and snippets or comments between them', () => {
    const text = 'import CliInit from "/snippets/cli-init.mdx"\n\n<Steps>\n  {/* first */}\n  <CliInit />\n  <Step title="a">\n    x\n  </Step>\n</Steps>\n\n<Tabs>\n  <Tab title="npm">\n    x\n  </Tab>\n</Tabs>';
    expect(where(text)).toEqual([]);
  });

  it('accepts a Step at the top of a snippet file', () => {
    expect(where('<Step title="Run the CLI">\nx\n</Step>', { snippet: true })).toEqual([]);
  });

  it('reports a Step outside Steps', () => {
    expect(where('<Step title="a">\nx\n</Step>')).toEqual(['component/invalid-nesting 1:1-1:6']);
    expect(lint('<Tabs>\n<Step title="a">\nx\n</Step>\n</Tabs>').map((d) => d.message)).toEqual(['`<Step>` belongs directly inside `<Steps>`, not in `<Tabs>`. Wrap it in `<Steps>`.']);
  });

  it('reports other content directly inside Steps or Tabs', () => {
    expect(where('<Steps>\n<Note>\nx\n</Note>\n</Steps>')).toEqual(['component/invalid-nesting 2:1-2:6']);
    expect(lint('<Tabs>\nSome text\n</Tabs>').map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual(['2:1 Content cannot stand directly inside `<Tabs>`, which holds only `<Tab>`. Move it into a `<Tab>`.']);
  });
});

describe('severity policy: attribute rules the spec does not state are warnings', () => {
  it('grades the cases real sites hit as warnings: no title on Step or Card, no ResponseField type, iconType beside a JSX icon, stepNumber=" "', () => {
    const graded = (text: string) => lint(text, { snippet: true }).map((d) => `${d.severity} ${d.code}`);
    expect(graded('<Steps>\n<Step stepNumber=" ">\nx\n</Step>\n</Steps>')).toEqual(['warning component/invalid-attribute', 'warning component/missing-attribute']);
    expect(graded('<Card icon={<svg />} iconType="custom">\nx\n</Card>')).toEqual(['warning component/invalid-attribute', 'warning component/missing-attribute']);
    expect(graded('<ResponseField name="id">\nx\n</ResponseField>')).toEqual(['warning component/missing-attribute']);
  });
});
