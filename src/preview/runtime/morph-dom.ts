/**
 * Makes the children of `target` match those of `source` while touching as little of the live
 * DOM as possible: equal leading and trailing children are skipped (so an edit in one block
 * re-creates that block only), elements with the same tag are patched in place (attributes,
 * then children), anything else is replaced. Scroll position and focus survive because the
 * unchanged nodes stay the same objects.
 */
export function morphChildren(target: ParentNode & Node, source: ParentNode & Node): void {
  const from = Array.from(target.childNodes);
  const to = Array.from(source.childNodes);
  let start = 0;
  while (start < from.length && start < to.length && (from[start] as ChildNode).isEqualNode(to[start] as ChildNode)) start++;
  let endFrom = from.length - 1;
  let endTo = to.length - 1;
  while (endFrom >= start && endTo >= start && (from[endFrom] as ChildNode).isEqualNode(to[endTo] as ChildNode)) {
    endFrom--;
    endTo--;
  }
  const anchor = from[endFrom + 1] ?? null;
  const count = Math.max(endFrom - start + 1, endTo - start + 1);
  for (let i = 0; i < count; i++) {
    const old = i <= endFrom - start ? from[start + i] : undefined;
    const next = i <= endTo - start ? to[start + i] : undefined;
    if (old && next) morphNode(old, next);
    else if (old) old.remove();
    else if (next) target.insertBefore(next, anchor);
  }
}

/** Patches `target` into `source`, or replaces it when the two are not the same kind of node. */
export function morphNode(target: ChildNode, source: ChildNode): void {
  if (target.nodeType !== source.nodeType || target.nodeName !== source.nodeName) {
    target.replaceWith(source);
    return;
  }
  if (target.nodeType === Node.TEXT_NODE || target.nodeType === Node.COMMENT_NODE) {
    if (target.nodeValue !== source.nodeValue) target.nodeValue = source.nodeValue;
    return;
  }
  if (target instanceof Element && source instanceof Element) {
    syncAttributes(target, source);
    morphChildren(target, source);
  }
}

/** Makes the attributes of `target` equal to those of `source`. */
export function syncAttributes(target: Element, source: Element): void {
  for (const name of target.getAttributeNames()) if (!source.hasAttribute(name)) target.removeAttribute(name);
  for (const name of source.getAttributeNames()) {
    const value = source.getAttribute(name) ?? '';
    if (target.getAttribute(name) !== value) target.setAttribute(name, value);
  }
}
