import { CadreApi } from '@/api/cadre';
import { LessonApi } from '@/api/lesson';
import { useAppId } from '@/components/session/useAppId';
import { isCadre } from '@/lib/roles';

/**
 * The video and its lesson's chapters: from the lesson group for a learner, from the cadre
 * group for a cadre (appId 5), whose videos the learner endpoints do not list.
 */
export function useVideoQueries(videoId: number, lessonId: number) {
  const cadre = isCadre(useAppId());
  const learnerDetail = LessonApi.useVideoDetailQuery({ videoId }, { skip: cadre });
  const learnerVideos = LessonApi.useVideosQuery({ lessonId }, { skip: cadre });
  const cadreDetail = CadreApi.useLessonVideoResourceDetailQuery({ videoId }, { skip: !cadre });
  const cadreVideos = CadreApi.useLessonVideoResourceListQuery({ lessonId }, { skip: !cadre });
  return cadre ? { detail: cadreDetail, videos: cadreVideos } : { detail: learnerDetail, videos: learnerVideos };
}
