import { CadreApi } from '@/api/cadre';
import { LessonApi } from '@/api/lesson';
import { useAppId } from '@/components/session/useAppId';
import { isCadre } from '@/lib/roles';

/**
 * The video and its lesson's chapters: from the lesson group for a learner, from the cadre
 * group for a cadre (appId 5), whose videos the learner endpoints do not list. A null id (the
 * address names nothing) is not asked for.
 */
export function useVideoQueries(videoId: number | null, lessonId: number | null) {
  const cadre = isCadre(useAppId());
  const noVideo = videoId === null;
  // a lid that names nothing: the video's answer leads to its own lesson; without a video, nothing to show
  const noLesson = lessonId === null;
  const learnerDetail = LessonApi.useVideoDetailQuery({ videoId: videoId ?? 0 }, { skip: cadre || noVideo });
  const learnerVideos = LessonApi.useVideosQuery({ lessonId: lessonId ?? 0 }, { skip: cadre || noLesson });
  const cadreDetail = CadreApi.useLessonVideoResourceDetailQuery({ videoId: videoId ?? 0 }, { skip: !cadre || noVideo });
  const cadreVideos = CadreApi.useLessonVideoResourceListQuery({ lessonId: lessonId ?? 0 }, { skip: !cadre || noLesson });
  return cadre ? { detail: cadreDetail, videos: cadreVideos } : { detail: learnerDetail, videos: learnerVideos };
}
