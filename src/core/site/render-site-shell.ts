import { currentSourceOf } from '../config/current/to-site-config.ts';
import { renderLastUpdated } from './render-last-updated.ts';
import type { Element, ElementContent, Root } from 'hast';
import { h } from 'hastscript';
import { serializeHtml } from '../render/index.ts';
import type { TocEntry } from '../render/index.ts';
import type { RepositoryLocation } from './render-feedback.ts';
import { bannerKey, renderBanner } from './render-banner.ts';
import { contextualDisplay, renderContextualMenu } from './contextual-menu.ts';
import { renderFeedback } from './render-feedback.ts';
import { renderFooter } from './render-footer.ts';
import type { HeadAssets, PageUses } from './render-head.ts';
import { renderHead } from './render-head.ts';
import { renderPageHeader } from './render-page-header.ts';
import { renderPager } from './render-pager.ts';
import { navHtml, renderSidebar } from './render-sidebar.ts';
import { renderTabs } from './render-tabs.ts';
import { renderToc } from './render-toc.ts';
import { renderTopbar } from './render-topbar.ts';
import type { ShellContext } from './shell-context.ts';
import { imageSrc } from './shell-context.ts';
import { cachedShellPart } from './shell-part-cache.ts';
import { versionOf } from './site-model.ts';
import { pageLanguage } from './page-language.ts';

/** The HTML of a site page around its body: `before` ends inside `<div class="q-content">`, `after` starts with its end tag. */
export interface SitePageShell {
  readonly before: string;
  readonly after: string;
}

/** What the shell needs besides the page's context: how it gets the shared assets and where the project lives. */
export interface ShellOptions {
  readonly assets: HeadAssets;
  /** What the body uses that the head loads (default nothing). */
  readonly uses?: PageUses;
  readonly repository?: RepositoryLocation | undefined;
}

/** Stands where the body goes while the shell is serialized; a comment, which no escaped text or attribute of the shell can hold. */
const bodySlot = '<!--quire:body-->';

/**
 * Stands where the sidebar's navigation goes while the shell is serialized, like bodySlot. The
 * navigation is most of a large site's page (90 of 100 KB at 1,000 pages): put in the tree, the
 * serializer joined it into one flat string of the whole shell and finding the body's slot scanned it,
 * on every page; put in after, the shell's halves are made of the small serialized shell and it.
 */
const navSlot = '<!--quire:nav-->';

/**
 * Renders everything of a site page but its body: head (title, description, favicon, theme CSS, CSP,
 * runtime), the background (image per mode, decoration), the banner, top bar, sidebar, page header, feedback buttons, previous/next links, the table of
 * contents (`toc`, the body's headings) and the footer.
 */
export function renderSiteShell(ctx: ShellContext, toc: readonly TocEntry[], options: ShellOptions): SitePageShell {
  const { site, page } = ctx;
  const repo = options.repository ?? (site.repository ? { url: site.repository.url } : undefined);
  const { shell } = site;
  const banner = bannerKey(shell);
  // The page's `mode` drops parts of the shell as the platform does (see PageMode).
  const mode = page.meta.mode;
  const bare = mode === 'custom' || mode === 'frame';
  const tocColumn = mode === undefined ? withTocMenu(ctx, renderToc(toc)) : undefined;
  const article: ElementContent[] = [
    ...(bare ? [] : [renderPageHeader(ctx)]),
    h('div', { className: ['q-content'] }, [{ type: 'raw', value: bodySlot }]),
    ...[renderLastUpdated(ctx)].filter((e): e is Element => e !== undefined),
    ...(bare ? [] : [renderFeedback(ctx, repo), renderPager(ctx)].filter((e): e is Element => e !== undefined)),
  ];
  const nav = mode === 'custom' || mode === 'center' ? undefined : navHtml(ctx);
  const pageVersion = versionOf(site, page);
  const language = pageLanguage(page);
  const { appearance } = shell;
  const html = h(
    'html',
    {
      lang: 'en',
      // The sticky offsets depend on whether the top bar has a second row.
      ...(renderTabs(ctx) ? { className: ['q-has-tabs'] } : {}),
      ...(appearance.default !== 'system' ? { dataTheme: appearance.default } : {}),
      ...(appearance.strict ? { dataThemeForced: '' } : {}),
      // `styling.codeblocks: "dark"`: code blocks dark in either mode (component-styles).
      ...(currentSourceOf(site.config)?.styling?.codeblocks === 'dark' ? { dataCodeblocks: 'dark' } : {}),
      // For the small differences of the current format's themes (shell-styles); the layout is the same for all.
      ...(shell.theme !== undefined ? { dataSiteTheme: shell.theme } : {}),
      // The runtime hides a banner the reader closed before it is drawn.
      ...(banner !== undefined ? { dataBanner: banner } : {}),
      ...(ctx.version !== undefined ? { dataVersion: ctx.version } : {}),
      ...(pageVersion !== undefined ? { dataPageVersion: pageVersion } : {}),
      // The search shows only the results of the page's language.
      ...(language !== '' ? { dataLanguage: language } : {}),
      ...(mode !== undefined ? { dataPageMode: mode } : {}),
    },
    [
      renderHead(ctx, options.assets, options.uses),
      h('body', [
        h('a', { className: ['q-skip'], href: '#q-content' }, 'Skip to content'),
        ...renderBackground(ctx),
        ...[renderBanner(ctx)].filter((e) => e !== undefined),
        topbar(ctx),
        h('div', { className: ['q-layout'] }, [
          ...(nav === undefined ? [] : [sidebar(ctx)]),
          h('main', { className: ['q-main'], id: 'q-content' }, [h('article', { className: ['q-article'] }, article), ...(mode === 'custom' ? [] : [footer(ctx)])]),
          ...(tocColumn ? [tocColumn] : []),
        ]),
      ]),
    ],
  );
  const tree: Root = { type: 'root', children: [{ type: 'doctype' }, html] };
  const text = serializeHtml(tree, { allowDangerousHtml: true });
  const at = text.indexOf(bodySlot);
  const before = text.slice(0, at);
  const navAt = nav === undefined ? -1 : before.indexOf(navSlot);
  return { before: navAt < 0 ? before : before.slice(0, navAt) + nav + before.slice(navAt + navSlot.length), after: text.slice(at + bodySlot.length) };
}

// The footer, the top bar and the sidebar around its navigation are the same on every page that
// shares their key and link base (all pages of a division in one folder), so each is rendered and
// serialized once per site model (see cachedShellPart): per page they were a fifth of the shell's
// time, the footer's icon lookups most of its own.

/** The footer: the site's alone. */
function footer(ctx: ShellContext): ElementContent {
  return cachedShellPart(ctx, 'footer', '', renderFooter);
}

/**
 * The top bar: its tabs and pickers mark the page's division, its entries link to the first page of
 * each in the version shown; the spec format's version menu falls back to the page itself for a
 * version with no page. The search box and the star count are the caller's options.
 */
function topbar(ctx: ShellContext): ElementContent {
  const fallback = ctx.site.versions.length > 0 ? ctx.page.path : '';
  const key = JSON.stringify([ctx.page.section.id, ctx.version ?? null, fallback, ctx.search ?? null, ctx.githubStars ?? null]);
  return cachedShellPart(ctx, 'topbar', key, renderTopbar);
}

/** The sidebar with the navigation's slot: its anchors and pickers mark the page's division, in the version shown. */
function sidebar(ctx: ShellContext): ElementContent {
  const key = JSON.stringify([ctx.page.section.id, ctx.version ?? null]);
  return cachedShellPart(ctx, 'sidebar', key, (c) => renderSidebar(c, navSlot));
}

/**
 * What lies behind the page: the decoration (`gradient`, `grid` or `windows`, drawn by shell-styles
 * from the primary color) and the background image, one, or one per color mode.
 */
export function renderBackground(ctx: ShellContext): Element[] {
  const { image, decoration } = ctx.site.shell.background;
  const out: Element[] = [];
  if (decoration !== undefined) out.push(h('div', { className: ['q-decoration', `q-decoration-${decoration}`], ariaHidden: 'true' }));
  const img = (path: string, mode: string | undefined): void => {
    const src = imageSrc(ctx, path);
    if (src !== undefined) out.push(h('img', { className: mode ? ['q-background', `q-background-${mode}`] : ['q-background'], src, alt: '', ariaHidden: 'true' }));
  };
  if (image && image.light === image.dark) img(image.light, undefined);
  else if (image) {
    img(image.light, 'light');
    img(image.dark, 'dark');
  }
  return out;
}

/** The TOC column with the contextual menu on top when `contextual.display` is `toc` (a column of its own when the page has no headings). */
function withTocMenu(ctx: ShellContext, toc: Element | undefined): Element | undefined {
  const menu = contextualDisplay(ctx) === 'toc' ? renderContextualMenu(ctx) : undefined;
  if (menu === undefined) return toc;
  if (toc === undefined) return h('nav', { className: ['q-toc'], ariaLabel: 'Page actions' }, [menu]);
  return { ...toc, children: [menu, ...toc.children] };
}
