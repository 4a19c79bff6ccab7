// ES5 on purpose: runs in any browser. The app needs Chromium 80 (package.json browserslist);
// an older one gets the message in index.html instead of a blank page, and so does any browser in
// which the app's script fails before it has rendered anything.
(function () {
  function rendered() {
    var root = document.getElementById('root');
    return !!(root && root.childNodes.length);
  }
  function showUnsupported() {
    var box = document.getElementById('unsupported-browser');
    var boot = document.getElementById('boot');
    if (!box || rendered()) return;
    if (boot) boot.style.display = 'none';
    box.style.display = 'block';
    document.title = '浏览器版本过低 - 智慧党建培训平台';
  }
  // Chromium 80: optional chaining and ?? (es2020-probe.js sets the flag only where it parses; no
  // eval, which the CSP refuses) and a few built-ins of the same age.
  var ok = window.__es2020 === true && typeof Promise.allSettled === 'function' &&
    typeof globalThis !== 'undefined' && typeof BigInt === 'function';
  try {
    // Chromium 80-83 ignore `gap` in flex containers: the style sheets then add margins
    // under html.no-flex-gap (scripts/postcss/flexGapFallback.cjs).
    var probe = document.createElement('div');
    probe.style.cssText = 'display:flex;flex-direction:column;row-gap:1px;position:absolute;visibility:hidden';
    probe.appendChild(document.createElement('div'));
    probe.appendChild(document.createElement('div'));
    document.documentElement.appendChild(probe);
    if (probe.scrollHeight !== 1) document.documentElement.className += ' no-flex-gap';
    document.documentElement.removeChild(probe);
  } catch (e) {
    /* no flex gap check: nothing to add */
  }
  if (!ok) {
    window.__unsupportedBrowser = true;
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', showUnsupported);
    else showUnsupported();
    return;
  }
  window.addEventListener('error', function (event) {
    if (event && event.filename && event.filename.indexOf('/assets/') >= 0) setTimeout(showUnsupported, 0);
  });

  // index.html's 正在加载… (#boot) becomes a message with 重新加载 when an entry script fails to
  // load (the page would stay as it is forever) or nothing has rendered after SLOW_MS.
  var SLOW_MS = 20000;
  var failed = false;
  function showProblem(title, hint) {
    var boot = document.getElementById('boot');
    if (!boot || rendered() || window.__unsupportedBrowser) return;
    while (boot.firstChild) boot.removeChild(boot.firstChild);
    var heading = document.createElement('b');
    heading.appendChild(document.createTextNode(title));
    var text = document.createElement('span');
    text.appendChild(document.createTextNode(hint));
    var button = document.createElement('button');
    button.type = 'button';
    button.appendChild(document.createTextNode('重新加载'));
    button.addEventListener('click', function () {
      window.location.reload();
    });
    boot.appendChild(heading);
    boot.appendChild(text);
    boot.appendChild(button);
  }
  // A failed script's `error` does not bubble: caught on the way down. Only the entry's (`defer`):
  // a lazy chunk's failure is the app's to show (RouteErrorPanel).
  window.addEventListener('error', function (event) {
    var target = event && event.target;
    if (failed || !target || target.tagName !== 'SCRIPT' || !target.defer) return;
    if (String(target.src).indexOf('/assets/') < 0) return;
    failed = true;
    showProblem('页面加载失败', '网络不稳定或页面已更新，请重新加载后再试。');
  }, true);
  setTimeout(function () {
    if (!failed) showProblem('页面加载较慢', '网络较慢，页面仍在加载；也可以重新加载后再试。');
  }, SLOW_MS);
})();
