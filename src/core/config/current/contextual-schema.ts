import * as z from 'zod/mini';
import { described } from '../described.ts';
import { ruleString } from '../string-rules.ts';

/** The built-in actions of the contextual menu. */
export const contextualOptions = [
  'assistant',
  'copy',
  'view',
  'chatgpt',
  'claude',
  'perplexity',
  'grok',
  'aistudio',
  'devin',
  'windsurf',
  'mcp',
  'add-mcp',
  'cursor',
  'vscode',
  'devin-mcp',
] as const;

/** A custom action of the contextual menu. */
export const ContextualCustomOptionSchema = z.object({
  title: described(z.string(), 'Title of the action'),
  description: described(z.string(), 'Description of the action'),
  icon: described(z.optional(z.string()), 'Icon name, URL, path or SVG'),
  href: described(z.union([ruleString('link'), z.record(z.string(), z.unknown())]), 'Link target; `$page`, `$path` and `$mcp` are replaced'),
});

/** `contextual`: the page's menu of actions (copy, open in an assistant…). */
export const ContextualSchema = described(
  z.object({
    options: described(z.array(z.union([ContextualCustomOptionSchema, z.enum(contextualOptions)])), 'Actions of the menu; the first is the default'),
    display: described(z.optional(z.enum(['header', 'toc'])), 'Where the menu shows; default `header`'),
  }),
  'Contextual menu of page actions',
);

/** `contextual` as parsed. */
export type Contextual = z.output<typeof ContextualSchema>;
