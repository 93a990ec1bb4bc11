import { splitTopLevel } from './split-html.ts';
import type { HtmlPiece } from './split-html.ts';

/**
 * The page body as top-level pieces matching the content element's child nodes one to one, so a
 * body update parses only the pieces that changed (an edit inside one block re-parses one block)
 * and swaps them in; the rest of the DOM, and the reader's scroll position, stay as they are.
 */
export class BodyBlocks {
  #content: Element | undefined;
  #pieces: HtmlPiece[] | undefined;

  /** Forgets the pieces (a whole page was rendered). */
  reset(): void {
    this.#content = undefined;
    this.#pieces = undefined;
  }

  /** Records the pieces of the HTML just put into `content`, if they match its children one to one. */
  record(content: Element, html: string): void {
    const pieces = splitTopLevel(html);
    this.#content = content;
    this.#pieces = pieces && matches(content.childNodes, pieces) ? pieces : undefined;
  }

  /**
   * Updates `content` to `html` by replacing only the changed pieces; `prepare` cleans each new
   * fragment before it goes in. False when it could not (the caller then morphs the whole body).
   */
  update(content: Element, html: string, prepare: (fragment: DocumentFragment) => void): boolean {
    const previous = this.#content === content ? this.#pieces : undefined;
    const next = splitTopLevel(html);
    if (!previous || !next || content.childNodes.length !== previous.length) return false;
    let head = 0;
    while (head < previous.length && head < next.length && previous[head]?.html === next[head]?.html) head++;
    let tail = 0;
    while (tail < previous.length - head && tail < next.length - head && previous[previous.length - 1 - tail]?.html === next[next.length - 1 - tail]?.html) tail++;
    const changed = next.slice(head, next.length - tail);
    const template = (content.ownerDocument ?? document).createElement('template');
    template.innerHTML = changed.map((p) => p.html).join('');
    if (!matches(template.content.childNodes, changed)) return false;
    prepare(template.content);
    const nodes = Array.from(content.childNodes);
    const anchor = nodes[previous.length - tail] ?? null;
    for (const node of nodes.slice(head, previous.length - tail)) node.remove();
    content.insertBefore(template.content, anchor);
    this.#pieces = next;
    return true;
  }
}

/** Whether DOM nodes correspond one to one, in kind and tag, to HTML pieces. */
function matches(nodes: NodeListOf<ChildNode>, pieces: readonly HtmlPiece[]): boolean {
  if (nodes.length !== pieces.length) return false;
  return pieces.every((piece, i) => {
    const node = nodes[i];
    if (!node) return false;
    if (piece.kind === 'text') return node.nodeType === Node.TEXT_NODE;
    if (piece.kind === 'comment') return node.nodeType === Node.COMMENT_NODE;
    return node.nodeType === Node.ELEMENT_NODE && node.nodeName.toLowerCase() === piece.tag;
  });
}
