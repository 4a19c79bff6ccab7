// Chakra UI's global CSS (preflight, globalCss and every token variable: `system._global`) as
// Emotion's <Global> would insert it in a current browser, computed in Node. The build puts the
// string into the bundle (src/theme/chakraGlobalCssLoader.cjs), so a slow PC neither computes
// nor parses it with stylis on first load (docs/browsers.md, "首屏在慢速电脑上").
//   tsx scripts/chakra/globalCss.ts   prints it
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { appSystem } from '../../src/theme/system';

export function chakraGlobalCss(): string {
  // Node's Emotion cache returns the rules instead of inserting them; its stylis plugins are the
  // browser's defaults (prefixer), the same as the app's cache in a current browser.
  const cache = createCache({ key: 'css' });
  const serialized = serializeStyles([appSystem()._global], undefined, {});
  const rules = cache.insert('', serialized, cache.sheet, false) as unknown;
  if (typeof rules !== 'string' || !rules) throw new Error('chakraGlobalCss: Emotion returned no rules (browser build loaded?)');
  return rules;
}

if (require.main === module) process.stdout.write(chakraGlobalCss());
