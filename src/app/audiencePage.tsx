import { lazy, Suspense, type ComponentType } from 'react';
import { useAppId } from '@/components/session/useAppId';
import { isCadre } from '@/lib/roles';
import { toChunkError } from './chunkError';
import PageLoading from './PageLoading';

type PageModule = { default: ComponentType };

const lazyScreen = <P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazy(() => load().catch((error: unknown) => Promise.reject(toChunkError(error))));

// the choice by tag asks the cadre API: loaded when a cadre opens such an address, not with the entry
const TagChoice = lazyScreen(() => import('./CadreTagChoice'));

/**
 * A react-router `lazy` for a screen that cadres (appId 5) see in their own version: the same
 * address renders the learner's screen or the cadre's (src/features/cadre), chosen on every
 * render from the session, so a cadre logging in after a learner in the same tab gets theirs.
 * With `byTag`, a cadre on a learner tag's address gets the learner's screen.
 * Only the chunk of the screen shown is loaded; a failed chunk goes to the route's errorElement.
 */
export function audiencePage(learner: () => Promise<PageModule>, cadre: () => Promise<PageModule>, opts: { byTag?: boolean } = {}) {
  const Learner = lazyScreen(learner);
  const Cadre = lazyScreen(cadre);
  function AudienceScreen() {
    const cadreUser = isCadre(useAppId());
    return (
      <Suspense fallback={<PageLoading />}>
        {cadreUser && opts.byTag === true ? <TagChoice learner={Learner} cadre={Cadre} /> : cadreUser ? <Cadre /> : <Learner />}
      </Suspense>
    );
  }
  return async () => ({ Component: AudienceScreen });
}
