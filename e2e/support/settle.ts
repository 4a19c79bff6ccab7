// When a page is settled: the app rendered, no loading spinner or skeleton is left, images and
// fonts are in and no finite animation runs. A string, polled with page.evaluate (a DevTools
// evaluation): waitForFunction with a string polls it through eval inside the page, which the
// app's CSP (no 'unsafe-eval') refuses whenever the page is not settled at the first check.
export const SETTLED = `(() => {
  const root = document.getElementById('root');
  if (!root || !root.innerText.trim()) return false;
  if (document.querySelector('.app-loading, .chakra-skeleton, [data-scope=skeleton]')) return false;
  // Chromium 83 has no getAnimations; there the fixed pause after settling still applies.
  if (![].every.call(document.images, (i) => i.complete)) return false;
  if (document.fonts && document.fonts.status !== 'loaded') return false;
  if (document.getAnimations && document.getAnimations().some((a) => a.playState === 'running' && a.effect && a.effect.getTiming().iterations !== Infinity)) return false;
  return true;
})()`;
