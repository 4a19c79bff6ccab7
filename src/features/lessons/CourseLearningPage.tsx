import { Stack } from '@chakra-ui/react';
import { LessonApi } from '@/api/lesson';
import { QueryState } from '@/components/ListStates';
import { MyLessons } from './MyLessons';
import { PageCard } from './PageCard';
import { RequiredByTag } from './RequiredByTag';
import { SectionPanel } from '@/components/SectionPanel';
import { TagNav } from '@/components/lesson/TagNav';
import { StageOverview } from './StageOverview';
import { stageTexts as s } from './stageTexts';
import { lessonTexts as t } from './texts';

/**
 * 课程学习: the learner's stage with their required lessons by tag, how far they are and where
 * to continue; then their lessons by state (我的课程) and every tag of the catalogue. Fetched again on each visit: the heartbeats of
 * a study session move the progress without refreshing the cache.
 */
export default function CourseLearningPage() {
  const center = LessonApi.useCenterQuery(undefined, { refetchOnMountOrArgChange: true });
  const tags = LessonApi.useTagsQuery();
  return (
    <Stack gap="4">
      <PageCard title={t.title}>
        <QueryState query={center} isEmpty={() => false} skeletonRows={4}>
          {(data) => <StageOverview center={data} />}
        </QueryState>
      </PageCard>
      {center.data ? (
        <SectionPanel title={s.requiredTitle(center.data.stage !== null)}>
          <RequiredByTag groups={center.data.groups} inStage={center.data.stage !== null} />
        </SectionPanel>
      ) : null}
      <SectionPanel title={s.mine}>
        <MyLessons />
      </SectionPanel>
      <SectionPanel title={s.allTags}>
        <QueryState query={tags} emptyText={t.noTags} skeletonRows={3}>
          {(list) => <TagNav tags={list} />}
        </QueryState>
      </SectionPanel>
    </Stack>
  );
}
