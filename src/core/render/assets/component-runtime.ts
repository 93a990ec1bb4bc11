/**
 * The components' runtime, as the text of a classic script for the rendered page: it switches
 * tabs and code groups (click, arrow keys; groups showing the same label switch together, unless
 * `data-sync="false"`), adds one selector for the page's views and keeps it in step with the tabs,
 * copies code (or a button's `data-copy-text`) from copy buttons, expands `expandable` code blocks,
 * and opens the tab, view or `<details>` holding the element a URL hash points to. Everything works
 * or stays readable without it; including it twice is harmless.
 *
 * Browser globals are read from `globalThis` by computed name: core's source must not spell them
 * out (a repository check keeps core platform-free), and this text only ever runs in the page.
 */
export const componentRuntime = String.raw`(function () {
  'use strict';
  var g = globalThis;
  var page = g['doc' + 'ument'];
  if (!page || g.__quireComponents) return;
  g.__quireComponents = true;

  function tabsOf(list) {
    var out = [];
    for (var i = 0; i < list.children.length; i++) if (list.children[i].getAttribute('role') === 'tab') out.push(list.children[i]);
    return out;
  }

  function select(tab, focus) {
    var list = tab.parentNode;
    var tabs = tabsOf(list);
    for (var i = 0; i < tabs.length; i++) {
      var on = tabs[i] === tab;
      tabs[i].setAttribute('aria-selected', on ? 'true' : 'false');
      tabs[i].tabIndex = on ? 0 : -1;
      var panel = page.getElementById(tabs[i].getAttribute('aria-controls'));
      if (panel) panel.hidden = !on;
    }
    if (focus) tab.focus();
  }

  function syncs(list) {
    return list.parentNode.getAttribute('data-sync') !== 'false';
  }

  // Chooses the tabs labelled \`label\` in every group that syncs, except \`except\`.
  function selectLabel(label, except) {
    var groups = page.querySelectorAll('[data-tabs] > [role="tablist"]');
    for (var i = 0; i < groups.length; i++) {
      if (groups[i] === except || !syncs(groups[i])) continue;
      var tabs = tabsOf(groups[i]);
      for (var j = 0; j < tabs.length; j++) if (tabs[j].textContent.trim() === label) select(tabs[j], false);
    }
  }

  function selectEverywhere(tab) {
    select(tab, false);
    if (!syncs(tab.parentNode)) return;
    var label = tab.textContent.trim();
    selectLabel(label, tab.parentNode);
    showView(label);
  }

  // Views: every <section data-view> is rendered; one selector before the first shows one title at a time.
  var views = [];
  var viewSelect = null;

  function showView(title) {
    var known = false;
    for (var i = 0; i < views.length; i++) if (views[i].getAttribute('data-view') === title) known = true;
    if (!known) return false;
    for (var j = 0; j < views.length; j++) views[j].hidden = views[j].getAttribute('data-view') !== title;
    if (viewSelect) viewSelect.value = title;
    return true;
  }

  function setUpViews() {
    views = Array.prototype.slice.call(page.querySelectorAll('section.q-view[data-view]'));
    if (views.length === 0 || viewSelect) return;
    var titles = [];
    for (var i = 0; i < views.length; i++) {
      var title = views[i].getAttribute('data-view');
      if (titles.indexOf(title) < 0) titles.push(title);
      views[i].classList.add('q-view-ready');
    }
    var bar = page.createElement('div');
    bar.className = 'q-view-bar';
    viewSelect = page.createElement('select');
    viewSelect.className = 'q-view-select';
    viewSelect.setAttribute('aria-label', 'View');
    for (var j = 0; j < titles.length; j++) {
      var option = page.createElement('option');
      option.value = titles[j];
      option.textContent = titles[j];
      viewSelect.appendChild(option);
    }
    viewSelect.addEventListener('change', function () {
      showView(viewSelect.value);
      selectLabel(viewSelect.value, null);
    });
    bar.appendChild(viewSelect);
    views[0].parentNode.insertBefore(bar, views[0]);
    showView(titles[0]);
  }

  function copyText(text) {
    var area = page.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    page.body.appendChild(area);
    area.select();
    var ok = false;
    try { ok = page.execCommand('copy'); } catch (e) { ok = false; }
    page.body.removeChild(area);
    return ok;
  }

  // A button copies its data-copy-text (prompts, colors), else the code of its block.
  function copy(button) {
    var block = button.closest('.q-code');
    var code = block && block.querySelector('pre code');
    var own = button.getAttribute('data-copy-text');
    var text = own !== null ? own : code ? code.textContent : '';
    var label = button.getAttribute('aria-label');
    function done() {
      button.classList.add('q-copied');
      button.setAttribute('aria-label', 'Copied');
      setTimeout(function () { button.classList.remove('q-copied'); button.setAttribute('aria-label', label); }, 1600);
    }
    var clipboard = g.navigator && g.navigator.clipboard;
    if (clipboard && clipboard.writeText) clipboard.writeText(text).then(done, function () { if (copyText(text)) done(); });
    else if (copyText(text)) done();
  }

  page.addEventListener('click', function (event) {
    var target = event.target;
    if (!target || !target.closest) return;
    var tab = target.closest('[data-tabs] > [role="tablist"] > [role="tab"]');
    if (tab) { selectEverywhere(tab); return; }
    var button = target.closest('button[data-copy]');
    if (button) { copy(button); return; }
    var expand = target.closest('button[data-code-expand]');
    if (expand) {
      var open = expand.parentNode.classList.toggle('q-code-expanded');
      expand.setAttribute('aria-expanded', open ? 'true' : 'false');
      expand.textContent = open ? 'Collapse' : 'Expand';
    }
  });

  page.addEventListener('keydown', function (event) {
    var tab = event.target && event.target.closest && event.target.closest('[data-tabs] > [role="tablist"] > [role="tab"]');
    if (!tab) return;
    var tabs = tabsOf(tab.parentNode);
    var at = tabs.indexOf(tab);
    var next = event.key === 'ArrowRight' ? tabs[(at + 1) % tabs.length] : event.key === 'ArrowLeft' ? tabs[(at - 1 + tabs.length) % tabs.length] : event.key === 'Home' ? tabs[0] : event.key === 'End' ? tabs[tabs.length - 1] : null;
    if (!next) return;
    event.preventDefault();
    select(next, true);
  });

  function reveal() {
    var id = decodeURIComponent((g.location && g.location.hash || '').slice(1));
    var target = id && page.getElementById(id);
    if (target && target.getAttribute('role') === 'tab' && target.parentNode.parentNode.hasAttribute('data-tabs')) select(target, false);
    for (var node = target; node && node !== page.body; node = node.parentNode) {
      if (node.hidden && node.hasAttribute && node.hasAttribute('data-view')) showView(node.getAttribute('data-view'));
      if (node.getAttribute && node.getAttribute('role') === 'tabpanel' && node.hidden) {
        var owner = page.getElementById(node.getAttribute('aria-labelledby'));
        if (owner) select(owner, false);
      }
      if (node.tagName === 'DETAILS') node.open = true;
    }
  }
  function start() {
    setUpViews();
    reveal();
  }
  g.addEventListener('hashchange', reveal);
  if (page.readyState === 'loading') page.addEventListener('DOMContentLoaded', start);
  else start();
})();
`;
