import { CadreIndexApi } from '@/api/cadreIndex';
import { LessonApi } from '@/api/lesson';
import { useAppId } from '@/components/session/useAppId';
import { isCadre } from '@/lib/roles';

/** The endpoint group that serves a lesson's videos to the caller. */
export type LessonGroup = 'lesson' | 'cadre';

/**
 * 'cadre' for a cadre's own lesson (a lesson of a cadre tag: cadre/lessonVideoResource*, the cadre
 * caches); 'lesson' for a learner, and for a cadre on a learner lesson (网络课程 lists them to
 * cadres, and the lesson group serves a cadre both audiences: docs/domain/study-time.md, 干部专区);
 * undefined while it is being found out. A lesson that cannot be read stays with the cadre group, which says so.
 */
export function useLessonGroup(lessonId: number | null): LessonGroup | undefined {
  const cadre = isCadre(useAppId());
  const asks = cadre && lessonId !== null;
  const tags = CadreIndexApi.useLessonTagListQuery(undefined, { skip: !asks });
  const info = LessonApi.useInfoQuery({ lessonId: lessonId ?? 0 }, { skip: !asks });
  if (!asks) return 'lesson';
  if (tags.isError || info.isError) return 'cadre';
  if (!tags.data || !info.data) return undefined;
  const tagId = info.data.tagId;
  return tags.data.some((t) => t.id === tagId) ? 'cadre' : 'lesson';
}
