import { Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { CadreIndexApi } from '@/api/cadreIndex';
import { routeId } from '@/lib/routeId';
import PageLoading from './PageLoading';

/**
 * For a cadre on a tag's address (audiencePage's byTag): a learner tag (网络课程 lists learner
 * lessons to cadres too, and the lesson group serves them) gets the learner's screen; a cadre tag
 * the cadre's, whose screens ask the cadre group, which serves cadre lessons only.
 * Its own chunk, loaded for cadres only: the cadre API (RTK Query's React part) stays out of the
 * entry that every login page loads.
 */
export default function CadreTagChoice({ learner: Learner, cadre: Cadre }: { learner: ComponentType; cadre: ComponentType }) {
  const tagId = routeId(useParams().lessonTagId);
  const tags = CadreIndexApi.useLessonTagListQuery(undefined, { skip: tagId === null });
  if (tagId !== null && tags.isLoading) return <PageLoading />;
  const learnerTag = tagId !== null && tags.data !== undefined && !tags.data.some((t) => t.id === tagId);
  const Screen = learnerTag ? Learner : Cadre;
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen />
    </Suspense>
  );
}
