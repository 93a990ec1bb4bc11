/**
 * The sidebar's part of the shell runtime (see shell-runtime.ts), as the text of a classic script:
 * on load, it scrolls the sidebar (only the sidebar, never the page) so the current page's entry
 * is in view, centred when it was below or above the fold; the groups around it are open already
 * (render-sidebar). On a large site the entry was below the fold on about half of the pages.
 */
export const sidebarRuntime = String.raw`(function () {
  'use strict';
  var g = globalThis;
  var page = g['doc' + 'ument'];
  function reveal() {
    var sidebar = page.querySelector('.q-sidebar');
    var active = sidebar && sidebar.querySelector('[aria-current="page"]');
    if (!active) return;
    var box = sidebar.getBoundingClientRect();
    var entry = active.getBoundingClientRect();
    if (entry.top >= box.top && entry.bottom <= box.bottom) return;
    sidebar.scrollTop += entry.top - box.top - (box.height - entry.height) / 2;
  }
  if (page.readyState === 'loading') page.addEventListener('DOMContentLoaded', reveal);
  else reveal();
  // The preview replaces the page in place when the reader follows a link; an entry already in view stays put.
  page.addEventListener('quire:page-updated', reveal);
})();
`;
