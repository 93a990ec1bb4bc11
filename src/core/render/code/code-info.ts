import type { Element } from 'hast';
import { elementData } from '../hast-helpers.ts';

/** What a rendered code block knows about itself, for the CodeGroup that may contain it. */
export interface CodeInfo {
  readonly title: string | undefined;
  readonly lang: string | undefined;
}

/** Remembers the title and language of a rendered code block, on the element. */
export function setCodeInfo(element: Element, info: CodeInfo): void {
  elementData(element).quireCode = info;
}

/** The title and language of a rendered code block, or undefined for any other element. */
export function codeInfo(element: Element): CodeInfo | undefined {
  return element.data?.quireCode;
}
