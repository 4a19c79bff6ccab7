import { BLOCKED_APP_IDS, CODE_OK, CODE_TOKEN_EXPIRED } from '../../contract/codes';
import { endpoints } from '../../contract/endpoints';

/** The portal's one script, a file (the CSP allows no inline script). */
export const PORTAL_SCRIPT_PATH = '/portal.js';

// Who is logged in, on the server-rendered portal. The web app keeps its session in this
// origin's localStorage under the training2_ prefix (token, userInfo, defaultPassword: spec §3),
// and sends users of the platform's other systems (appId 1-4) here; its login page sends anyone
// with a stored token on into the app, so on a shared PC the next person could never reach the
// login form. This script asks the server who the stored token belongs to (user/userInfo, open
// to every account), says so and why they are here, and offers 退出登录: user/logout, then the
// platform's keys go, as the web app's own logout clears them (it keeps the remembered account,
// and the exam answers and write-up drafts the server has not confirmed yet).
// Plain ES2017 for Chromium 80; the page carries every word.
const SCRIPT = `(function () {
  'use strict';
  var PREFIX = 'training2_';
  var KEEP = ['rememberedAccount', 'examAnswers', 'workDrafts'];
  var BLOCKED = ${JSON.stringify(BLOCKED_APP_IDS)};
  var box = document.getElementById('portal-session');
  if (!box || !window.localStorage) return;
  var token = localStorage.getItem(PREFIX + 'token');
  if (!token) return;
  var stored = null;
  try { stored = JSON.parse(localStorage.getItem(PREFIX + 'userInfo') || 'null'); } catch (e) { stored = null; }
  var $ = function (sel) { return box.querySelector(sel); };

  function clearPlatform() {
    var keys = [];
    for (var i = 0; i < localStorage.length; i++) {
      var key = localStorage.key(i);
      if (key && key.indexOf(PREFIX) === 0 && KEEP.indexOf(key.slice(PREFIX.length)) < 0) keys.push(key);
    }
    keys.forEach(function (key) { localStorage.removeItem(key); });
  }
  function post(path) {
    return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', token: token }, body: '{}' })
      .then(function (res) { return res.json(); });
  }
  function show(user) {
    var blocked = BLOCKED.indexOf(user.appId) >= 0;
    $('[data-field="name"]').textContent = user.name || user.account;
    $('[data-field="account"]').textContent = user.account;
    var apps = JSON.parse(box.getAttribute('data-apps') || '{}');
    $('[data-field="app"]').textContent = apps[user.appId] ? '（' + apps[user.appId] + '）' : '';
    $(blocked ? '[data-reason="other"]' : '[data-reason="learner"]').hidden = false;
    // the learning platform's entries would only bring another system's user back here
    if (blocked) document.querySelectorAll('[data-learner-entry]').forEach(function (a) { a.hidden = true; });
    box.hidden = false;
  }
  function signedOut() {
    clearPlatform();
    $('[data-state="in"]').hidden = true;
    $('[data-state="out"]').hidden = false;
    document.querySelectorAll('[data-learner-entry]').forEach(function (a) { a.hidden = false; });
  }
  $('[data-action="logout"]').addEventListener('click', function (e) {
    e.target.disabled = true;
    // whatever the server answers (or none), this browser forgets the session
    post(${JSON.stringify(endpoints.user.logout.path)}).then(signedOut, signedOut);
  });
  post(${JSON.stringify(endpoints.user.userInfo.path)}).then(function (res) {
    if (res.code === ${CODE_OK}) show(res.data);
    // a dead token: nothing to log out of, and the login form must be reachable again
    else if (res.code === ${CODE_TOKEN_EXPIRED}) clearPlatform();
    else if (stored) show(stored);
  }, function () { if (stored) show(stored); });
})();
`;

export function portalScriptRoute(app: import('fastify').FastifyInstance): void {
  app.get(PORTAL_SCRIPT_PATH, { config: { auth: false } }, (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(SCRIPT),
  );
}
