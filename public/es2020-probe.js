// Parses only where optional chaining and ?? exist (Chromium 80+); browser-check.js reads the flag.
window.__es2020 = (null?.a ?? 1) === 1;
