// The Emotion cache behind Chakra UI. In a browser that lacks a CSS feature Chakra's runtime CSS
// relies on (campus PCs: Chromium 80-110), its stylis plugin lowers each rule before insertion
// (legacyCss.ts). In a current browser the plugin is not installed: the CSS is Chakra's own.
import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import { createLegacyStylisPlugin, MODERN, needsLowering, type CssSupport } from './legacyCss';

function supports(prop: string, value: string): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports(prop, value);
}

function selectorWorks(selector: string): boolean {
  try {
    document.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

/** Flex gap cannot be feature-tested with CSS.supports (grid gap is older): measure it. */
function flexGapWorks(): boolean {
  const probe = document.createElement('div');
  probe.style.cssText = 'display:flex;flex-direction:column;row-gap:1px;position:absolute;visibility:hidden';
  probe.appendChild(document.createElement('div'));
  probe.appendChild(document.createElement('div'));
  document.documentElement.appendChild(probe);
  const works = probe.scrollHeight === 1;
  probe.remove();
  return works;
}

export function detectCssSupport(): CssSupport {
  if (typeof document === 'undefined' || typeof CSS === 'undefined') return MODERN; // tests, jsdom
  // Every browser with aspect-ratio (Chromium 88) has flex gap (84): the measurement, which forces
  // a layout of the page, is then skipped on a slow PC's first load.
  const aspectRatio = supports('aspect-ratio', '1 / 1');
  return {
    is: selectorWorks(':is(a)') && selectorWorks(':where(a)'),
    notList: selectorWorks(':not(a, b)'),
    focusVisible: selectorWorks(':focus-visible'),
    logical: supports('padding-inline', '1px') && supports('inset', '0'),
    colorMix: supports('color', 'color-mix(in srgb, red 50%, transparent)'),
    flexGap: aspectRatio || flexGapWorks(),
    aspectRatio,
    transforms: supports('scale', '1'),
    dynamicViewport: supports('height', '1dvh'),
  };
}

export const cssSupport: CssSupport = detectCssSupport();

/** `lookup` reads token values by CSS variable (the Chakra system's token dictionary). */
export function createAppEmotionCache(lookup: (cssVar: string) => string | undefined): EmotionCache {
  if (!needsLowering(cssSupport)) return createCache({ key: 'css' });
  const validity = new Map<string, boolean>();
  const isValidSelector = (selector: string) => {
    let ok = validity.get(selector);
    if (ok === undefined) validity.set(selector, (ok = selectorWorks(selector)));
    return ok;
  };
  let cache: EmotionCache | null = null;
  const plugin = createLegacyStylisPlugin({
    support: cssSupport,
    lookup,
    isValidSelector,
    insertRule: (rule) => cache?.sheet.insert(rule),
  });
  cache = createCache({ key: 'css', stylisPlugins: [prefixer, plugin as never] });
  return cache;
}
