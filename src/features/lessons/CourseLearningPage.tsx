import { LessonApi } from '@/api/lesson';
import { QueryState } from '@/components/ListStates';
import { PageCard } from './PageCard';
import { TagTabs } from './TagTabs';
import { lessonTexts as t } from './texts';

/** 课程学习: the lesson tags; each leads to its lessons. */
export default function CourseLearningPage() {
  const query = LessonApi.useTagsQuery();
  return (
    <PageCard title={t.title}>
      <QueryState query={query} emptyText={t.noTags} skeletonRows={3}>
        {(tags) => <TagTabs tags={tags} />}
      </QueryState>
    </PageCard>
  );
}
