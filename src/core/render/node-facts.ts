import type { CodeInfo } from './code/code-info.ts';
import type { StepParts } from './components/render-step.ts';
import type { TabSpec } from './components/tab-set.ts';

// What a rendered element knows about itself, for the component that encloses it (a Steps its
// steps, a Tabs its tabs, a CodeGroup its code blocks), travels with the element in `data`, as
// mdast-util-to-hast keeps node facts: never in a side table that outlives the render.
declare module 'hast' {
  interface ElementData {
    /** Set on a rendered `<Step>` (see renderStep). */
    quireStep?: StepParts;
    /** Set on a rendered `<Tab>` (see markTab). */
    quireTab?: TabSpec;
    /** Set on a rendered code block (see setCodeInfo). */
    quireCode?: CodeInfo;
  }
}

// A component written on one line inside a block component renders as a block (see markFlowChildren).
declare module 'mdast-util-mdx-jsx' {
  interface MdxJsxTextElementData {
    /** Set on a text element that renders as a block. */
    quireFlow?: true;
  }
}

// mdast-util-to-hast's own list item handler recomputes the looseness of the whole list for every
// item (quadratic on long lists): the list keeps it once computed (see listItem).
declare module 'mdast' {
  interface ListData {
    /** Whether the list is loose, once an item asked. */
    quireLoose?: boolean;
  }
}

// Types only: the files above import their helper from hast-helpers.ts, so no import runs back here.
export {};
