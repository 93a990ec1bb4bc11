import type { Element, ElementContent } from 'hast';
import { isBlank, textOf } from '../hast-helpers.ts';
import { svgElements } from './html-allowlist.ts';
import { renest } from './html-nesting.ts';

// Where the HTML parser builds something other than what the markup nests (the HTML standard's
// tokenizer states and tree construction), for the elements the renderer can emit.

/** Elements whose content the tokenizer reads as raw text up to their end tag (with scripting on, as in the preview): no markup inside them is ever parsed. */
const rawTextElements: ReadonlySet<string> = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);
/** Elements whose content is text with character references (RCDATA): markup inside them is text. */
const rcdataElements: ReadonlySet<string> = new Set(['textarea', 'title']);
/**
 * Elements after which the whole rest of the document is text, that switch to a namespace the
 * renderer never emits, or whose content the parser builds by rules of their own (forms, selects);
 * the allowlist keeps all of them out of pages, and nothing else of core writes them.
 */
const removedElements: ReadonlySet<string> = new Set(['plaintext', 'math', 'form', 'select', 'option', 'optgroup']);
/** Elements whose first newline the parser drops. */
const newlineEating: ReadonlySet<string> = new Set(['pre', 'listing', 'textarea']);
/** SVG elements whose content is parsed as HTML (HTML integration points): only text keeps the namespace we meant. */
const svgTextOnly: ReadonlySet<string> = new Set(['title', 'desc']);

/**
 * The nodes, changed where needed so that their HTML, parsed by a browser inside an HTML element,
 * gives back the same tree (a tree changed by re-parsing is how sanitized HTML turns into script).
 * Inside `<svg>` only allowlisted SVG elements stay (others are replaced by their content, markup
 * strings are dropped) and `title`/`desc` hold only text; raw-text elements (`iframe`, `noscript`,
 * …) hold nothing, except a `script`/`style` holding text that cannot end it early; RCDATA elements
 * (`title`, `textarea`) hold only text; `math`, `plaintext`, `form`, `select` and `option` are
 * removed with their content; the first newline of a `pre` is dropped as the parser would; nestings
 * the tree builder does not keep are rewritten ({@link renest}). What was removed is added to
 * `removed`. Nodes that need no change are returned as they are (nothing is mutated).
 */
export function parseStable(nodes: readonly ElementContent[], removed: string[] = []): ElementContent[] {
  return stableChildren(nodes, false, removed) ?? [...nodes];
}

/** The new children (of an HTML element `parent`, undefined at the top), or undefined when none changed. */
function stableChildren(nodes: readonly ElementContent[], inSvg: boolean, removed: string[], parent?: string): ElementContent[] | undefined {
  let out: ElementContent[] | undefined;
  nodes.forEach((node, i) => {
    const replaced = inSvg ? stableSvg(node, removed) : stableHtml(node, removed, parent);
    if (replaced === undefined) out?.push(node);
    else (out ??= nodes.slice(0, i)).push(...replaced);
  });
  return out;
}

/** A node in the HTML namespace: undefined when it stays as it is, else what replaces it. */
function stableHtml(node: ElementContent, removed: string[], parent: string | undefined): ElementContent[] | undefined {
  if (node.type !== 'element') return undefined;
  const tag = node.tagName;
  if (removedElements.has(tag)) {
    removed.push(`<${tag}>`);
    return [];
  }
  if (tag === 'svg') return withChildren(node, stableChildren(node.children, true, removed));
  if (rawTextElements.has(tag)) {
    if (node.children.length === 0 || ((tag === 'script' || tag === 'style') && isInertRawText(tag, node.children))) return undefined;
    if (!node.children.every(isBlank)) removed.push(`the content of <${tag}>`);
    return [{ ...node, children: [] }];
  }
  if (rcdataElements.has(tag)) return eatFirstNewline(node, textOnly(node, removed));
  // A table is rebuilt before its content is looked at, so that its parts are judged where they end
  // up; any other element after its content, so that it sees the children it will have.
  const rebuilt = tag === 'table' ? renest(node, parent) : undefined;
  if (rebuilt !== undefined) return stableChildren(rebuilt, false, removed, parent) ?? rebuilt;
  const children = stableChildren(node.children, false, removed, tag);
  const current = children === undefined ? node : { ...node, children };
  const renested = renest(current, parent);
  if (renested !== undefined) return stableChildren(renested, false, removed, parent) ?? renested;
  return eatFirstNewline(node, children === undefined ? undefined : [current]);
}

/** `replaced` (the element itself when undefined) without the first newline the parser drops after `<pre>`, `<listing>` and `<textarea>`; undefined when nothing changes. */
function eatFirstNewline(node: Element, replaced: ElementContent[] | undefined): ElementContent[] | undefined {
  if (!newlineEating.has(node.tagName)) return replaced;
  const element = (replaced?.[0] ?? node) as Element;
  const first = element.children[0];
  return first?.type === 'text' && first.value.startsWith('\n') ? [{ ...element, children: [{ ...first, value: first.value.slice(1) }, ...element.children.slice(1)] }] : replaced;
}

/** A node in the SVG namespace: undefined when it stays as it is, else what replaces it. */
function stableSvg(node: ElementContent, removed: string[]): ElementContent[] | undefined {
  if (node.type === 'text' || node.type === 'comment') return undefined;
  if (node.type !== 'element') {
    removed.push('markup inside <svg>');
    return [];
  }
  if (!svgElements.has(node.tagName)) {
    removed.push(`<${node.tagName}> inside <svg>`);
    return stableChildren(node.children, true, removed) ?? node.children;
  }
  if (svgTextOnly.has(node.tagName)) return textOnly(node, removed);
  return withChildren(node, stableChildren(node.children, true, removed));
}

function withChildren(node: Element, children: ElementContent[] | undefined): ElementContent[] | undefined {
  return children === undefined ? undefined : [{ ...node, children }];
}

/** The element with its content as one text, when it holds anything else. */
function textOnly(node: Element, removed: string[]): ElementContent[] | undefined {
  if (node.children.every((c) => c.type === 'text')) return undefined;
  removed.push(`markup inside <${node.tagName}>`);
  const value = textOf(node.children);
  return [{ ...node, children: value ? [{ type: 'text', value }] : [] }];
}

/** Whether the text children of a `script`/`style` cannot end it before its end tag (nor, in a script, start a comment that hides it). */
function isInertRawText(tag: string, children: readonly ElementContent[]): boolean {
  if (!children.every((c) => c.type === 'text')) return false;
  const text = textOf(children);
  return !new RegExp(`</${tag}[\\t\\n\\f\\r />]|</${tag}$`, 'i').test(text) && !(tag === 'script' && text.includes('<!--'));
}
