import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { iconElement, lookupIcon } from '../icons/index.ts';
import { renderCtaButton } from './render-cta-button.ts';
import { renderLanguageMenu } from './render-division-menus.ts';
import { renderModeToggle } from './render-mode-toggle.ts';
import { renderSearchButton } from './render-search-button.ts';
import { renderTabs } from './render-tabs.ts';
import { renderVersionMenu } from './render-version-menu.ts';
import type { ShellContext } from './shell-context.ts';
import { imageSrc, linkHref, outsideProps, shellIcon } from './shell-context.ts';

/** The logo link: one image, or a light and a dark image that switch with the theme; the site name when there is no logo. */
export function renderLogo(ctx: ShellContext): Element {
  const { shell, home } = ctx.site;
  const logo = shell.logo;
  const homeHref = home ? ctx.pageUrl(home.path) : ctx.pageUrl('index');
  const href = logo?.href !== undefined ? (linkHref(ctx, logo.href) ?? homeHref) : homeHref;
  const image = (path: string, mode: string | undefined): Element | undefined => {
    const src = imageSrc(ctx, path);
    return src === undefined ? undefined : h('img', { className: mode ? ['q-logo-img', `q-logo-${mode}`] : ['q-logo-img'], src, alt: shell.name });
  };
  const images = (!logo ? [] : logo.light === logo.dark ? [image(logo.light, undefined)] : [image(logo.light, 'light'), image(logo.dark, 'dark')]).filter((e) => e !== undefined);
  const content = images.length > 0 ? images : [h('span', { className: ['q-site-name'] }, shell.name)];
  return h('a', { className: ['q-logo'], href, ...(logo?.href !== undefined ? outsideProps(logo.href) : {}) }, content);
}

/** The navbar links as a list, each with its icon when it names one (also repeated in the phone drawer, with another class). */
export function renderTopbarLinks(ctx: ShellContext, className = 'q-topbar-links'): Element | undefined {
  const items: ElementContent[] = [];
  for (const link of ctx.site.shell.navbar.links) {
    const href = linkHref(ctx, link.href);
    if (href === undefined) continue;
    const icon = link.icon ? [shellIcon(ctx, link.icon.name, link.icon.style)] : [];
    items.push(h('li', [h('a', { className: ['q-topbar-link'], href, ...outsideProps(link.href) }, [...icon, link.label])]));
  }
  return items.length > 0 ? h('ul', { className: [className] }, items) : undefined;
}

/** The button that opens the sidebar as a drawer on narrow screens; a plain `#q-sidebar` link, so it works without scripts. */
export function renderMenuButton(): Element {
  const bars = lookupIcon('bars');
  return h('a', { className: ['q-menu-button'], href: '#q-sidebar', ariaControls: 'q-sidebar', ariaLabel: 'Open navigation' }, bars ? [iconElement(bars)] : []);
}

/** The sticky top bar: menu button, logo, version and language menus, the search box, navbar links, primary button, mode toggle, and the tabs row. */
export function renderTopbar(ctx: ShellContext): Element {
  const row = [renderMenuButton(), renderLogo(ctx), renderVersionMenu(ctx), renderLanguageMenu(ctx), h('div', { className: ['q-topbar-spacer'] }), renderSearchButton(ctx), renderTopbarLinks(ctx), renderCtaButton(ctx), renderModeToggle(ctx)].filter(
    (e) => e !== undefined,
  );
  const tabs = renderTabs(ctx);
  return h('header', { className: ['q-topbar'] }, [h('div', { className: ['q-topbar-row'] }, row), ...(tabs ? [tabs] : [])]);
}
