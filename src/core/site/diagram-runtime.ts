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

  // One drawing at a time, in page order: each pass draws the boxes not yet drawn in the current mode.
  var queue = Promise.resolve();
  function draw() {
    queue = queue.then(drawPending, drawPending);
  }

  function drawPending() {
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
    var boxes = Array.prototype.slice.call(page.querySelectorAll('.q-mermaid'));
    var chain = Promise.resolve();
    boxes.forEach(function (box) {
      chain = chain.then(function () {
        var source = box.querySelector('.q-mermaid-source');
        if (!source || box.getAttribute('data-mode') === mode || !box.isConnected) return;
        var text = source.textContent || '';
        drawn += 1;
        var id = 'q-mermaid-' + drawn;
        return mermaid.render(id, text).then(
          function (result) {
            show(box, mode, 'q-mermaid-svg', function (holder) { holder.innerHTML = result.svg; });
            box.classList.add('q-mermaid-drawn');
          },
          function (error) {
            // mermaid leaves its error drawing in the body; the source and the message say it all.
            var stray = page.getElementById('d' + id);
            if (stray) stray.remove();
            show(box, mode, 'q-mermaid-error', function (note) { note.textContent = message(error); });
            box.classList.remove('q-mermaid-drawn');
          }
        );
      });
    });
    return chain;
  }

  /** Replaces what the box showed with a new element of \`className\`, filled by \`fill\`. */
  function show(box, mode, className, fill) {
    var old = box.querySelector('.q-mermaid-svg, .q-mermaid-error');
    if (old) old.remove();
    var holder = page.createElement(className === 'q-mermaid-error' ? 'p' : 'div');
    holder.className = className;
    fill(holder);
    box.appendChild(holder);
    box.setAttribute('data-mode', mode);
  }

  draw();
  new g.MutationObserver(draw).observe(root, { attributes: true, attributeFilter: ['data-theme'] });
  // A page whose body changes in place (the playground's preview) gets its new diagrams drawn too.
  new g.MutationObserver(function (records) {
    for (var i = 0; i < records.length; i++) {
      var target = records[i].target;
      if (!(target.closest && target.closest('.q-mermaid-svg'))) return draw();
    }
  }).observe(page.body, { childList: true, subtree: true, characterData: true });
  if (g.matchMedia) g.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', draw);
})();
`;
