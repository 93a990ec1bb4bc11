/**
 * The contextual menu's part of the shell runtime (see shell-runtime.ts), as the text of a classic
 * script: it completes the links that need the page's absolute URL (an assistant cannot open the
 * relative one the HTML carries) and the MCP server's, shows the items only it can complete, and
 * copies the page's Markdown (fetched from its `.md` file beside the page) or the MCP server URL.
 * Browser globals are read by computed name, as in the shell runtime.
 */
export const contextualRuntime = String.raw`(function () {
  'use strict';
  var g = globalThis;
  var page = g['doc' + 'ument'];
  function absolute(url) { try { return new g.URL(url, g.location.href).href; } catch (e) { return url; } }
  function base64(text) { try { return g.btoa(unescape(encodeURIComponent(text))); } catch (e) { return ''; } }
  function fill(menu) {
    var pageUrl = absolute(menu.getAttribute('data-page-url') || '');
    var mcp = absolute(menu.getAttribute('data-mcp-url') || '');
    var name = menu.getAttribute('data-site-name') || 'docs';
    var links = menu.querySelectorAll('[data-contextual-href]');
    for (var i = 0; i < links.length; i++) {
      var template = links[i].getAttribute('data-contextual-href');
      links[i].setAttribute('href', template.split('{url}').join(encodeURIComponent(pageUrl)).split('{mcp}').join(encodeURIComponent(mcp)));
    }
    var cursor = menu.querySelector('[data-contextual-install="cursor"]');
    if (cursor) cursor.setAttribute('href', 'cursor://anysphere.cursor-deeplink/mcp/install?name=' + encodeURIComponent(name) + '&config=' + encodeURIComponent(base64(JSON.stringify({ url: mcp }))));
    var vscode = menu.querySelector('[data-contextual-install="vscode"]');
    if (vscode) vscode.setAttribute('href', 'vscode:mcp/install?' + encodeURIComponent(JSON.stringify({ name: name, type: 'http', url: mcp })));
    var waiting = menu.querySelectorAll('[data-contextual-needs-script]');
    for (var j = 0; j < waiting.length; j++) waiting[j].hidden = false;
  }
  function setup() {
    var menus = page.querySelectorAll('[data-contextual-menu]');
    for (var i = 0; i < menus.length; i++) fill(menus[i]);
  }
  function done(button, ok) {
    button.setAttribute('data-copied', ok ? 'true' : 'false');
    g.setTimeout(function () { button.removeAttribute('data-copied'); }, 2000);
  }
  function copy(button, text) {
    var clipboard = g.navigator && g.navigator.clipboard;
    if (!clipboard) { done(button, false); return; }
    Promise.resolve(text).then(function (value) { return clipboard.writeText(value); }).then(function () { done(button, true); }, function () { done(button, false); });
  }
  page.addEventListener('click', function (event) {
    var target = event.target;
    if (!target || !target.closest) return;
    var button = target.closest('[data-contextual-copy]');
    if (!button) return;
    var menu = button.closest('[data-contextual-menu]');
    if (!menu) return;
    // The page that shows this one (the playground's preview) copies a "host" item itself.
    if (button.getAttribute('data-contextual-copy') === 'host') return;
    event.preventDefault();
    if (button.getAttribute('data-contextual-copy') === 'mcp') { copy(button, absolute(menu.getAttribute('data-mcp-url') || '')); return; }
    var markdown = g.fetch(absolute(menu.getAttribute('data-markdown-url') || '')).then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.text();
    });
    copy(button, markdown);
  });
  if (page.readyState === 'loading') page.addEventListener('DOMContentLoaded', setup);
  else setup();
  page.addEventListener('quire:page-updated', setup);
})();
`;
