import * as z from 'zod/mini';
import { described } from '../described.ts';

/** The layout themes of the current docs.json format. */
export const themes = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'sequoia', 'luma'] as const;

/** `theme`: the layout theme; its presence marks a config as the current format. */
export const ThemeSchema = described(z.enum(themes), `Layout theme of the site; one of ${themes.join(', ')}`);

/** A theme name. */
export type Theme = z.output<typeof ThemeSchema>;
