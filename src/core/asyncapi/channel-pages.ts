import type { DocsConfig } from '../config/index.ts';
import { currentSourceOf } from '../config/current/to-site-config.ts';
import { isExternalUrl } from '../project/external-url.ts';
import { projectPageFiles, stripPageExtension } from '../project/page-files.ts';
import { normalizePath } from '../project/project.ts';
import type { Project } from '../project/project.ts';
// A cycle of imports, harmless: generated-pages calls this at run time, and this uses kebab only then.
import { kebab } from '../openapi/generated-pages.ts';
import type { GeneratedGroup } from '../openapi/generated-pages.ts';
import { maxGeneratedChannels } from './asyncapi-limits.ts';
import { asyncapiModel } from './asyncapi-model.ts';
import type { AsyncapiModel } from './asyncapi-model.ts';

/** The channel pages a navigation generates from its `asyncapi` sources (see asyncapiChannelPages). */
export interface ChannelPages {
  /** Generated page file (`events/test-websocket-schema/channel-one.mdx`) → its text. */
  readonly files: ReadonlyMap<string, string>;
  /** The channel groups of each level or group that has `asyncapi` and lists no pages of its own. */
  readonly groups: ReadonlyMap<object, readonly GeneratedGroup[]>;
  /** The AsyncAPI files the pages document. */
  readonly specs: readonly string[];
}

/** The division keys of a navigation level (as generated-pages visits them). */
const divisionKeys = ['languages', 'versions', 'products', 'dropdowns', 'menu', 'tabs', 'anchors'] as const;

/**
 * The pages a current-format navigation generates from AsyncAPI 3 files: a level or group with
 * `asyncapi` and no pages of its own gets one group per file (named by its `info.title`, else
 * "Channels") listing a page per channel, at `<directory>/<title>/<channel id>` (kebab-case), made
 * unique and never at a real page's path or one in `taken`. Each page is a virtual file whose front
 * matter is `title` (the channel's, else its id) and `asyncapi: "<file> <channel id>"`.
 */
export function asyncapiChannelPages(project: Project, config: DocsConfig | undefined, taken: Iterable<string>): ChannelPages {
  const current = config ? currentSourceOf(config) : undefined;
  const files = new Map<string, string>();
  const groups = new Map<object, GeneratedGroup[]>();
  const specs = new Set<string>();
  if (!current) return { files, groups, specs: [] };
  let read: { model: AsyncapiModel; taken: Set<string> } | undefined;
  const lazy = () =>
    (read ??= {
      model: asyncapiModel(project, config),
      taken: new Set([...projectPageFiles(project), ...taken].map((f) => stripPageExtension(f).toLowerCase())),
    });

  const generate = (holder: Record<string, unknown>): void => {
    const source = holder['asyncapi'];
    const locations = typeof source === 'string' ? [source] : Array.isArray(source) ? source.filter((s): s is string => typeof s === 'string') : typeof source === 'object' && source !== null && typeof (source as { source?: unknown }).source === 'string' ? [(source as { source: string }).source] : [];
    const written = typeof source === 'object' && source !== null && !Array.isArray(source) ? (source as { directory?: unknown }).directory : undefined;
    const directory = typeof written === 'string' && normalizePath(written) !== '' ? normalizePath(written) : undefined;
    const { model, taken: used } = lazy();
    const made: GeneratedGroup[] = [];
    for (const file of locations.filter((l) => !isExternalUrl(l)).map(normalizePath)) {
      const spec = model.documents.get(file);
      if (!spec) continue;
      const info = spec.root['info'];
      const title: unknown = typeof info === 'object' && info !== null ? (info as Record<string, unknown>)['title'] : undefined;
      const name = typeof title === 'string' && title.trim() !== '' ? title.trim() : 'Channels';
      const pages: string[] = [];
      for (const channel of model.channels.filter((c) => c.file === file).slice(0, maxGeneratedChannels)) {
        // A channel id that front matter cannot name (whitespace in it) gets no page.
        if (/\s/.test(channel.id)) continue;
        const base = [directory, kebab(name) || 'channels', kebab(channel.id) || 'channel'].filter((p) => p !== undefined && p !== '').join('/');
        let path = base;
        for (let n = 2; used.has(path.toLowerCase()); n++) path = `${base}-${n}`;
        used.add(path.toLowerCase());
        const channelTitle = channel.channel['title'];
        const pageTitle = typeof channelTitle === 'string' && channelTitle.trim() !== '' ? channelTitle.trim() : channel.id;
        files.set(`${path}.mdx`, `---\ntitle: ${JSON.stringify(pageTitle)}\nasyncapi: ${JSON.stringify(`${file} ${channel.id}`)}\n---\n`);
        specs.add(file);
        pages.push(path);
      }
      made.push({ name, pages });
    }
    if (made.length > 0) groups.set(holder, made);
  };

  const visit = (node: unknown, level: boolean, depth: number): void => {
    // The config's depth limit applies before; this bound only keeps a hand-made value from looping.
    if (depth > 64 || typeof node !== 'object' || node === null || Array.isArray(node)) return;
    const holder = node as Record<string, unknown>;
    const pages = Array.isArray(holder['pages']) ? (holder['pages'] as unknown[]) : [];
    const groupList = Array.isArray(holder['groups']) ? (holder['groups'] as unknown[]) : [];
    const empty = pages.length === 0 && (!level || (groupList.length === 0 && divisionKeys.every((key) => holder[key] === undefined)));
    if (holder['asyncapi'] !== undefined && empty) generate(holder);
    for (const entry of pages) visit(entry, false, depth + 1);
    if (level) {
      for (const g of groupList) visit(g, false, depth + 1);
      for (const key of divisionKeys) if (Array.isArray(holder[key])) for (const d of holder[key] as unknown[]) visit(d, true, depth + 1);
    }
  };
  visit(current.navigation, true, 0);
  if (current.navigation.global) visit(current.navigation.global, true, 0);
  return { files, groups, specs: [...specs] };
}
