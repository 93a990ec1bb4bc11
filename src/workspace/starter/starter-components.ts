/** The starter's component pages: every component of spec 2.4 in use, plus a snippet. */
export const starterComponentPages: Readonly<Record<string, string>> = {
  'components/callouts.mdx': `---
title: "Callouts"
description: "Draw attention to notes, tips, warnings, neutral information and confirmations."
---

## The five callouts

<Note>A note adds supplementary information the reader may want.</Note>

<Tip>A tip suggests a best practice, such as watering in the morning.</Tip>

<Warning>A warning cautions against something harmful, such as overwatering succulents.</Warning>

<Info>An info callout gives neutral context, such as how the schedule is computed.</Info>

<Check>A check confirms success, such as a plant being created.</Check>

## Icons in text

Use an icon inline: <Icon icon="leaf" iconType="solid" color="#0D9373" size={16} /> means a healthy plant.

## Reused content

Reuse a fragment written once in \`snippets/\`:

<Snippet file="watering-tip.mdx" />
`,
  'components/layout.mdx': `---
title: "Steps, tabs and accordions"
description: "Structure procedures with steps, alternatives with tabs and optional detail with accordions."
---

## Steps

<Steps>
  <Step title="Choose a pot">
    Pick a pot with a drainage hole, 2 cm wider than the root ball.
  </Step>
  <Step title="Add soil">
    Fill a third of the pot with fresh potting mix.
  </Step>
  <Step title="Plant and water">
    Set the plant in, fill around it with soil and water until it drains.
  </Step>
</Steps>

## Tabs

<Tabs>
  <Tab title="Indoors">
    Keep indoor plants away from radiators and water when the top 2 cm of soil is dry.
  </Tab>
  <Tab title="Outdoors">
    Water outdoor plants early in the morning, at the base, not on the leaves.
  </Tab>
</Tabs>

## Accordions

<AccordionGroup>
  <Accordion title="Why are the leaves yellow?">
    Usually too much water. Let the soil dry out and check that the pot drains.
  </Accordion>
  <Accordion title="Why are the leaves brown at the tips?">
    Usually dry air. Mist the plant or move it away from heating.
  </Accordion>
</AccordionGroup>
`,
  'components/cards.mdx': `---
title: "Cards"
description: "Link to related pages with cards, arranged in a grid with a chosen number of columns."
---

## A single card

<Card title="Watering guide" icon="droplet" href="/essentials/markdown#watering-schedules">
  How often to water each kind of plant.
</Card>

## A grid of cards

<CardGroup cols={3}>
  <Card title="Create a plant" icon="seedling" href="/api-reference/endpoint/create-plant">
    \`POST /plants\`
  </Card>
  <Card title="List plants" icon="list" href="/api-reference/endpoint/list-plants">
    \`GET /plants\`
  </Card>
  <Card title="Releases" icon="clock-rotate-left" href="/changelog/releases">
    What changed and when.
  </Card>
</CardGroup>
`,
  'snippets/watering-tip.mdx': `<Tip>
  Water less in winter: most plants grow slowly and need about half as much.
</Tip>
`,
};
