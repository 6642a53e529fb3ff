// Starts a screen's first GET calls while the app's scripts are still loading. A page the build wrote for a route
// (apps/mobile/prerender.mjs) names the route in data-route ("/task/:taskId/:leaderId") and the calls in
// data-calls ([{ "path": "...", "params": { "taskId": ":taskId" } }]). Each call goes out with the signed-in
// user's token and the page's language, and waits in window.__batonEarlyCalls under its full address; the app's
// HTTP client takes it from there once (src/lib/early-calls.ts) and makes the call itself when there is none, when
// its token differs or when the answer is not a success. A plain script: it runs before the app, so it may use
// nothing of it.
/* global document, location, window -- a script of the page */
(function () {
  var script = document.currentScript;
  if (!script || typeof fetch !== 'function') return;
  try {
    var names = [];
    var pattern = (script.getAttribute('data-route') || '').replace(/:([A-Za-z]+)/g, function (_, name) {
      names.push(name);
      return '([^/]+)';
    });
    var match = new RegExp('^' + pattern + '/?$').exec(location.pathname);
    if (!match) return;
    var values = {};
    names.forEach(function (name, i) {
      values[name] = decodeURIComponent(match[i + 1]);
    });
    var prefix =
      (sessionStorage.getItem('tenantId') || '') + '_' + (sessionStorage.getItem('appID') || '') + '_';
    var user = JSON.parse(localStorage.getItem(prefix + 'currentUser') || 'null');
    if (!user || typeof user.token !== 'string' || !user.token) return;
    var config = window.__BATON_CONFIG__ || {};
    var base = String(config.apiBase || '').replace(/\/+$/, '');
    var headers = { Authorization: 'Bearer ' + user.token, 'Accept-Language': document.documentElement.lang };
    var calls = (window.__batonEarlyCalls = {});
    JSON.parse(script.getAttribute('data-calls') || '[]').forEach(function (call) {
      var search = new URLSearchParams();
      Object.keys(call.params || {}).forEach(function (key) {
        var value = call.params[key];
        search.append(key, value.charAt(0) === ':' ? values[value.slice(1)] : value);
      });
      var query = search.toString();
      var url = base + call.path + (query ? '?' + query : '');
      calls[url] = {
        authorization: headers.Authorization,
        language: headers['Accept-Language'],
        at: Date.now(),
        response: fetch(url, { headers: headers, credentials: 'same-origin' }),
      };
      // A call the app never takes must not report an unhandled rejection.
      calls[url].response.catch(function () {});
    });
  } catch {
    // Storage unavailable or a malformed page: the app makes its calls itself.
  }
})();
