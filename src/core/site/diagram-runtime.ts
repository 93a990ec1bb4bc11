/**
 * The diagram script's own part, run after mermaid's browser bundle in the same file (the export's
 * `_quire/mermaid.js`, loaded only by pages with a diagram): it draws each `.q-mermaid` container's
 * source as an SVG, with mermaid at its strict security level (labels are SVG text, never HTML; no
 * click handlers), in the site's current color mode, and draws them again when the mode changes.
 * A diagram that does not parse keeps its source and shows the parser's message under it.
 *
 * Browser globals are read from `globalThis` by computed name, as in shell-runtime.ts: core's source
 * never spells them out, and this text runs only in the page.
 */
export const diagramRuntime = String.raw`(function () {
  'use strict';
  var g = globalThis;
  var mermaid = g.mermaid;
  var page = g['doc' + 'ument'];
  var root = page.documentElement;
  if (!mermaid || !page) return;
  var drawn = 0;

  function dark() {
    var t = root.getAttribute('data-theme');
    if (t === 'light' || t === 'dark') return t === 'dark';
    return !!(g.matchMedia && g.matchMedia('(prefers-color-scheme: dark)').matches);
  }

  function message(error) {
    var text = error && (error.str || error.message) ? String(error.str || error.message) : String(error);
    return text.length > 2000 ? text.slice(0, 2000) + '…' : text;
  }

  function draw() {
    var mode = dark() ? 'dark' : 'light';
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      theme: mode === 'dark' ? 'dark' : 'default',
      htmlLabels: false,
      flowchart: { htmlLabels: false },
      maxTextSize: 50000,
      maxEdges: 500,
    });
    var boxes = page.querySelectorAll('.q-mermaid');
    var chain = Promise.resolve();
    Array.prototype.forEach.call(boxes, function (box) {
      if (box.getAttribute('data-mode') === mode) return;
      var source = box.querySelector('.q-mermaid-source');
      if (!source) return;
      var text = source.textContent || '';
      chain = chain.then(function () {
        drawn += 1;
        return mermaid.render('q-mermaid-' + drawn, text).then(
          function (result) {
            var old = box.querySelector('.q-mermaid-svg, .q-mermaid-error');
            if (old) old.remove();
            var holder = page.createElement('div');
            holder.className = 'q-mermaid-svg';
            holder.innerHTML = result.svg;
            box.appendChild(holder);
            box.classList.add('q-mermaid-drawn');
            box.setAttribute('data-mode', mode);
          },
          function (error) {
            var old = box.querySelector('.q-mermaid-svg, .q-mermaid-error');
            if (old) old.remove();
            // mermaid leaves its error drawing in the body; the source and the message say it all.
            var stray = page.getElementById('dq-mermaid-' + drawn);
            if (stray) stray.remove();
            var note = page.createElement('p');
            note.className = 'q-mermaid-error';
            note.textContent = message(error);
            box.appendChild(note);
            box.classList.remove('q-mermaid-drawn');
            box.setAttribute('data-mode', mode);
          }
        );
      });
    });
    return chain;
  }

  draw();
  new g.MutationObserver(function () { draw(); }).observe(root, { attributes: true, attributeFilter: ['data-theme'] });
  if (g.matchMedia) g.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', function () { draw(); });
})();
`;
