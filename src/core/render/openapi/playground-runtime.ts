/**
 * The API playground's part of the site runtime (a classic script, appended to the shell's; see
 * shell-runtime.ts): Send collects the form (base URL, parameters, credentials, body) into a
 * request. In the preview the page event `quire:api-request` is claimed (cancelled) by the
 * preview runtime, which asks the app to send it, and the result comes back as
 * `quire:api-response`; in an exported site nobody claims it and the page fetches itself (its CSP
 * allows connections). Either way the result shows the same: status, time, headers and the body
 * (JSON indented), or why there is none. Credentials are read from the inputs when sent and kept
 * in memory; with "remember" ticked the app keeps them (an exported page: its localStorage), and
 * they prefill the inputs of a playground sending to the same API origin. Credentials are one
 * origin's: choosing a base URL on another origin fills the inputs for that origin (see sync), and
 * a request whose URL leaves the base URL's origin is not sent. Everything is built with
 * textContent: nothing of a response is parsed as HTML.
 */
export const playgroundRuntime = String.raw`(function () {
  'use strict';
  var g = globalThis;
  var page = g['doc' + 'ument'];
  var nextId = 1;
  var pending = {};

  function base64(text) {
    var bytes = new g.TextEncoder().encode(text);
    var binary = '';
    for (var i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
    return g.btoa(binary);
  }

  function selectedBase(form) {
    var bases = form.querySelectorAll('[data-quire-pg-base]');
    for (var b = 0; b < bases.length; b++) if (bases[b].type !== 'radio' || bases[b].checked) return bases[b].value;
    return '';
  }

  function originOf(url) {
    try { return new g.URL(url).origin; } catch (e) { return ''; }
  }

  // Remembered credentials by API origin: the app's (asked for through the preview), or, in an
  // exported page, its own storage. The preview's opaque origin has none, so nothing is kept there.
  var remembered = {};
  var store = null;
  try { store = g['local' + 'Storage']; store.getItem('quire-api-credentials'); } catch (e) { store = null; }
  function readStore() {
    try { var v = JSON.parse(store.getItem('quire-api-credentials') || '{}'); return v && typeof v === 'object' ? v : {}; } catch (e) { return {}; }
  }

  function credentialKey(input) {
    var kind = input.getAttribute('data-quire-pg-auth');
    return kind === 'key' ? 'key:' + input.getAttribute('data-quire-pg-name') : kind;
  }

  // Fills the credential inputs the reader left empty with what is remembered for the form's origin.
  function fill(form, origin) {
    var saved = remembered[origin];
    if (!saved) return;
    var inputs = form.querySelectorAll('input[data-quire-pg-auth]');
    for (var i = 0; i < inputs.length; i++) {
      var value = saved[credentialKey(inputs[i])];
      // The property only: an attribute would show in the DOM (and to CSS selectors).
      if (typeof value === 'string' && (inputs[i].value === '' || inputs[i].value === inputs[i].defaultValue)) inputs[i].value = value;
    }
    var box = form.querySelector('[data-quire-pg-remember]');
    if (box) box.checked = true;
  }

  // Credentials belong to one API origin. Each form knows the origin its credential inputs hold
  // values for (at first, that of the base URL it was rendered with) and what was typed for the
  // other origins of its picker, in this page's memory only.
  var owners = new g.WeakMap();
  function renderedBase(form) {
    var bases = form.querySelectorAll('[data-quire-pg-base]');
    for (var b = 0; b < bases.length; b++) if (bases[b].type !== 'radio' || bases[b].defaultChecked) return bases[b].getAttribute('value') || '';
    return bases.length ? bases[0].getAttribute('value') || '' : '';
  }

  // Puts the form's credential inputs in the state of the selected base URL's origin: when that is
  // another origin than the one they were filled for, their values are set aside for that one and
  // the inputs are filled again (what was typed for the new origin on this page, else what is
  // remembered for it, else the rendered defaults), so a Send never carries one origin's
  // credentials to another.
  function sync(form) {
    var owner = owners.get(form);
    if (!owner) { owner = { origin: originOf(renderedBase(form)), typed: Object.create(null) }; owners.set(form, owner); }
    var origin = originOf(selectedBase(form));
    if (owner.origin !== origin) {
      var inputs = form.querySelectorAll('input[data-quire-pg-auth]');
      var box = form.querySelector('[data-quire-pg-remember]');
      var values = Object.create(null);
      for (var i = 0; i < inputs.length; i++) values[credentialKey(inputs[i])] = inputs[i].value;
      owner.typed[owner.origin] = { values: values, remember: !!(box && box.checked) };
      owner.origin = origin;
      var back = owner.typed[origin];
      for (var j = 0; j < inputs.length; j++) {
        var value = back ? back.values[credentialKey(inputs[j])] : undefined;
        inputs[j].value = typeof value === 'string' ? value : inputs[j].defaultValue;
      }
      if (box) box.checked = back ? back.remember : box.defaultChecked;
      if (back) return;
    }
    fill(form, origin);
  }

  function forms() {
    var out = [];
    var buttons = page.querySelectorAll('[data-quire-pg-send]');
    for (var i = 0; i < buttons.length; i++) { var form = buttons[i].closest('.q-api-playground'); if (form) out.push(form); }
    return out;
  }

  var asked = '';
  function askCredentials() {
    var list = forms(), origins = [];
    for (var i = 0; i < list.length; i++) {
      var bases = list[i].querySelectorAll('[data-quire-pg-base]');
      for (var b = 0; b < bases.length; b++) { var o = originOf(bases[b].value); if (o && origins.indexOf(o) < 0) origins.push(o); }
    }
    var key = origins.join(' ');
    if (origins.length && key !== asked) {
      asked = key;
      if (store) remembered = readStore();
      else page.dispatchEvent(new g.CustomEvent('quire:api-credentials-request', { detail: { origins: origins.slice(0, 10) } }));
    }
    for (var f = 0; f < list.length; f++) sync(list[f]);
  }

  function keep(origin, collected) {
    if (collected.remember && Object.keys(collected.credentials).length) remembered[origin] = collected.credentials;
    else delete remembered[origin];
    if (store) {
      var saved = readStore();
      if (remembered[origin]) saved[origin] = remembered[origin]; else delete saved[origin];
      try { store.setItem('quire-api-credentials', JSON.stringify(saved)); } catch (e) { /* storage refused */ }
    }
  }

  function collect(form) {
    var path = form.getAttribute('data-quire-pg-path') || '';
    var base = selectedBase(form);
    var query = [], headers = [], secrets = [], credentials = {}, missing = [], user = null, pass = '';
    var inputs = form.querySelectorAll('input[data-quire-pg-in]');
    for (var i = 0; i < inputs.length; i++) {
      var input = inputs[i], name = input.getAttribute('data-quire-pg-name') || '', where = input.getAttribute('data-quire-pg-in'), kind = input.getAttribute('data-quire-pg-auth'), value = input.value;
      if (kind === 'basic-user') { user = value; credentials['basic-user'] = value; continue; }
      if (kind === 'basic-pass') { pass = value; credentials['basic-pass'] = value; continue; }
      if (kind === 'bearer') {
        var token = value.trim();
        if (token) { headers.push(['Authorization', /^bearer\s/i.test(token) ? token : 'Bearer ' + token]); secrets.push('Authorization'); credentials.bearer = value; }
        continue;
      }
      if (kind === 'key') { if (value === '') continue; secrets.push(name); credentials['key:' + name] = value; }
      if (where === 'path') {
        if (value === '') missing.push(name);
        else path = path.split('{' + name + '}').join(encodeURIComponent(value));
      } else if (value === '') continue;
      else if (where === 'query') query.push(encodeURIComponent(name) + '=' + encodeURIComponent(value));
      else if (where === 'header') headers.push([name, value]);
      // A page may not set the Cookie header: cookie parameters are not sent.
    }
    if (user !== null && (user !== '' || pass !== '')) { headers.push(['Authorization', 'Basic ' + base64(user + ':' + pass)]); secrets.push('Authorization'); }
    if (missing.length) return { error: 'Fill in the path parameters: ' + missing.join(', ') + '.' };
    if (!/^https?:\/\//i.test(base)) return { error: base ? 'The base URL ' + base + ' is not an http(s) URL.' : 'The API has no base URL: set api.baseUrl in docs.json or servers in the OpenAPI file.' };
    var request = { method: form.getAttribute('data-quire-pg-method') || 'GET', url: base.replace(/\/+$/, '') + path + (query.length ? (path.indexOf('?') >= 0 ? '&' : '?') + query.join('&') : ''), headers: headers };
    // The credentials are the base URL's origin's: a path that leads elsewhere (.evil.test/x) gets none.
    if (originOf(request.url) !== originOf(base)) return { error: 'The request would go to ' + (originOf(request.url) || request.url) + ', not to the base URL ' + base + ': the operation\'s path must start with /.' };
    var body = form.querySelector('[data-quire-pg-body]');
    if (body && body.value.trim() !== '') { request.body = body.value; headers.push(['Content-Type', body.getAttribute('data-quire-pg-body')]); }
    var remember = form.querySelector('[data-quire-pg-remember]');
    return { request: request, secrets: secrets, remember: !!(remember && remember.checked), credentials: credentials };
  }

  function add(parent, tag, className, text) {
    var node = page.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    parent.appendChild(node);
    return node;
  }

  function explain(result) {
    if (result.kind === 'network') return 'No response from the API. Either it cannot be reached (check the base URL and that the server runs), or it does not allow requests from this page: a browser shows a page the response of another origin only when that API allows it (CORS). The API must allow this origin, ' + result.origin + ', by answering with an Access-Control-Allow-Origin header (and, for the headers sent, Access-Control-Allow-Headers in its answer to the OPTIONS preflight).';
    if (result.kind === 'declined') return 'Not sent: ' + result.detail;
    return result.detail;
  }

  function show(out, result) {
    out.hidden = false;
    out.textContent = '';
    if (!result || typeof result !== 'object') return;
    if (!result.ok) { add(out, 'p', 'q-pg-error', explain(result)).setAttribute('role', 'alert'); return; }
    var status = add(out, 'p', 'q-pg-status', result.status + (result.statusText ? ' ' + result.statusText : '') + ' · ' + result.ms + ' ms');
    status.setAttribute('data-status', String(result.status).charAt(0));
    var details = add(out, 'details', 'q-pg-headers');
    add(details, 'summary', '', 'Headers (' + result.headers.length + ')');
    add(details, 'pre', 'q-pre', result.headers.map(function (h) { return h[0] + ': ' + h[1]; }).join('\n'));
    var text = result.body;
    try { text = JSON.stringify(JSON.parse(text), null, 2); } catch (e) { /* not JSON: shown as it came */ }
    add(add(out, 'pre', 'q-pre q-pg-body-out'), 'code', '', text);
    if (result.truncated) add(out, 'p', 'q-pg-note', 'The body was cut: it is longer than the playground shows.');
  }

  function deliver(id, result) {
    var out = pending[id];
    if (!out) return;
    delete pending[id];
    show(out, result);
  }

  function fetchHere(id, request) {
    var started = g.performance.now();
    var init = { method: request.method, headers: request.headers, credentials: 'omit', referrerPolicy: 'no-referrer', cache: 'no-store' };
    if (request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD') init.body = request.body;
    var origin = g.location.origin;
    g.fetch(request.url, init).then(function (response) {
      return response.text().then(function (body) {
        var headers = [];
        response.headers.forEach(function (value, key) { headers.push([key, value]); });
        return { ok: true, status: response.status, statusText: response.statusText, ms: Math.round(g.performance.now() - started), headers: headers, body: body, truncated: false };
      });
    }).catch(function () {
      return { ok: false, kind: 'network', origin: origin, detail: '' };
    }).then(function (result) { deliver(id, result); });
  }

  page.addEventListener('click', function (event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('[data-quire-pg-send]') : null;
    var form = button ? button.closest('.q-api-playground') : null;
    var out = form ? form.querySelector('[data-quire-pg-result]') : null;
    if (!out) return;
    event.preventDefault();
    // A base URL changed without a change event (a page update) still takes its own credentials.
    sync(form);
    var collected = collect(form);
    if (collected.error) { show(out, { ok: false, kind: 'invalid', origin: '', detail: collected.error }); return; }
    var id = nextId++;
    pending[id] = out;
    out.hidden = false;
    out.textContent = 'Sending…';
    var detail = { id: id, request: collected.request, secrets: collected.secrets, remember: collected.remember, credentials: collected.credentials };
    var claimed = !page.dispatchEvent(new g.CustomEvent('quire:api-request', { cancelable: true, detail: detail }));
    // Where the app sends the requests (the preview), nothing is kept in the page's own storage.
    if (claimed) store = null;
    keep(originOf(collected.request.url), collected);
    if (!claimed) fetchHere(id, collected.request);
  });
  page.addEventListener('change', function (event) {
    var target = event.target;
    var form = target && target.matches && target.matches('[data-quire-pg-base]') ? target.closest('.q-api-playground') : null;
    if (form) sync(form);
  });
  page.addEventListener('quire:api-credentials', function (event) {
    var detail = event.detail;
    if (!detail || typeof detail.origin !== 'string' || !detail.credentials) return;
    remembered[detail.origin] = detail.credentials;
    var list = forms();
    for (var i = 0; i < list.length; i++) sync(list[i]);
  });
  page.addEventListener('quire:page-updated', askCredentials);
  if (page.readyState === 'loading') page.addEventListener('DOMContentLoaded', askCredentials);
  else askCredentials();
  page.addEventListener('quire:api-response', function (event) {
    var detail = event.detail;
    if (detail && typeof detail.id === 'number') deliver(detail.id, detail.result);
  });
})();
`;
