import { CadreApi } from '@/api/cadre';
import { LessonApi } from '@/api/lesson';
import type { LessonAudience } from '@/components/lesson/audience';
import { FRESH } from './fresh';

/**
 * A lesson, its chapters and (for a learner) the continue-learning answer, from the audience's
 * group: the lesson group for a learner, cadre/lessonVideoResourceList for a cadre's own lesson
 * (lesson/info opens a cadre lesson for its cadre). Nothing is asked while the audience is not
 * known (null) or for an id that names nothing.
 */
export function useLessonQueries(audience: LessonAudience | null, lessonId: number | null) {
  const skip = lessonId === null || audience === null;
  const cadre = audience === 'cadre';
  const args = { lessonId: lessonId ?? 0 };
  const info = LessonApi.useInfoQuery(args, cadre ? { ...FRESH, skip } : { skip });
  const learnerVideos = LessonApi.useVideosQuery(args, { skip: skip || cadre });
  const cadreVideos = CadreApi.useLessonVideoResourceListQuery(args, { ...FRESH, skip: skip || !cadre });
  // fresh on each visit, as on the cards that show it (the last heartbeats may have moved it)
  const center = LessonApi.useCenterQuery(undefined, { refetchOnMountOrArgChange: true, skip: skip || cadre });
  return { info, videos: cadre ? cadreVideos : learnerVideos, center };
}
