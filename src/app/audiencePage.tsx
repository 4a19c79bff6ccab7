import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { CadreIndexApi } from '@/api/cadreIndex';
import { useAppId } from '@/components/session/useAppId';
import { isCadre } from '@/lib/roles';
import { routeId } from '@/lib/routeId';
import { toChunkError } from './chunkError';
import PageLoading from './PageLoading';

type PageModule = { default: ComponentType };

const lazyScreen = (load: () => Promise<PageModule>) => lazy(() => load().catch((error: unknown) => Promise.reject(toChunkError(error))));

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
    // byTag: a cadre on a learner tag's address (网络课程 lists learner lessons to cadres too, and
    // the lesson group serves them) gets the learner's screen; the cadre screens ask the cadre
    // group, which serves cadre lessons only
    const tagId = routeId(useParams().lessonTagId);
    const asks = cadreUser && opts.byTag === true && tagId !== null;
    const tags = CadreIndexApi.useLessonTagListQuery(undefined, { skip: !asks });
    if (asks && tags.isLoading) return <PageLoading />;
    const learnerTag = asks && tags.data !== undefined && !tags.data.some((t) => t.id === tagId);
    const Screen = cadreUser && !learnerTag ? Cadre : Learner;
    return (
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    );
  }
  return async () => ({ Component: AudienceScreen });
}
