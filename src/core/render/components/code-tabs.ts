import type { Element, ElementContent } from 'hast';
import { codeInfo } from '../code/code-info.ts';
import { hasClass, isBlank } from '../hast-helpers.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';
import { tabSet } from './tab-set.ts';
import type { TabSetOptions, TabSpec } from './tab-set.ts';

/**
 * The tabs of a code group: one per code block among the rendered children (so blocks coming from
 * snippets count), labelled with the block's title, else its language. The title moves from the
 * block's header to the tab; other content stays with the preceding block.
 */
export function codeTabs(call: ComponentCall, className: string[], options: TabSetOptions = {}): Element {
  const tabs: TabSpec[] = [];
  const loose: ElementContent[] = [];
  for (const child of renderChildren(call)) {
    const info = child.type === 'element' ? codeInfo(child) : undefined;
    if (info && child.type === 'element') {
      const block: Element = { ...child, children: child.children.filter((c) => !hasClass(c, 'q-code-header')) };
      tabs.push({ title: info.title ?? info.lang ?? `Example ${tabs.length + 1}`, content: [block] });
    } else if (!isBlank(child)) (tabs[tabs.length - 1]?.content ?? loose).push(child);
  }
  if (loose.length > 0) tabs.unshift({ title: 'Example', content: loose });
  return tabSet(call.rs, tabs, className, options);
}
