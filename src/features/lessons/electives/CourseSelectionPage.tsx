import { useState } from 'react';
import { Alert, Box, CloseButton } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import type { StageLessonItem } from '@contract/lessonStage';
import { LessonApi } from '@/api/lesson';
import { errorMessage } from '@/api/errors';
import { ListEmpty, QueryState } from '@/components/ListStates';
import { TagNav } from '@/components/lesson/TagNav';
import { paths } from '@/lib/paths';
import { CardGrid } from '../CardGrid';
import { LessonCard } from '../LessonCard';
import { PageCard } from '../PageCard';
import { ElectiveActions } from './ElectiveActions';
import { tagsOf } from './electiveTags';
import { QuotaBar } from './QuotaBar';
import { electiveTexts as t } from './texts';

interface Notice {
  status: 'success' | 'error';
  text: string;
}

/**
 * 选课中心 (and one tag of it): the electives the learner's stage offers, which are picked, and
 * 选课 / 退选. The server holds the cap; its refusal is shown above the list as it says it.
 */
export default function CourseSelectionPage() {
  const param = useParams().lessonTagId;
  const tagId = param === undefined ? undefined : Number(param);
  const query = LessonApi.useStageLessonQuery({ kind: 'elective' }, { refetchOnMountOrArgChange: true });
  const [select] = LessonApi.useSelectVideoMutation();
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // a message about the last pick belongs to the tab it was made on: another tab clears it, so it
  // does not come back with the tab either (the state is reset while rendering the new tab)
  const [tabShown, setTabShown] = useState(tagId);
  if (tabShown !== tagId) {
    setTabShown(tagId);
    setNotice(null);
  }

  const change = async (lesson: StageLessonItem, selected: boolean) => {
    setBusy(lesson.id);
    setNotice(null);
    try {
      await select({ lessonId: lesson.id, selected }).unwrap();
      setNotice({ status: 'success', text: selected ? t.pickedDone(lesson.title) : t.droppedDone(lesson.title) });
    } catch (error) {
      setNotice({ status: 'error', text: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageCard title={t.title}>
      <QueryState
        query={query}
        isEmpty={(d) => d.lessons.length === 0}
        emptyText={t.noElectives(Boolean(query.data?.stage))}
        skeletonRows={6}
      >
        {(data) => {
          const shown = tagId === undefined ? data.lessons : data.lessons.filter((l) => l.tagId === tagId);
          const full = data.quota.cap !== null && data.quota.selectedCount >= data.quota.cap;
          return (
            <>
              <QuotaBar data={data} />
              <Box mb="4">
                <TagNav
                  shape="pill"
                  label={t.tagsLabel}
                  tags={tagsOf(data.lessons)}
                  current={tagId}
                  linkTo={paths.courseSelectionTag}
                  countText={t.count}
                  all={{ label: t.all, to: paths.courseSelection() }}
                />
              </Box>
              {notice ? (
                <Alert.Root status={notice.status} mb="4" role={notice.status === 'error' ? 'alert' : 'status'}>
                  <Alert.Indicator />
                  <Alert.Title flex="1">{notice.text}</Alert.Title>
                  <CloseButton size="xs" aria-label="关闭提示" onClick={() => setNotice(null)} />
                </Alert.Root>
              ) : null}
              {shown.length === 0 ? (
                <ListEmpty text={t.noElectivesInTag(data.stage !== null)} />
              ) : (
                <CardGrid>
                  {shown.map((lesson) => (
                    <LessonCard
                      key={lesson.id}
                      lesson={lesson}
                      footer={
                        <ElectiveActions
                          lesson={lesson}
                          busy={busy === lesson.id}
                          full={full}
                          onChange={(selected) => void change(lesson, selected)}
                        />
                      }
                    />
                  ))}
                </CardGrid>
              )}
            </>
          );
        }}
      </QueryState>
    </PageCard>
  );
}
