import type { monaco } from './monaco.ts';

type Monaco = typeof monaco;

/** The Monaco theme names of the two Quire themes. */
export const themeNames = { light: 'quire-light', dark: 'quire-dark' } as const;

/** Defines the light and dark Quire themes: Monaco's `vs` and `vs-dark` with MDX tags, attributes and front matter colored. */
export function defineThemes(m: Monaco): void {
  m.editor.defineTheme(themeNames.light, {
    base: 'vs',
    inherit: true,
    rules: [
      { token: 'tag', foreground: '800000' },
      { token: 'delimiter.tag', foreground: '800000' },
      { token: 'attribute.name', foreground: 'e50000' },
      { token: 'attribute.value', foreground: '0451a5' },
      { token: 'meta.frontmatter', foreground: '808080' },
      { token: 'keyword.heading', foreground: '0451a5', fontStyle: 'bold' },
      { token: 'string.link', foreground: '0451a5', fontStyle: 'underline' },
      { token: 'string.fence', foreground: '808080' },
      { token: 'variable.source', foreground: 'a31515' },
    ],
    colors: {},
  });
  m.editor.defineTheme(themeNames.dark, {
    base: 'vs-dark',
    inherit: true,
    rules: [
      { token: 'tag', foreground: '569cd6' },
      { token: 'delimiter.tag', foreground: '808080' },
      { token: 'attribute.name', foreground: '9cdcfe' },
      { token: 'attribute.value', foreground: 'ce9178' },
      { token: 'meta.frontmatter', foreground: '808080' },
      { token: 'keyword.heading', foreground: '569cd6', fontStyle: 'bold' },
      { token: 'string.link', foreground: '4ec9b0', fontStyle: 'underline' },
      { token: 'string.fence', foreground: '808080' },
      { token: 'variable.source', foreground: 'ce9178' },
    ],
    colors: {},
  });
}
