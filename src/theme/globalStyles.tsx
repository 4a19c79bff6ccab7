import { useInsertionEffect } from 'react';
import type { EmotionCache } from '@emotion/cache';
import type { SystemContext } from '@chakra-ui/react';
import { CHAKRA_GLOBAL_CSS } from './chakraGlobalCss';

/**
 * Building the global CSS in createSystem and parsing it with stylis, in one commit, is a long
 * task of a slow PC's first Chakra screen. In a browser that needs no
 * lowering the CSS is precomputed at build time (chakraGlobalCss.ts) and inserted as one <style>
 * the browser parses natively; the provider then gets the system without `_global` (which, being
 * a getter, is never computed). Old browsers keep Chakra's own <Global> so the stylis plugin
 * lowers it (legacyCache.ts).
 */
export function globalCssPlan(system: SystemContext, lowering: boolean, precomputed = CHAKRA_GLOBAL_CSS) {
  if (lowering || !precomputed) return { providerSystem: system, css: null };
  // Copied by descriptor: spreading would call the `_global` getter (lazySystemGlobalLoader.cjs).
  const { _global, ...descriptors } = Object.getOwnPropertyDescriptors(system);
  const providerSystem = Object.defineProperties({}, { ...descriptors, _global: { value: [], enumerable: true } }) as SystemContext;
  return { providerSystem, css: precomputed };
}

let mounted = 0;
let styleTag: HTMLStyleElement | null = null;

/**
 * Inserts `css` while at least one provider is mounted (the layout, the toaster and the login
 * dialogs each have one: the CSS goes in once), before Emotion's own style tags as <Global> does,
 * and removes it when the last one unmounts (the login page after logout has no Chakra reset).
 */
export function PrecomputedGlobalCss({ css, cache }: { css: string; cache: EmotionCache }) {
  useInsertionEffect(() => {
    if (mounted++ === 0) {
      styleTag = document.createElement('style');
      styleTag.setAttribute('data-emotion', `${cache.key}-global precomputed`);
      styleTag.textContent = css;
      const container = cache.sheet.container;
      container.insertBefore(styleTag, cache.sheet.tags[0] ?? null);
    }
    return () => {
      if (--mounted === 0) {
        styleTag?.remove();
        styleTag = null;
      }
    };
  }, [css, cache]);
  return null;
}
