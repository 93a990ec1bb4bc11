import { attributeDocs, componentDocs } from './component-docs.ts';
import type { ComponentInfo, FrontmatterKeyInfo } from './component-info.ts';
import { mdxContextAt } from './mdx-context.ts';
import { findComponent } from './mdx-completions.ts';

/** A hover: Markdown contents for the text between two offsets. */
export interface HoverInfo {
  readonly markdown: string;
  readonly start: number;
  readonly end: number;
}

/**
 * The hover at `offset` of a page: a component's docs over its tag name, an attribute's docs over
 * an attribute name, a front matter key's description over the key; undefined elsewhere.
 */
export function mdxHoverAt(text: string, offset: number, components: readonly ComponentInfo[], frontmatterKeys: readonly FrontmatterKeyInfo[] = [], jsx = true): HoverInfo | undefined {
  const ctx = mdxContextAt(text, offset, jsx);
  if (ctx.kind === 'component') {
    const component = findComponent(components, text.slice(ctx.start, ctx.end));
    return component ? { markdown: componentDocs(component), start: ctx.start, end: ctx.end } : undefined;
  }
  if (ctx.kind === 'attribute') {
    const component = findComponent(components, ctx.component);
    const name = text.slice(ctx.start, ctx.end);
    const attribute = component?.attributes.find((a) => a.name === name);
    return component && attribute ? { markdown: attributeDocs(component, attribute), start: ctx.start, end: ctx.end } : undefined;
  }
  if (ctx.kind === 'frontmatter-key') {
    const name = text.slice(ctx.start, ctx.end);
    const key = frontmatterKeys.find((k) => k.name === name);
    if (!key) return undefined;
    const type = key.type ? ` — ${key.type}` : '';
    return { markdown: `**\`${key.name}\`** (front matter)${type}\n\n${key.description}`, start: ctx.start, end: ctx.end };
  }
  return undefined;
}
