import { useState } from 'react';
import { Alert, Badge, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { ExamCard } from '@contract/exam';
import { ExamApi } from '@/api/exam';
import { errorMessage } from '@/api/errors';
import { ExamInfoDialog } from '@/components/exam/ExamInfoDialog';
import { QueryState } from '@/components/ListStates';
import { formatDate } from '@/lib/date';
import { paths } from '@/lib/paths';
import { SectionPanel } from '@/components/SectionPanel';
import { lessonExamTexts as t } from './lessonExamTexts';

/** The button's words by the card's state; the lesson not being completed disables it too. */
function action(exam: ExamCard): { label: string; disabled: boolean } {
  if (exam.openRecordId !== null) return { label: t.resume, disabled: false };
  if (exam.state === 'upcoming') return { label: t.upcoming, disabled: true };
  if (exam.state === 'ended') return { label: t.ended, disabled: true };
  if (exam.attemptsUsed >= exam.attemptsAllowed) return { label: t.noAttemptsLeft, disabled: true };
  return { label: t.start, disabled: false };
}

const when = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');

function ExamRow({ exam, lessonId, lessonDone }: { exam: ExamCard; lessonId: number; lessonDone: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [start, started] = ExamApi.useStartLessonExamMutation();
  const [refusal, setRefusal] = useState('');
  // 考试须知 first, as in the exam center: a click alone never uses an attempt (resuming needs none)
  const [confirming, setConfirming] = useState(false);
  const { label, disabled } = action(exam);
  const go = async () => {
    setConfirming(false);
    setRefusal('');
    try {
      // Started (or resumed) here so a refusal shows on the lesson; the answer screen resumes the
      // same attempt through ?lesson= (startLessonExam is idempotent on an open attempt).
      await start({ examId: exam.examId }).unwrap();
      // started already: the answer screen goes straight in, and its way back (退出考试, the result's
      // 返回) leads to this lesson
      void navigate(`${paths.examAnswer(exam.examId)}?lesson=${lessonId}`, {
        state: { confirmed: true, from: `${location.pathname}${location.search}` },
      });
    } catch (error) {
      // The server decides (lesson not completed, attempts used up, window closed): its words.
      setRefusal(errorMessage(error));
    }
  };
  return (
    <Flex
      as="li"
      gap="4"
      // on a phone the buttons go under the exam's facts: beside them they squeezed the title
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
      borderWidth="1px"
      borderRadius="md"
      px="4"
      py="3"
      data-testid="lesson-exam"
    >
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{exam.title}</Text>
          {exam.passed ? <Badge colorPalette="green">{t.passed}</Badge> : null}
        </HStack>
        <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
          <Text>{t.window(when(exam.startTime), when(exam.endTime))}</Text>
          <Text>{t.duration(exam.duration)}</Text>
          <Text>{t.passScore(exam.passScore, exam.totalScore)}</Text>
          <Text>{t.attempts(exam.attemptsUsed, exam.attemptsAllowed)}</Text>
          {exam.bestScore !== null ? <Text>{t.bestScore(exam.bestScore)}</Text> : null}
        </HStack>
        {!lessonDone ? (
          <Text fontSize="sm" color="brand.600">
            {t.completeFirst}
          </Text>
        ) : null}
        {refusal ? (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>{refusal}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Stack>
      <HStack gap="2" flexShrink={0}>
        {exam.lastRecordId !== null ? (
          <Button asChild size="sm" minH={{ base: '44px', md: 'auto' }} variant="outline" colorPalette="brand">
            <RouterLink to={paths.myExamRecord(exam.lastRecordId)} aria-label={`${t.viewScore}：${exam.title}`}>
              {t.viewScore}
            </RouterLink>
          </Button>
        ) : null}
        <Button
          size="sm"
          minH={{ base: '44px', md: 'auto' }}
          colorPalette="brand"
          disabled={disabled || !lessonDone}
          loading={started.isLoading}
          onClick={() => (exam.openRecordId !== null ? void go() : setConfirming(true))}
          aria-label={`${label}：${exam.title}`}
        >
          {label}
        </Button>
      </HStack>
      <ExamInfoDialog examId={confirming ? exam.examId : null} onClose={() => setConfirming(false)} onConfirm={() => void go()} />
    </Flex>
  );
}

/** 课程考试 under a lesson (exam/examLessonList): taken only once the lesson is completed. */
export function LessonExams({ lessonId }: { lessonId: number }) {
  const query = ExamApi.useExamLessonListQuery({ lessonId });
  if (query.data && query.data.list.length === 0) return null;
  return (
    <SectionPanel title={t.title}>
      <QueryState query={query} isEmpty={() => false} skeletonRows={2}>
        {(data) => (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {data.list.map((exam) => (
              <ExamRow key={exam.examId} exam={exam} lessonId={lessonId} lessonDone={data.lessonCompleted} />
            ))}
          </Stack>
        )}
      </QueryState>
    </SectionPanel>
  );
}
