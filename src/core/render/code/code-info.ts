import type { Element } from 'hast';

/** What a rendered code block knows about itself, for the CodeGroup that may contain it. */
export interface CodeInfo {
  readonly title: string | undefined;
  readonly lang: string | undefined;
}

const infos = new WeakMap<Element, CodeInfo>();

/** Remembers the title and language of a rendered code block. */
export function setCodeInfo(element: Element, info: CodeInfo): void {
  infos.set(element, info);
}

/** The title and language of a rendered code block, or undefined for any other element. */
export function codeInfo(element: Element): CodeInfo | undefined {
  return infos.get(element);
}
