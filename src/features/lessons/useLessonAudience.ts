import { useParams } from 'react-router-dom';
import { CadreIndexApi } from '@/api/cadreIndex';
import type { LessonAudience } from '@/components/lesson/audience';
import { useAppId } from '@/components/session/useAppId';
import { isCadre } from '@/lib/roles';
import { routeId } from '@/lib/routeId';

/**
 * Whose version of a tag's screens (its lessons, one lesson) the address shows, from the session on
 * every render (a cadre logging in after a learner in the same tab gets theirs). A learner's is the
 * learner's; a cadre on a cadre tag gets the cadre's, which asks the cadre group (it serves cadre
 * lessons only); a cadre on a learner tag (网络课程 lists learner lessons to cadres too, and the
 * lesson group serves them) the learner's. An address that names no tag is the cadre's for a cadre
 * (its screen says it is not found). null while the cadre tags load.
 */
export function useLessonAudience(): LessonAudience | null {
  const cadre = isCadre(useAppId());
  const tagId = routeId(useParams().lessonTagId);
  const tags = CadreIndexApi.useLessonTagListQuery(undefined, { skip: !cadre || tagId === null });
  if (!cadre) return 'learner';
  if (tagId !== null && tags.isLoading) return null;
  const learnerTag = tagId !== null && tags.data !== undefined && !tags.data.some((t) => t.id === tagId);
  return learnerTag ? 'learner' : 'cadre';
}
