import { lazy, Suspense, type ComponentType } from 'react';
import { useAppId } from '@/components/session/useAppId';
import { isCadre } from '@/lib/roles';
import { toChunkError } from './chunkError';
import PageLoading from './PageLoading';

type PageModule = { default: ComponentType };

const lazyScreen = (load: () => Promise<PageModule>) => lazy(() => load().catch((error: unknown) => Promise.reject(toChunkError(error))));

/**
 * A react-router `lazy` for a screen that cadres (appId 5) see in their own version: the same
 * address renders the learner's screen or the cadre's (src/features/lessons/cadre), chosen on every
 * render from the session, so a cadre logging in after a learner in the same tab gets theirs.
 * Only the chunk of the screen shown is loaded; a failed chunk goes to the route's errorElement.
 */
export function audiencePage(learner: () => Promise<PageModule>, cadre: () => Promise<PageModule>) {
  const Learner = lazyScreen(learner);
  const Cadre = lazyScreen(cadre);
  function AudienceScreen() {
    const cadreUser = isCadre(useAppId());
    return <Suspense fallback={<PageLoading />}>{cadreUser ? <Cadre /> : <Learner />}</Suspense>;
  }
  return async () => ({ Component: AudienceScreen });
}
