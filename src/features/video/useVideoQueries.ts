import { CadreApi } from '@/api/cadre';
import { LessonApi } from '@/api/lesson';
import type { LessonGroup } from './useLessonGroup';

/**
 * The video and its lesson's chapters, from the group that serves the lesson (useLessonGroup): the
 * cadre group for a cadre's own lesson, whose videos the learner endpoints do not list, the lesson
 * group otherwise. Loading while the group is not known yet. An id that names nothing is not asked.
 */
export function useVideoQueries(videoId: number | null, lessonId: number | null, group: LessonGroup | undefined) {
  const learnerDetail = LessonApi.useVideoDetailQuery({ videoId: videoId ?? 0 }, { skip: group !== 'lesson' || videoId === null });
  const learnerVideos = LessonApi.useVideosQuery({ lessonId: lessonId ?? 0 }, { skip: group !== 'lesson' || lessonId === null });
  const cadreDetail = CadreApi.useLessonVideoResourceDetailQuery(
    { videoId: videoId ?? 0 },
    { skip: group !== 'cadre' || videoId === null },
  );
  const cadreVideos = CadreApi.useLessonVideoResourceListQuery(
    { lessonId: lessonId ?? 0 },
    { skip: group !== 'cadre' || lessonId === null },
  );
  if (group === undefined) {
    const deciding = { data: undefined, error: undefined, isLoading: true, isError: false, refetch: () => undefined };
    return { detail: deciding, videos: deciding };
  }
  const [detail, videos] = group === 'cadre' ? [cadreDetail, cadreVideos] : [learnerDetail, learnerVideos];
  return { detail: keepShown(detail), videos: keepShown(videos) };
}

/**
 * A refetch that fails while the server is away keeps what this address already showed: the player
 * plays on and the chapters stay (an outage once left three 加载失败 panels in their place, the
 * session gone with the player). Only an answer for this very address (currentData) is kept.
 */
function keepShown<Q extends { currentData?: unknown; isError: boolean }>(query: Q): Q {
  return query.isError && query.currentData !== undefined ? { ...query, isError: false } : query;
}
