import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ExamInfo } from '@contract/exam';
import { formatDate } from '@/lib/date';
import { startTexts as t, typeNames } from './texts';
import { BackButton } from './BackButton';

/**
 * Why the learner cannot start now, or '' when they can. `lessonDone` is the server's answer for a
 * lesson's exam (examLessonList's lessonCompleted); starting checks it first, so it comes first.
 */
export function startRefusal(info: ExamInfo, lessonDone?: boolean): string {
  if (info.lessonId !== null && lessonDone === false) return t.lessonNotDone;
  if (info.state === 'upcoming') return t.notOpen(formatDate(info.startTime, 'YYYY-MM-DD HH:mm'));
  if (info.state === 'ended') return t.ended;
  if (info.attemptsUsed >= info.attemptsAllowed) return t.noAttempts(info.attemptsAllowed);
  return '';
}

/**
 * Reached without the exam center's confirmation (a bookmark, a reload after submitting): the
 * rules once more and an explicit 开始考试, so no attempt is ever used up by opening a URL.
 */
export function StartPanel({
  info,
  lessonDone,
  onStart,
  backTo,
  backLabel,
}: {
  info: ExamInfo;
  /** for a lesson's exam, whether the lesson is completed (undefined: not known, the server decides on starting) */
  lessonDone?: boolean;
  onStart: () => void;
  backTo: string;
  backLabel: string;
}) {
  const refusal = startRefusal(info, lessonDone);
  return (
    <Stack gap="4" bg="bg" borderWidth="1px" borderRadius="md" p="8" maxW="xl" mx="auto" mt="12" data-testid="exam-start-panel">
      <Heading size="md">{info.title}</Heading>
      <Stack gap="1" color="fg.muted" fontSize="sm">
        <Text>{t.window(formatDate(info.startTime, 'YYYY-MM-DD HH:mm'), formatDate(info.endTime, 'YYYY-MM-DD HH:mm'))}</Text>
        <Text>{t.rules(info.duration, info.questionCount, info.totalScore, info.passScore)}</Text>
        <Text>{info.parts.map((p) => t.part(typeNames[p.type], p.count, p.score)).join('；')}</Text>
        <Text>{t.attempts(info.attemptsUsed, info.attemptsAllowed)}</Text>
        <Text>{t.leaves(info.maxLeaves)}</Text>
        <Text>{t.saving}</Text>
      </Stack>
      {info.description ? (
        <Text whiteSpace="pre-wrap" fontSize="sm">
          {info.description}
        </Text>
      ) : null}
      {refusal ? <Text color="brand.600">{refusal}</Text> : null}
      <HStack gap="3">
        <Button colorPalette="brand" disabled={Boolean(refusal)} onClick={onStart}>
          {t.start}
        </Button>
        <BackButton to={backTo} label={backLabel} />
      </HStack>
    </Stack>
  );
}
