import { iconBucketCounts, iconBucketOf } from './icon-buckets.ts';
import type { IconBucket, IconLibrary, IconNode } from './icon-buckets.ts';
import type { IconStyle } from './icon-styles.ts';
import { proSubstitutes } from './pro-substitutes.ts';

// The one conversion of the icon packages' data files into buckets (see icon-buckets.ts), used by
// the build (scripts/vite-plugins/icon-modules.ts writes the buckets as modules) and by the Node
// loader (icon-source.ts). The inputs are build-time data of devDependencies, not user content, but
// they are still checked: everything the SVG serializer writes without escaping must be plain.

/** @fortawesome/fontawesome-free's metadata/icon-families.json (the fields read). */
export type FontAwesomeFamilies = Readonly<
  Record<string, { readonly aliases?: { readonly names?: readonly string[] }; readonly svgs?: { readonly classic?: Readonly<Partial<Record<string, { readonly width: number; readonly height: number; readonly path: string | readonly string[] }>>> } }>
>;

/** lucide-static's icon-nodes.json: icon name → its elements. */
export type LucideNodes = Readonly<Record<string, readonly IconNode[]>>;

/** @tabler/icons' tabler-nodes-outline.json or tabler-nodes-filled.json: icon name → its elements. */
export type TablerNodes = Readonly<Record<string, readonly IconNode[]>>;

/** lucide-static's font/info.json (the field read): every name, aliases included, with its glyph's code. */
export type LucideFontInfo = Readonly<Record<string, { readonly encodedCode: string }>>;

const faStyles: readonly IconStyle[] = ['solid', 'regular', 'brands'];
/** How a Font Awesome bucket names a Lucide icon that stands in for a Pro one (see pro-substitutes.ts). */
export const lucidePrefix = 'lucide:';
const plainValue = /^[-0-9A-Za-z .,#]*$/;
const plainName = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const lucideTags: ReadonlySet<string> = new Set(['path', 'circle', 'rect', 'line', 'ellipse', 'polyline', 'polygon']);
const lucideAttribute = /^(?:d|cx|cy|r|rx|ry|x|y|x1|x2|y1|y2|width|height|points|fill)$/;
const tablerAttribute = /^(?:d|fill|opacity|stroke)$/;

/** Every Font Awesome Free icon in every style it has, its Font Awesome aliases and the Pro substitutes, in buckets. */
export function fontAwesomeBuckets(families: FontAwesomeFamilies): IconBucket[] {
  const icons = new Map<string, Partial<Record<IconStyle, readonly [number, string]>>>();
  const others = new Map<string, string>();
  for (const name of Object.keys(families).sort()) {
    const family = families[name];
    const classic = family?.svgs?.classic ?? {};
    const styles: Partial<Record<IconStyle, readonly [number, string]>> = {};
    for (const style of faStyles) {
      const svg = classic[style];
      if (!svg) continue;
      const path = typeof svg.path === 'string' ? svg.path : svg.path.join(' ');
      if (svg.height !== 512 || !plainValue.test(path)) throw new Error(`Font Awesome icon ${name} (${style}) is not a 512-high plain path`);
      styles[style] = [svg.width, path];
    }
    if (Object.keys(styles).length === 0) continue;
    icons.set(checkedName(name), styles);
    for (const alias of family?.aliases?.names ?? []) if (!others.has(alias)) others.set(checkedName(alias), name);
  }
  for (const [pro, target] of Object.entries(proSubstitutes)) {
    // A `lucide:` target is checked against Lucide's names by test/core/icons (this data has only Font Awesome's).
    if (!target.startsWith(lucidePrefix) && !icons.has(target)) throw new Error(`The Pro substitute for ${pro} is ${target}, which is not a Font Awesome Free icon`);
    if (!others.has(pro)) others.set(checkedName(pro), target);
  }
  return fill('fontawesome', icons, others);
}

/** Every Lucide icon and its other (older) names, in buckets. */
export function lucideBuckets(nodes: LucideNodes, fontInfo: LucideFontInfo): IconBucket[] {
  const icons = new Map<string, readonly IconNode[]>();
  const byCode = new Map<string, string>();
  for (const name of Object.keys(nodes).sort()) {
    const elements = (nodes[name] ?? []).map(([tag, attributes]): IconNode => {
      const bad = Object.entries(attributes).find(([key, value]) => !lucideAttribute.test(key) || !plainValue.test(value));
      if (!lucideTags.has(tag) || bad) throw new Error(`Lucide icon ${name} has an element this serializer does not expect: ${tag} ${bad?.[0] ?? ''}`);
      return [tag, attributes];
    });
    icons.set(checkedName(name), elements);
    const code = fontInfo[name]?.encodedCode;
    if (code !== undefined && !byCode.has(code)) byCode.set(code, name);
  }
  // An alias is a font glyph name that is no icon of its own and shares its glyph with an icon.
  const others = new Map<string, string>();
  for (const name of Object.keys(fontInfo).sort()) {
    const target = byCode.get(fontInfo[name]?.encodedCode ?? '');
    if (!icons.has(name) && target !== undefined) others.set(checkedName(name), target);
  }
  return fill('lucide', icons, others);
}

/**
 * Every Tabler icon in buckets: the outline icons under their names, the filled ones under
 * `<name>-filled` (Tabler's own name for them; no outline name ends so).
 */
export function tablerBuckets(outline: TablerNodes, filled: TablerNodes): IconBucket[] {
  const icons = new Map<string, readonly IconNode[]>();
  const read = (name: string, nodes: readonly IconNode[] | undefined) =>
    (nodes ?? []).map(([tag, attributes]): IconNode => {
      const bad = Object.entries(attributes).find(([key, value]) => !tablerAttribute.test(key) || !plainValue.test(value));
      if (tag !== 'path' || bad) throw new Error(`Tabler icon ${name} has an element this serializer does not expect: ${tag} ${bad?.[0] ?? ''}`);
      return [tag, attributes];
    });
  for (const name of Object.keys(outline).sort()) icons.set(checkedName(name), read(name, outline[name]));
  for (const name of Object.keys(filled).sort()) {
    const key = checkedName(`${name}-filled`);
    if (icons.has(key)) throw new Error(`Tabler's filled ${name} collides with the outline icon ${key}`);
    icons.set(key, read(key, filled[name]));
  }
  return fill('tabler', icons, new Map());
}

/** The buckets of a library: each icon under its name, each other name (not itself an icon) pointing at its icon. */
function fill<T extends object>(library: IconLibrary, icons: ReadonlyMap<string, T>, others: ReadonlyMap<string, string>): IconBucket[] {
  const buckets: Record<string, T | string>[] = Array.from({ length: iconBucketCounts[library] }, () => ({}));
  const put = (name: string, entry: T | string) => {
    const bucket = buckets[iconBucketOf(library, name)];
    if (bucket) bucket[name] = entry;
  };
  for (const [name, entry] of icons) put(name, entry);
  for (const [name, target] of [...others].sort(([a], [b]) => (a < b ? -1 : 1))) if (!icons.has(name)) put(name, target);
  return buckets;
}

function checkedName(name: string): string {
  if (!plainName.test(name)) throw new Error(`Unexpected icon name in an icon package: ${JSON.stringify(name)}`);
  return name;
}
