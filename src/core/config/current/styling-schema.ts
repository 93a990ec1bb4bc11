import * as z from 'zod/mini';
import { described } from '../described.ts';

/** `styling.codeblocks` in its object form. */
export const CodeblocksSchema = z.object({
  theme: described(
    z.optional(z.union([z.string(), z.object({ light: described(z.string(), 'Shiki theme in light mode'), dark: described(z.string(), 'Shiki theme in dark mode') })])),
    'One Shiki theme for both modes, or `{ light, dark }`',
  ),
  languages: described(z.optional(z.object({ custom: described(z.optional(z.array(z.string())), 'Paths of TextMate grammar JSON files') })), 'Custom languages'),
});

/** `styling`: eyebrows, LaTeX and code block themes. */
export const StylingSchema = described(
  z.object({
    eyebrows: described(z.optional(z.enum(['section', 'breadcrumbs'])), 'What the eyebrow above a page title shows; default `section`'),
    latex: described(z.optional(z.boolean()), 'Forces the LaTeX stylesheet on or off; default: detected'),
    codeblocks: described(z.optional(z.union([z.string(), CodeblocksSchema])), '`system`, `dark`, a Shiki theme name, or an object'),
  }),
  'Visual styling',
);

/** `styling` as parsed. */
export type Styling = z.output<typeof StylingSchema>;
