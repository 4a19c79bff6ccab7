import { useState } from 'react';
import { Box, Button, Grid, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Material } from '@contract/topic';
import { TopicApi } from '@/api/topic';
import { useAppSelector } from '@/store/hooks';
import { QueryState } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { SectionPanel } from '@/components/SectionPanel';
import { selectUserInfo } from '@/store/auth/selectors';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/routeId';
import { useScrollToHash } from '@/lib/useScrollToHash';
import { ArticleDialog } from './ArticleDialog';
import { MaterialRow } from './MaterialRow';
import { taskTexts, topicTexts as t, workTexts } from './texts';
import { RequirementList, StageSchedule, TopicExam, TopicExperts, TopicHeader, TopicLessons, TopicNoticeBrief } from './TopicSections';
import { TopicTaskList } from './TopicTaskList';
import { WorkEditor } from './WorkEditor';

function LatestMaterials({ topicId, onOpen }: { topicId: number; onOpen: (m: Material) => void }) {
  const query = TopicApi.useLearnNewsListQuery({ topicId, pageNum: 1, pageSize: 5 });
  return (
    <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyText={t.noNews} skeletonRows={3}>
      {(page) => (
        <Stack as="ul" gap="0" m="0" p="0">
          {page.list.map((m) => (
            <MaterialRow key={m.id} material={m} onOpen={onOpen} showStage />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

function Work({ topicId }: { topicId: number }) {
  const userId = useAppSelector(selectUserInfo)?.id ?? 0;
  const query = TopicApi.useWorkDetailQuery({ topicId });
  return (
    <QueryState query={query} isEmpty={() => false} skeletonRows={4}>
      {(work) => <WorkEditor userId={userId} work={work} />}
    </QueryState>
  );
}

const settled = (q: { isUninitialized: boolean; isLoading: boolean }) => !q.isUninitialized && !q.isLoading;

/**
 * True once the topic and every part above the write-up (lessons, latest materials) and the
 * write-up itself have their answer (or their error): only then is #work (我的作业's 去撰写) where
 * it stays, so the page can scroll to it. The same queries as the parts ask, so no extra request.
 */
function useContentSettled(topicId: number | null): boolean {
  const detail = TopicApi.useDetailQuery({ topicId: topicId ?? 0 }, { skip: topicId === null });
  const id = detail.currentData?.id ?? 0;
  const skip = id === 0;
  const lessons = TopicApi.useLessonSubListQuery({ topicId: id }, { skip });
  const news = TopicApi.useLearnNewsListQuery({ topicId: id, pageNum: 1, pageSize: 5 }, { skip });
  const work = TopicApi.useWorkDetailQuery({ topicId: id }, { skip });
  return !skip && [lessons, news, work].every(settled);
}

/**
 * /index/special-training/:id: the topic's header and introduction, its stages with the learner's
 * reading, required lessons, latest materials and the write-up on the left; the completion
 * checklist, the exam, experts and notices on the right.
 */
export default function TopicPage() {
  const topicId = routeId(useParams().id);
  const detail = TopicApi.useDetailQuery({ topicId: topicId ?? 0 }, { skip: topicId === null });
  const [open, setOpen] = useState<Material | null>(null);
  useScrollToHash(useContentSettled(topicId));
  const back = (
    <Button asChild size="sm" variant="outline" minH={{ base: '44px', md: 'auto' }}>
      <RouterLink to={paths.specialTrainings()}>{t.back}</RouterLink>
    </Button>
  );
  return (
    <QueryState
      invalid={topicId === null ? t.topicNotFound : undefined}
      refusal={t.refusal}
      query={detail}
      isEmpty={() => false}
      skeletonRows={8}
      errorActions={back}
    >
      {(topic) => (
        <Stack gap="4">
          <PageCard title={topic.title} actions={back}>
            <TopicHeader topic={topic} />
          </PageCard>
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="4" alignItems="start">
            <Stack gap="4" minW="0">
              <SectionPanel title={t.schedule}>
                <StageSchedule topic={topic} />
              </SectionPanel>
              <SectionPanel title={t.lessons}>
                <TopicLessons topicId={topic.id} />
              </SectionPanel>
              <SectionPanel title={t.news}>
                <LatestMaterials topicId={topic.id} onOpen={setOpen} />
              </SectionPanel>
              <SectionPanel title={taskTexts.section}>
                <TopicTaskList tasks={topic.tasks} />
              </SectionPanel>
              <Box id="work">
                <SectionPanel title={workTexts.title}>
                  <Work topicId={topic.id} />
                </SectionPanel>
              </Box>
            </Stack>
            <Stack gap="4" minW="0">
              <SectionPanel title={t.requirements}>
                <RequirementList topic={topic} />
              </SectionPanel>
              <SectionPanel title={t.exam}>
                <TopicExam topicId={topic.id} />
              </SectionPanel>
              <SectionPanel title={t.experts}>
                <TopicExperts topicId={topic.id} />
              </SectionPanel>
              <SectionPanel title={t.notices}>
                <TopicNoticeBrief topicId={topic.id} />
              </SectionPanel>
            </Stack>
          </Grid>
          <ArticleDialog material={open} onClose={() => setOpen(null)} />
        </Stack>
      )}
    </QueryState>
  );
}
