import { MemoryProject } from '../../src/core/index.ts';

/** One generated page (~4 KB) using headings, lists, code, tables and the common components. */
export function generatedPage(i: number): string {
  return `---
title: "Generated page ${i}"
description: "Page ${i} of the generated benchmark corpus."
---

Intro paragraph for page ${i} with **bold**, _emphasis_, \`inline code\` and a [link](/section-${i % 10}/page-${(i + 1) % 100}).

## Install

<Steps>
  <Step title="Install the CLI">
    Run the installer for your platform.

    \`\`\`bash
    npm install -g example-cli@${i % 7}.0.0
    \`\`\`
  </Step>
  <Step title="Log in">
    Authenticate with \`example login\`, then check the result.
  </Step>
</Steps>

<Note>This note explains something important about page ${i}.</Note>

## Usage

<CodeGroup>
\`\`\`js index.js
import { Client } from 'example';
const client = new Client({ apiKey: process.env.EXAMPLE_KEY });
const result = await client.items.list({ limit: ${i % 50} });
console.log(result.items.map((item) => item.id));
\`\`\`

\`\`\`python main.py
from example import Client
client = Client(api_key=os.environ["EXAMPLE_KEY"])
for item in client.items.list(limit=${i % 50}):
    print(item.id)
\`\`\`
</CodeGroup>

<Tabs>
  <Tab title="macOS">Use Homebrew: \`brew install example\`.</Tab>
  <Tab title="Linux">Use the package manager of your distribution.</Tab>
</Tabs>

### Parameters

<ParamField query="limit" type="number" default="10">
  How many items to return, at most 100.
</ParamField>
<ResponseField name="items" type="Item[]" required>
  The items.
  <Expandable title="properties">
    <ResponseField name="id" type="string">The item id.</ResponseField>
  </Expandable>
</ResponseField>

| Option | Default | Meaning |
|---|---|---|
| \`limit\` | 10 | Page size |
| \`cursor\` | none | Where to continue |

<AccordionGroup>
  <Accordion title="Why ${i}?">Because every page needs a number.</Accordion>
  <Accordion title="What next?">Read the [next page](/section-${i % 10}/page-${(i + 2) % 100}).</Accordion>
</AccordionGroup>

<CardGroup cols={2}>
  <Card title="Guides" icon="book" href="/section-1/page-1">Step-by-step guides.</Card>
  <Card title="API" icon="code" href="/section-2/page-2">The full reference.</Card>
</CardGroup>

- First point about ${i}
- Second point with a [link](https://example.com/${i})
- Third point

> A quote to finish page ${i}.
`;
}

/** A project of `count` generated pages in sections of 100, with its docs.json. */
export function generatedProject(count: number): MemoryProject {
  const files: Record<string, string> = {};
  const groups: { group: string; pages: string[] }[] = [];
  for (let i = 0; i < count; i++) {
    const section = Math.floor(i / 100);
    const path = `section-${section}/page-${i % 100}`;
    files[`${path}.mdx`] = generatedPage(i);
    if (!groups[section]) groups[section] = { group: `Section ${section}`, pages: [] };
    groups[section].pages.push(path);
  }
  files['docs.json'] = JSON.stringify({ name: 'Generated', colors: { primary: '#0D9373' }, navigation: groups }, null, 2);
  return new MemoryProject(Object.entries(files));
}
