import { previewSearchEvents } from './preview-search-events.ts';

// The scripts are plain template literals, not String.raw (which a bundler must keep as a call): a
// bundle that imports this module but not its functions (the app's worker) leaves their text out.
// Their JavaScript has no backslash but the two escaped quotation marks.

/**
 * The part of the export's runtime that loads the search on first use: a click on the top bar's
 * search button (`data-quire-search`) or Ctrl/Cmd+K adds the search script the button names, with
 * its `integrity` (the page's CSP allows it by that hash alone); once loaded, the search script
 * handles both itself (`data-search-ready` on `<html>`). Nothing of the search is fetched before.
 * Browser globals are read by computed name, as in shell-runtime.ts.
 */
export const searchLoader = `(function () {
  'use strict';
  var page = globalThis['doc' + 'ument'];
  var root = page.documentElement;
  var requested = false;
  function start(event) {
    if (root.hasAttribute('data-search-ready')) return;
    var button = page.querySelector('[data-quire-search]');
    if (!button) return;
    event.preventDefault();
    if (requested) return;
    requested = true;
    var script = page.createElement('script');
    script.src = button.getAttribute('data-quire-search-src');
    script.integrity = button.getAttribute('data-quire-search-integrity');
    script.onerror = function () { requested = false; };
    page.head.appendChild(script);
  }
  page.addEventListener('click', function (event) {
    var target = event.target;
    if (target && target.closest && target.closest('[data-quire-search]')) start(event);
  });
  page.addEventListener('keydown', function (event) {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && (event.key === 'k' || event.key === 'K')) start(event);
  });
})();
`;

/**
 * The search dialog, after a `backend` in scope: `backend.load()` (a promise, made once the dialog
 * first opens), `backend.query(text, scope)` (the results, or a promise of them: `{ title, heading,
 * snippet, href }` each, at most 20) and `backend.go(href)` (takes the reader to a result). The
 * export's backend queries MiniSearch over the fetched index (searchScript); the playground's asks
 * the worker (previewSearchScript). `scope` is the version and language shown (`<html>`'s `data-version`
 * and `data-language`).
 */
const searchUi = `
  var button = page.querySelector('[data-quire-search]');
  var prompt = (button && button.getAttribute('data-quire-search-prompt')) || 'Search';
  var loading = null;
  var ready = false;
  var results = [];
  var active = -1;
  var asked = 0;

  function el(tag, className, text) {
    var node = page.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  var dialog = el('div', 'q-search');
  dialog.hidden = true;
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', 'Search');
  var panel = el('div', 'q-search-panel');
  var input = el('input', 'q-search-input');
  input.type = 'search';
  input.placeholder = prompt;
  input.autocomplete = 'off';
  input.spellcheck = false;
  input.setAttribute('aria-label', prompt);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', 'q-search-results');
  input.setAttribute('aria-autocomplete', 'list');
  var list = el('ul', 'q-search-results');
  list.id = 'q-search-results';
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', 'Results');
  var status = el('p', 'q-search-status');
  status.setAttribute('aria-live', 'polite');
  panel.appendChild(input);
  panel.appendChild(status);
  panel.appendChild(list);
  dialog.appendChild(panel);
  page.body.appendChild(dialog);

  function load() {
    if (!loading) {
      loading = backend.load().then(function () { ready = true; });
      loading.catch(function () { loading = null; status.textContent = 'The search index could not be loaded.'; });
    }
    return loading;
  }

  function scope() {
    return { version: root.getAttribute('data-version') || '', language: root.getAttribute('data-language') || '' };
  }

  function select(index) {
    var items = list.children;
    active = index;
    for (var i = 0; i < items.length; i++) items[i].setAttribute('aria-selected', i === index ? 'true' : 'false');
    if (index >= 0 && items[index]) {
      input.setAttribute('aria-activedescendant', items[index].id);
      if (items[index].scrollIntoView) items[index].scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  }

  function render() {
    list.textContent = '';
    for (var i = 0; i < results.length; i++) {
      var result = results[i];
      var item = el('li', 'q-search-result');
      item.id = 'q-search-result-' + i;
      item.setAttribute('role', 'option');
      var link = el('a', 'q-search-link');
      link.href = result.href;
      link.tabIndex = -1;
      link.appendChild(el('span', 'q-search-page', result.title));
      if (result.heading) link.appendChild(el('span', 'q-search-section', result.heading));
      if (result.snippet) link.appendChild(el('span', 'q-search-snippet', result.snippet));
      item.appendChild(link);
      list.appendChild(item);
    }
    input.setAttribute('aria-expanded', results.length > 0 ? 'true' : 'false');
    select(results.length > 0 ? 0 : -1);
  }

  function run() {
    var query = input.value.trim();
    var mine = ++asked;
    if (!query || !ready) {
      results = [];
      status.textContent = '';
      render();
      return;
    }
    Promise.resolve(backend.query(query, scope())).then(function (found) {
      // An answer to a query typed over since is dropped: the last one typed is shown.
      if (mine !== asked) return;
      results = found;
      status.textContent = results.length === 0 ? 'No results for \\u201c' + query + '\\u201d' : results.length + (results.length === 1 ? ' result' : ' results');
      render();
    }, function () {
      if (mine === asked) status.textContent = 'The search failed.';
    });
  }

  function open() {
    // A page update that replaces the body's children (the playground's preview) takes the dialog out.
    if (!dialog.isConnected) page.body.appendChild(dialog);
    dialog.hidden = false;
    root.classList.add('q-search-open');
    input.focus();
    input.select();
    load().then(run, function () {});
  }

  function close() {
    dialog.hidden = true;
    root.classList.remove('q-search-open');
    if (button) button.focus();
  }

  function go(index) {
    var result = results[index];
    if (!result) return;
    close();
    backend.go(result.href);
  }

  input.addEventListener('input', run);
  input.addEventListener('keydown', function (event) {
    if (event.key === 'ArrowDown') { event.preventDefault(); if (results.length) select((active + 1) % results.length); }
    else if (event.key === 'ArrowUp') { event.preventDefault(); if (results.length) select((active - 1 + results.length) % results.length); }
    else if (event.key === 'Enter') { event.preventDefault(); go(active); }
    else if (event.key === 'Escape') { event.preventDefault(); close(); }
  });
  list.addEventListener('click', function (event) {
    var item = event.target && event.target.closest ? event.target.closest('.q-search-result') : null;
    if (!item) return;
    event.preventDefault();
    go(Number(item.id.slice('q-search-result-'.length)));
  });
  dialog.addEventListener('click', function (event) { if (event.target === dialog) close(); });
  page.addEventListener('click', function (event) {
    var target = event.target;
    if (target && target.closest && target.closest('[data-quire-search]')) { event.preventDefault(); open(); }
  });
  page.addEventListener('keydown', function (event) {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && (event.key === 'k' || event.key === 'K')) { event.preventDefault(); if (dialog.hidden) open(); else close(); }
  });
  root.setAttribute('data-search-ready', '');
  open();
`;

/** The export's backend of the search dialog (see searchUi): MiniSearch (in scope) over `search-index.json` beside the script. */
const exportBackend = `
  var self = page.currentScript;
  var here = self && self.src ? self.src : g.location.href;
  var base = new g.URL('../', here);
  var indexUrl = new g.URL('search-index.json', here);
  var data = null;
  var search = null;
  // The options of core's querySearchIndex (search-index.ts), which the playground's search runs with.
  function options(scope) {
    return {
      prefix: true,
      fuzzy: function (term) { return term.length > 3 ? 0.2 : false; },
      combineWith: 'AND',
      boost: { title: 3, heading: 2 },
      filter: function (result) {
        var info = data.pages[result.page];
        return !!info && (!info.version || !scope.version || info.version === scope.version) && (!info.language || !scope.language || info.language === scope.language);
      },
    };
  }
  var backend = {
    load: function () {
      return g.fetch(indexUrl.href).then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json();
      }).then(function (json) {
        data = json;
        search = MiniSearch.loadJS(json.index, json.options);
      });
    },
    query: function (query, scope) {
      return search.search(query, options(scope)).slice(0, 20).map(function (result) {
        var info = data.pages[result.page];
        return { title: info.title, heading: result.heading, snippet: result.snippet, href: new g.URL(info.url + (result.anchor ? '#' + result.anchor : ''), base).href };
      });
    },
    go: function (href) { g.location.href = href; },
  };
`;

/** The globals every form of the search script starts with (read by computed name, as in shell-runtime.ts). */
const searchGlobals = `
  var g = globalThis;
  var page = g['doc' + 'ument'];
  var root = page.documentElement;
`;

/**
 * The export's search script (`_quire/quire-search.js`), a classic script loaded on first use (see
 * searchLoader): the MiniSearch library (`library`, its CommonJS build's text, which the host reads
 * from the installed package) in a scope of its own, then the search dialog (see searchUi). It fetches
 * `search-index.json` beside it, queries it with prefix and fuzzy matching (only the pages of the
 * language and version shown), and lists page, section and snippet, built as text nodes (the index
 * holds the project's text), navigable with the arrow keys, Enter and Escape.
 */
export function searchScript(library: string): string {
  return `(function () {\n  'use strict';\n  var module = { exports: {} };\n  (function (module, exports) {\n${library}\n  })(module, module.exports);\n  var MiniSearch = module.exports.default || module.exports;\n${searchGlobals}${exportBackend}${searchUi}})();\n`;
}


/**
 * The playground preview's backend of the search dialog (see searchUi): the app's worker holds the
 * index of its current pages and answers the queries. A query goes to the preview's runtime as a
 * `quire:search-query` event (`detail`: `{ id, query, version, language }`), which sends it to the
 * worker; the answer comes back as `quire:search-results` (`{ id, results }`). A result is followed
 * with `quire:search-go` (`{ href }`, a site URL): the preview never navigates itself.
 */
const previewBackend = `
  var pending = {};
  var next = 0;
  page.addEventListener('${previewSearchEvents.results}', function (event) {
    var detail = event.detail || {};
    var resolve = pending[detail.id];
    if (!resolve) return;
    delete pending[detail.id];
    resolve(detail.results || []);
  });
  var backend = {
    load: function () { return Promise.resolve(); },
    query: function (query, scope) {
      return new Promise(function (resolve) {
        var id = ++next;
        pending[id] = resolve;
        page.dispatchEvent(new g.CustomEvent('${previewSearchEvents.query}', { detail: { id: id, query: query, version: scope.version, language: scope.language } }));
      });
    },
    go: function (href) { page.dispatchEvent(new g.CustomEvent('${previewSearchEvents.go}', { detail: { href: href } })); },
  };
`;

/**
 * The playground preview's search script (a file of the preview page, loaded on first use like the
 * export's): the same dialog as the export's, asking the worker, which indexes its current pages
 * (see previewBackend). It carries no search library: the worker queries.
 */
export function previewSearchScript(): string {
  return `(function () {\n  'use strict';\n${searchGlobals}${previewBackend}${searchUi}})();\n`;
}
