import { CadreApi } from '@/api/cadre';
import { CadreIndexApi } from '@/api/cadreIndex';
import { LessonApi } from '@/api/lesson';
import type { LessonAudience } from '@/components/lesson/audience';
import { FRESH } from './fresh';

/**
 * The tags and one page of a tag's lessons from the audience's group: lesson/tags and lesson/tagList
 * for a learner, cadreIndex/lessonTagList and cadre/lessonList for a cadre. Nothing is asked while
 * the audience is not known (null); no lessons for an id that names nothing.
 */
export function useTagLessons(audience: LessonAudience | null, tagId: number | null, pageNum: number, pageSize: number) {
  const learner = audience === 'learner';
  const cadre = audience === 'cadre';
  const page = { tagId: tagId ?? 0, pageNum, pageSize };
  const learnerTags = LessonApi.useTagsQuery(undefined, { skip: !learner });
  const cadreTags = CadreIndexApi.useLessonTagListQuery(undefined, { skip: !cadre });
  const learnerLessons = LessonApi.useTagListQuery(page, { skip: !learner || tagId === null });
  const cadreLessons = CadreApi.useLessonListQuery(page, { ...FRESH, skip: !cadre || tagId === null });
  return cadre ? { tags: cadreTags, lessons: cadreLessons } : { tags: learnerTags, lessons: learnerLessons };
}
