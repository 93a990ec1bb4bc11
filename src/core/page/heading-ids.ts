import type { Root } from 'mdast';
import { restoreInlineMarkup } from './inline-markup-cap.ts';

declare module 'mdast' {
  interface HeadingData {
    /** The anchor written after the heading's text as `{#custom-id}`. */
    customId?: string;
  }
}

/** A page whose heading `{#id}` suffixes are hidden from the MDX parser, and how to read them back. */
export interface MarkedHeadingIds {
  /** The page, with the braces of each suffix replaced, character for character, by stand-ins. */
  readonly text: string;
  /** Stand-in → the brace it replaced; empty when the page has no suffix. */
  readonly restore: ReadonlyMap<string, string>;
}

// `## Title {#custom-id}` (the platform's custom heading id) is, to MDX, an expression `#custom-id`
// that is not JavaScript, so the page would not parse. The braces become private-use characters
// that micromark reads as text (one for one, so every offset stays an offset in the page); after
// the parse the suffix is taken off the heading, and anywhere else (a code block showing the
// syntax) the braces are put back.
const suffix = /^([ \t>]*#{1,6}[ \t][^\n]*?[ \t])\{(#[\w][\w:.-]*)\}([ \t]*)$/gm;
const candidates = ['\uF8F0', '\uF8F1', '\uF8F2', '\uF8F3', '\uF8F4', '\uF8F5', '\uF8F6', '\uF8F7'];

/** Hides the `{#id}` suffixes of heading lines from the MDX parser (see applyHeadingIds). */
export function markHeadingIds(text: string): MarkedHeadingIds {
  if (!text.includes('{#')) return { text, restore: new Map() };
  const free = candidates.filter((c) => !text.includes(c));
  const [open, close] = free;
  if (open === undefined || close === undefined) return { text, restore: new Map() };
  let found = false;
  const marked = text.replace(suffix, (_, head: string, id: string, tail: string) => {
    found = true;
    return `${head}${open}${id}${close}${tail}`;
  });
  return found ? { text: marked, restore: new Map([[open, '{'], [close, '}']]) } : { text, restore: new Map() };
}

/** Takes each marked `{#id}` off the end of its heading into `data.customId`, and restores the braces everywhere else. */
export function applyHeadingIds(tree: Root, restore: ReadonlyMap<string, string>): void {
  if (restore.size === 0) return;
  const [open, close] = [...restore.keys()] as [string, string];
  const tail = new RegExp(`[ \\t]*${open}#([\\w][\\w:.-]*)${close}[ \\t]*$`);
  const stack: unknown[] = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const n = node as { type?: string; children?: unknown[] };
    if (n.type === 'heading' && n.children) {
      const heading = node as Extract<Root['children'][number], { type: 'heading' }>;
      const last = heading.children[heading.children.length - 1];
      const m = last?.type === 'text' ? tail.exec(last.value) : null;
      if (last?.type === 'text' && m) {
        last.value = last.value.slice(0, m.index);
        if (last.value === '') heading.children.pop();
        heading.data = { ...heading.data, customId: m[1] as string };
      }
    }
    if (n.children) stack.push(...n.children);
  }
  restoreInlineMarkup(tree, restore);
}
