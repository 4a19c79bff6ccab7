// ES5 on purpose: runs in any browser. The app needs Chromium 80 (package.json browserslist);
// an older one gets the message in index.html instead of a blank page, and so does any browser in
// which the app's script fails before it has rendered anything.
(function () {
  function showUnsupported() {
    var box = document.getElementById('unsupported-browser');
    var root = document.getElementById('root');
    if (!box || (root && root.childNodes.length)) return;
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
})();
