import { playgroundRuntime } from '../render/openapi/playground-runtime.ts';
import { contextualRuntime } from './contextual-runtime.ts';
import { sidebarRuntime } from './sidebar-runtime.ts';

/**
 * The shell's runtime, as the text of a classic script that runs in the exported page (and in the
 * preview iframe): it applies and toggles the color mode (kept in the browser's storage when the
 * page may use it; the preview's opaque origin may not, hence the try/catch), hides the banner the
 * reader closed (kept per site and banner under `data-banner`'s key, in storage and for the page's
 * life, so the preview's re-renders keep it closed), switches versions,
 * opens the phone drawer and highlights the TOC entry in view; the API playground's part
 * (Send) is its own script after it (playground-runtime.ts). Everything it enhances works, or
 * stays readable, without it.
 *
 * Browser globals are read from `globalThis` by computed name: core's source must never spell
 * them out (a repository check keeps core platform-free), and this text runs only in the page.
 */
export const shellRuntime = String.raw`(function () {
  'use strict';
  var g = globalThis;
  var page = g['doc' + 'ument'];
  var root = page.documentElement;
  var store = null;
  try { store = g['local' + 'Storage']; store.getItem('quire-theme'); } catch (e) { store = null; }
  function load(key) { try { return store ? store.getItem(key) : null; } catch (e) { return null; } }
  function save(key, value) { try { if (store) store.setItem(key, value); } catch (e) { /* storage refused */ } }

  root.classList.add('q-js');
  var forced = root.hasAttribute('data-theme-forced');
  var saved = load('quire-theme');
  if (!forced && (saved === 'light' || saved === 'dark')) root.setAttribute('data-theme', saved);

  // The banner's key is on <html>, so a closed banner is hidden before the body is drawn.
  var closedBanners = {};
  function applyBanner() {
    var key = root.getAttribute('data-banner');
    if (key && (closedBanners[key] || load('quire-banner-' + key) === 'closed')) root.setAttribute('data-banner-dismissed', '');
    else root.removeAttribute('data-banner-dismissed');
  }
  applyBanner();

  function currentTheme() {
    var t = root.getAttribute('data-theme');
    if (t === 'light' || t === 'dark') return t;
    return g.matchMedia && g.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }

  function applyVersion(version) {
    root.setAttribute('data-version', version);
    var items = page.querySelectorAll('[data-version]');
    for (var i = 0; i < items.length; i++) {
      var el = items[i];
      if (el === root) continue;
      var active = el.querySelector && el.querySelector('[aria-current]');
      var hide = el.getAttribute('data-version') !== version || (el.hasAttribute('data-default-hidden') && !active);
      el.hidden = hide;
    }
    var options = page.querySelectorAll('[data-version-option]');
    for (var j = 0; j < options.length; j++) {
      if (options[j].getAttribute('data-version-option') === version) options[j].setAttribute('aria-current', 'true');
      else options[j].removeAttribute('aria-current');
    }
    var label = page.querySelector('.q-version-current');
    if (label) label.textContent = version;
  }

  function setDrawer(open) {
    root.classList.toggle('q-drawer-open', open);
    var button = page.querySelector('.q-menu-button');
    if (button) button.setAttribute('aria-expanded', open ? 'true' : 'false');
  }

  page.addEventListener('click', function (event) {
    var target = event.target;
    if (!target || !target.closest) return;
    if (target.closest('[data-mode-toggle]')) {
      var next = currentTheme() === 'dark' ? 'light' : 'dark';
      root.setAttribute('data-theme', next);
      save('quire-theme', next);
      return;
    }
    if (target.closest('[data-banner-dismiss]')) {
      var key = root.getAttribute('data-banner');
      if (key) { closedBanners[key] = true; save('quire-banner-' + key, 'closed'); }
      applyBanner();
      return;
    }
    var option = target.closest('[data-version-option]');
    if (option) {
      var version = option.getAttribute('data-version-option');
      var pageVersion = root.getAttribute('data-page-version');
      save('quire-version', version);
      var menu = option.closest('details');
      if (menu) menu.open = false;
      if (pageVersion && pageVersion !== version) return;
      event.preventDefault();
      applyVersion(version);
      return;
    }
    if (target.closest('.q-menu-button')) { event.preventDefault(); setDrawer(!root.classList.contains('q-drawer-open')); return; }
    if (target.closest('.q-drawer-close')) { event.preventDefault(); setDrawer(false); return; }
    if (target.closest('.q-sidebar a')) setDrawer(false);
  });
  page.addEventListener('keydown', function (event) { if (event.key === 'Escape') setDrawer(false); });

  var observer = null;
  function onReady() {
    var pageVersion = root.getAttribute('data-page-version');
    var savedVersion = load('quire-version');
    if (!pageVersion && savedVersion && page.querySelector('[data-version-option="' + savedVersion.replace(/["\\]/g, '') + '"]')) applyVersion(savedVersion);
    if (observer) { observer.disconnect(); observer = null; }
    var links = page.querySelectorAll('[data-toc-link]');
    if (!links.length || !g.IntersectionObserver) return;
    var byId = {};
    var headings = [];
    for (var i = 0; i < links.length; i++) {
      var id = links[i].getAttribute('data-toc-link');
      var heading = page.getElementById(id);
      if (heading) { byId[id] = links[i]; headings.push(heading); }
    }
    observer = new g.IntersectionObserver(function (entries) {
      for (var k = 0; k < entries.length; k++) {
        if (!entries[k].isIntersecting) continue;
        for (var key in byId) byId[key].classList.toggle('q-toc-active', key === entries[k].target.id);
        break;
      }
    }, { rootMargin: '-64px 0px -70% 0px' });
    for (var m = 0; m < headings.length; m++) observer.observe(headings[m]);
  }
  if (page.readyState === 'loading') page.addEventListener('DOMContentLoaded', onReady);
  else onReady();
  // The playground's preview replaces the page in place instead of reloading it; it announces
  // each update so the per-page setup (version filter, TOC scroll-spy) runs again, once typing
  // pauses, off the keystroke-to-preview path.
  var pendingSetup = 0;
  page.addEventListener('quire:page-updated', function () {
    // At once, not after the pause: the new page must not flash a closed banner.
    applyBanner();
    g.clearTimeout(pendingSetup);
    pendingSetup = g.setTimeout(onReady, 120);
  });
})();
` + sidebarRuntime + contextualRuntime + playgroundRuntime;
