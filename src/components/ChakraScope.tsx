import { createContext, useContext, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { ChakraProvider } from '@chakra-ui/react';
import { globalCssPlan, PrecomputedGlobalCss } from '@/theme/globalStyles';
import { createAppEmotionCache, cssSupport } from '@/theme/legacyCache';
import { needsLowering } from '@/theme/legacyCss';
import { appSystem } from '@/theme/system';

type VarMaps = Map<string, Map<string, string>>;

interface Scope {
  emotionCache: ReturnType<typeof createAppEmotionCache>;
  providerSystem: ReturnType<typeof globalCssPlan>['providerSystem'];
  globalCss: string | null;
}
let scope: Scope | undefined;

/**
 * What every ChakraScope shares, made once: the system, one Emotion cache (layout, toaster, login
 * dialogs) whose stylis plugin lowers Chakra's CSS in an old browser (src/theme/legacyCss.ts), and
 * Chakra's global CSS, precomputed at build time for current browsers (src/theme/globalStyles.tsx).
 * The first screen's loader calls this in a task of its own (src/app/chakraLayoutLoader.ts).
 */
export function prepareChakraScope(): Scope {
  if (scope) return scope;
  const system = appSystem();
  const varMaps = (system.tokens as unknown as { cssVarMap: VarMaps }).cssVarMap;
  const tokenByVar = (cssVar: string) => varMaps.get('base')?.get(cssVar) ?? varMaps.get('_light')?.get(cssVar);
  const { providerSystem, css } = globalCssPlan(system, needsLowering(cssSupport));
  scope = { emotionCache: createAppEmotionCache(tokenByVar), providerSystem, globalCss: css };
  return scope;
}

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
  const { emotionCache, providerSystem, globalCss } = prepareChakraScope();
  return (
    <InScope.Provider value>
      <CacheProvider value={emotionCache}>
        {globalCss && <PrecomputedGlobalCss css={globalCss} cache={emotionCache} />}
        <ChakraProvider value={providerSystem}>{children}</ChakraProvider>
      </CacheProvider>
    </InScope.Provider>
  );
}
