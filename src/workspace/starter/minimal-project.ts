/** A minimal project: a docs.json and one page, valid as they are (what an empty workspace offers to create). */
export function minimalProject(name: string): Map<string, string> {
  const config = { name, navigation: [{ group: 'Get started', pages: ['introduction'] }] };
  return new Map([
    ['docs.json', `${JSON.stringify(config, null, 2)}\n`],
    ['introduction.mdx', `---\ntitle: "Introduction"\ndescription: "What ${name.replace(/"/g, "'")} is and where to start."\n---\n\n## Overview\n\nStart writing here.\n`],
  ]);
}
