import type { Element, Properties, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { attributeOf } from './html-attributes.ts';
import type { AttributeInfo } from './html-attributes.ts';

/** Elements with no end tag (hast-util-to-html's list, html-void-elements). */
const voids: ReadonlySet<string> = new Set(['area', 'base', 'basefont', 'bgsound', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'image', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/** SVG elements whose content is HTML. */
const htmlIntegrationPoints: ReadonlySet<string> = new Set(['desc', 'foreignObject', 'title']);

const hex = (c: string): string => `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`;

/** Text: `<` and `&` as hexadecimal references, as hast-util-to-html writes them. */
function escapeText(value: string): string {
  return /[<&]/.test(value) ? value.replace(/[<&]/g, hex) : value;
}

/** A double-quoted attribute value: NUL, `"`, `&`, `'` and `` ` `` as references (hast-util-to-html without parse errors or dangerous characters). */
function escapeAttribute(value: string): string {
  return /[\0"&'`]/.test(value) ? value.replace(/[\0"&'`]/g, hex) : value;
}

/** What a comment's text may not hold (the HTML standard's comment rules), as hast-util-to-html encodes it. */
const commentHazards = /^>|^->|<!--|-->|--!>|<!-$/g;

/** One serialization: whether raw nodes are written as they are. */
interface State {
  readonly dangerous: boolean;
}

/**
 * The HTML of a hast tree, the same string as hast-util-to-html's with its default options (and
 * `allowDangerousHtml` when `dangerous`), written in one pass: the known attributes of Quire's
 * elements (see attributeOf) straight, and any element with an attribute it does not know by
 * hast-util-to-html itself, so an unknown one is written exactly as before. Only serializeHtml calls
 * it (lint): the tree must be made parse-stable and its attributes' `<` and `>` marked first.
 */
export function hastToHtml(tree: Root | RootContent, dangerous: boolean): string {
  return one(tree, undefined, false, { dangerous });
}

function one(node: Root | RootContent, parent: Element | undefined, svg: boolean, state: State): string {
  switch (node.type) {
    case 'root':
      return all(node.children, undefined, svg, state);
    case 'text':
      return parent !== undefined && (parent.tagName === 'script' || parent.tagName === 'style') ? node.value : escapeText(node.value);
    case 'element':
      return element(node, svg, state);
    case 'comment':
      return `<!--${node.value.replace(commentHazards, (m) => m.replace(/[<>]/g, hex))}-->`;
    case 'doctype':
      return '<!doctype html>';
    case 'raw':
      return state.dangerous || (parent !== undefined && (parent.tagName === 'script' || parent.tagName === 'style')) ? node.value : escapeText(node.value);
    default:
      // Anything else (MDX nodes) fails as it did.
      return toHtml(node as unknown as Root, { allowDangerousHtml: state.dangerous });
  }
}

function all(children: readonly RootContent[], parent: Element | undefined, svg: boolean, state: State): string {
  let out = '';
  for (const child of children) out += one(child, parent, svg, state);
  return out;
}

function element(node: Element, svg: boolean, state: State): string {
  const tag = node.tagName;
  const ownSvg = svg || tag === 'svg';
  const attributes = serializeAttributes(node.properties, ownSvg);
  if (attributes === undefined || (!svg && tag === 'template')) return toHtml(node, { allowDangerousHtml: state.dangerous, space: svg ? 'svg' : 'html' });
  const content = all(node.children, node, ownSvg && !htmlIntegrationPoints.has(tag), state);
  const open = `<${tag}${attributes === '' ? '' : ` ${attributes}`}>`;
  if (!svg && content === '' && voids.has(tag.toLowerCase())) return open;
  return `${open}${content}</${tag}>`;
}

/** The attributes as hast-util-to-html writes them; undefined when one is not known here. */
function serializeAttributes(properties: Properties | undefined, svg: boolean): string | undefined {
  let out = '';
  for (const key in properties) {
    const value = properties[key];
    if (value === null || value === undefined) continue;
    const info = attributeOf(key, svg);
    if (info === undefined) return undefined;
    const text = serializeAttribute(info, value);
    if (text !== '') out += out === '' ? text : ` ${text}`;
  }
  return out;
}

function serializeAttribute(info: AttributeInfo, given: unknown): string {
  let value = given;
  if (info.kind === 'overloaded' && (value === info.attribute || value === '')) value = true;
  else if ((info.kind === 'boolean' || info.kind === 'overloaded') && (typeof value !== 'string' || value === info.attribute || value === '')) value = Boolean(value);
  if (value === null || value === undefined || value === false || (typeof value === 'number' && Number.isNaN(value))) return '';
  if (value === true) return info.attribute;
  const text = Array.isArray(value) ? (info.kind === 'commas' ? commas(value) : value.join(' ').trim()) : String(value);
  return `${info.attribute}="${escapeAttribute(text)}"`;
}

/** comma-separated-tokens' stringify with its default padding. */
function commas(values: readonly unknown[]): string {
  const input = values[values.length - 1] === '' ? [...values, ''] : values;
  return input.join(', ').trim();
}
