import { createContext, useContext, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { globalCssPlan, PrecomputedGlobalCss } from '@/theme/globalStyles';
import { createAppEmotionCache, cssSupport } from '@/theme/legacyCache';
import { needsLowering } from '@/theme/legacyCss';
import { system } from '@/theme/system';

type VarMaps = Map<string, Map<string, string>>;
const varMaps = (system.tokens as unknown as { cssVarMap: VarMaps }).cssVarMap;
const tokenByVar = (cssVar: string) => varMaps.get('base')?.get(cssVar) ?? varMaps.get('_light')?.get(cssVar);

// One Emotion cache for every ChakraScope (layout, toaster, login dialogs). In an old browser its
// stylis plugin lowers Chakra's CSS to what the browser knows (src/theme/legacyCss.ts).
const emotionCache = createAppEmotionCache(tokenByVar);
// Current browsers get Chakra's global CSS precomputed at build time (src/theme/globalStyles.tsx).
const { providerSystem, css: globalCss } = globalCssPlan(system, needsLowering(cssSupport));

const InScope = createContext(false);

/**
 * Chakra UI's provider with the app's system (once: inside another ChakraScope it adds nothing,
 * so the global styles are not inserted twice). Only lazily loaded modules import this file
 * (ChakraLayout, AppToaster, the login dialogs), so Chakra stays out of the entry bundle and
 * the login route's first load.
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  const nested = useContext(InScope);
  if (nested) return children;
  return (
    <InScope.Provider value>
      <CacheProvider value={emotionCache}>
        {globalCss && <PrecomputedGlobalCss css={globalCss} cache={emotionCache} />}
        <ChakraProvider value={providerSystem}>{children}</ChakraProvider>
      </CacheProvider>
    </InScope.Provider>
  );
}
