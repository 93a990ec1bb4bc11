/** The starter pages whose text differs in the current format: they describe its docs.json. */
export const starterCurrentPages: Readonly<Record<string, string>> = {
  'essentials/settings.mdx': `---
title: "Site settings"
description: "Configure the name, colors, logo, navigation, navbar, footer and API settings in docs.json."
---

## The configuration file

\`docs.json\` at the root of the project holds every setting of the site. Open it in the editor:
hover a key to read what it does, and press Ctrl+Space for the keys you can add.

| Setting | What it controls |
| --- | --- |
| \`theme\`, \`name\`, \`description\` | The site's layout, name and description |
| \`logo\`, \`favicon\`, \`colors\` | The site's images and colors |
| \`appearance\`, \`background\` | The look in light and dark mode |
| \`navigation\` | Versions, tabs, anchors and groups of pages |
| \`navbar\` | The links and the button of the top bar |
| \`footer\` | Social accounts and columns of links |
| \`api\` | The API reference and its playground |
| \`redirects\`, \`errors\` | Moved pages and the page for a missing one |

## Navigation

\`navigation\` is an object. Its \`versions\`, \`tabs\` and \`anchors\` divide the site; each holds
\`groups\`, and each group lists pages by path, without the extension. Groups can nest:

\`\`\`json docs.json
{
  "group": "Writing content",
  "pages": ["essentials/markdown", { "group": "Components", "pages": ["components/callouts"] }]
}
\`\`\`

<Info>Renaming a page in the file tree offers to update its entry in \`navigation\`.</Info>
`,
  'internal/style-guide.mdx': `---
title: "Internal style guide"
description: "How the team names plants, writes dates and spells product names in these docs."
---

This section is not in the sidebar: its group is \`hidden\`, so only a direct link leads here.

- Write dates as \`2025-06-02\`.
- Write the product name as **Acme Plants**, never "the Plants app".
`,
};
