/** The starter's guide pages: the home page, the quickstart and the writing essentials. */
export const starterGuidePages: Readonly<Record<string, string>> = {
  'introduction.mdx': `---
title: "Welcome to Acme Plants"
description: "Track, water and grow every plant in your greenhouse with the Acme Plants API and dashboard."
---

Acme Plants keeps a record of every plant you grow, reminds you when to water, and exposes the
same data through a REST API. This site is a **starter project**: every page shows a feature of
the docs format, and you can change anything on the left and see the result here.

<Note>
  Edit this page in the editor. The preview updates as you type, and problems appear in the
  panel below the editor.
</Note>

## Start here

<CardGroup cols={2}>
  <Card title="Quickstart" icon="rocket" href="/quickstart">
    Create your first plant and water it in five minutes.
  </Card>
  <Card title="Write pages" icon="pen-to-square" href="/essentials/markdown">
    Headings, lists, tables and links in Markdown.
  </Card>
  <Card title="Use components" icon="puzzle-piece" href="/components/callouts">
    Callouts, steps, tabs, accordions and cards.
  </Card>
  <Card title="API reference" icon="code" href="/api-reference/introduction">
    Endpoints generated from an OpenAPI file and written by hand.
  </Card>
</CardGroup>

## What is in this project

- \`docs.json\` sets the name, colors, logo, navigation, tabs, anchors and versions.
- Pages are MDX files with a front matter block at the top.
- \`openapi.json\` describes the API; pages can render operations from it.
- \`.cursor/rules.md\` teaches an AI writing assistant the conventions of these pages.
`,
  'quickstart.mdx': `---
title: "Quickstart"
description: "Install the Acme Plants CLI, create a plant and schedule its first watering in five minutes."
---

## Prerequisites

You need Node.js 20 or later and an Acme Plants account. Create an API key in the dashboard
under **Settings → API keys** before you start.

## Create your first plant

<Steps>
  <Step title="Install the CLI">
    Install the command-line tool with the package manager you use:

    <CodeGroup>

    \`\`\`bash npm
    npm install --global @acme/plants-cli
    \`\`\`

    \`\`\`bash yarn
    yarn global add @acme/plants-cli
    \`\`\`

    \`\`\`bash pnpm
    pnpm add --global @acme/plants-cli
    \`\`\`

    </CodeGroup>
  </Step>
  <Step title="Sign in">
    Store your API key so the CLI can call the API for you:

    \`\`\`bash
    plants login --key YOUR_API_KEY
    \`\`\`

    <Warning>Never commit your API key. Keep it in an environment variable or a secret store.</Warning>
  </Step>
  <Step title="Create a plant">
    \`\`\`bash
    plants create --name "Monstera" --species "Monstera deliciosa" --water-every 7d
    \`\`\`

    <Check>The CLI prints the new plant's id, such as \`plt_8f2k\`.</Check>
  </Step>
</Steps>

<Tip>
  Run \`plants list\` at any time to see every plant and when it needs water next.
</Tip>

## Next steps

Read about [watering schedules](/essentials/markdown#watering-schedules), or go straight to the
[API reference](/api-reference/introduction).
`,
  'essentials/markdown.mdx': `---
title: "Markdown basics"
description: "Format pages with headings, emphasis, lists, tables, links and block quotes."
---

## Headings

Start every page at level 2: the page title from the front matter is the level 1 heading.

### Subheadings

Level 3 and 4 headings appear in the table of contents on the right.

## Text

Write **bold**, *italic*, ~~struck~~ and \`inline code\`. Hover over
<Tooltip tip="Application Programming Interface: how programs talk to each other.">API</Tooltip>
to see a tooltip.

> Block quotes set a quotation apart from the text around it.

## Lists

1. Numbered lists are for steps in order.
2. Each item is a full sentence.
   - Nested items are indented by three spaces.

- Bulleted lists are for items in no particular order.
- [x] Task lists show what is done.
- [ ] And what is not.

## Watering schedules

| Plant | Light | Water every |
| --- | --- | --- |
| Monstera | Bright, indirect | 7 days |
| Snake plant | Low to bright | 14 days |
| Basil | Full sun | 2 days |

## Links

Link to another page with its path, such as the [quickstart](/quickstart), to a heading on
this page, such as [the table above](#watering-schedules), or to another site, such as
[CommonMark](https://commonmark.org).
`,
  'essentials/code.mdx': `---
title: "Code blocks"
description: "Show code with syntax highlighting, file names, and the same example in several languages."
---

## A single block

Name the language after the opening fence so the block is highlighted:

\`\`\`javascript water.js
import { Plants } from '@acme/plants';

const plants = new Plants({ apiKey: process.env.ACME_PLANTS_KEY });
await plants.water('plt_8f2k', { millilitres: 250 });
\`\`\`

## One concept in several languages

Use \`CodeGroup\` when the same example exists in several languages. The text after the
language becomes the tab title.

<CodeGroup>

\`\`\`javascript Node.js
const plant = await plants.get('plt_8f2k');
console.log(plant.nextWatering);
\`\`\`

\`\`\`python Python
plant = plants.get("plt_8f2k")
print(plant.next_watering)
\`\`\`

\`\`\`bash cURL
curl https://api.acme-plants.example/v2/plants/plt_8f2k \\
  -H "Authorization: Bearer $ACME_PLANTS_KEY"
\`\`\`

</CodeGroup>
`,
  'essentials/images.mdx': `---
title: "Images"
description: "Add images to pages, wrap them in a frame with a caption, and give each one alt text."
---

## Images in a frame

Put images in the project, reference them by path, and wrap every image in \`Frame\`. The
\`caption\` appears under the image.

<Frame caption="The greenhouse dashboard shows each plant and its next watering.">
  ![Dashboard with three plant cards and a watering calendar](/images/dashboard.svg)
</Frame>

## Alt text

Every image needs alt text that says what it shows, for readers who cannot see it.

<Frame>
  <img src="/images/seedling.svg" alt="A seedling with two leaves" />
</Frame>
`,
  'essentials/settings.mdx': `---
title: "Site settings"
description: "Configure the name, colors, logo, navigation, tabs, anchors, versions and API settings in docs.json."
---

## The configuration file

\`docs.json\` at the root of the project holds every setting of the site. Open it in the editor:
hover a key to read what it does, and press Ctrl+Space for the keys you can add.

| Setting | What it controls |
| --- | --- |
| \`name\`, \`logo\`, \`favicon\` | The site's name and images |
| \`colors\`, \`backgroundImage\`, \`modeToggle\` | The look in light and dark mode |
| \`navigation\` | Groups of pages in the sidebar |
| \`tabs\`, \`anchors\`, \`topAnchor\` | Sections of the site |
| \`versions\` | The version dropdown |
| \`topbarLinks\`, \`topbarCtaButton\` | The top bar |
| \`api\`, \`openapi\` | The API reference and its playground |
| \`footerSocials\`, \`feedback\` | The footer and the feedback buttons |

## Navigation

Each group lists pages by path, without the extension. Groups can nest:

\`\`\`json docs.json
{
  "group": "Writing content",
  "pages": ["essentials/markdown", { "group": "Components", "pages": ["components/callouts"] }]
}
\`\`\`

<Info>Renaming a page in the file tree offers to update its entry in \`navigation\`.</Info>
`,
  'essentials/ai-rules.mdx': `---
title: "AI writing rules"
description: "Share page conventions with an AI writing assistant through the rules file in .cursor/rules.md."
---

## The rules file

\`.cursor/rules.md\` tells an AI writing assistant how pages in this project are written: which
component to use for what, how to format code, and how to document an API. Everyone on the
team shares it because it is part of the repository.

## What it covers

<AccordionGroup>
  <Accordion title="Style">
    Clear, direct language in the second person, active voice and present tense.
  </Accordion>
  <Accordion title="Components">
    Every component the pages may use, with its attributes, generated from the component list.
  </Accordion>
  <Accordion title="API pages">
    Every parameter, success and error responses, rate limits, the authentication format and
    every HTTP status code.
  </Accordion>
</AccordionGroup>
`,
};
