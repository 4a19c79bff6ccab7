import { Alert, Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { Graded } from '@contract/exam';
import { ExamApi } from '@/api/exam';
import { paths } from '@/lib/paths';
import { startRefusal } from './StartPanel';
import { closeReasonNames, answerTexts as t } from './texts';
import { BackButton } from './BackButton';

/**
 * The grade the server closed the attempt with, and where to go next; `unsent` are the numbers of
 * the questions whose answer never reached the server before it closed (not scored). The exam's
 * card, asked again now that this attempt is counted, says whether another attempt may start.
 */
export function ResultPanel({
  examId,
  title,
  grade,
  unsent,
  backTo,
  backLabel,
  onRetake,
}: {
  examId: number;
  title: string;
  grade: Graded;
  unsent: number[];
  backTo: string;
  backLabel: string;
  onRetake: () => void;
}) {
  const info = ExamApi.useExamInfoQuery({ examId }, { refetchOnMountOrArgChange: true });
  // the card from before this attempt closed would offer one attempt too many
  const card = info.data && info.data.examId === examId && !info.isFetching && info.data.openRecordId === null ? info.data : null;
  const refusal = card ? startRefusal(card) : null;
  return (
    <Stack
      align="center"
      gap="4"
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      p={{ base: '6', md: '10' }}
      maxW="lg"
      mx={{ base: '3', md: 'auto' }}
      mt="12"
      textAlign="center"
      data-testid="exam-result"
    >
      <Text color="fg.muted">{title}</Text>
      <Heading size="md">{t.resultTitle}</Heading>
      <Text fontSize="3xl" fontWeight="bold" color={grade.passed ? 'green.600' : 'brand.600'} data-testid="exam-score">
        {t.score(grade.score, grade.totalScore)}
      </Text>
      <HStack gap="3">
        <Badge colorPalette={grade.passed ? 'green' : 'brand'} size="lg">
          {grade.passed ? t.passed : t.failed}
        </Badge>
        <Text color="fg.muted">{t.passLine(grade.passScore)}</Text>
      </HStack>
      <Text color="fg.muted">{closeReasonNames[grade.closeReason]}</Text>
      {unsent.length > 0 ? (
        <Alert.Root status="warning" textAlign="start" data-testid="unsent-answers">
          <Alert.Indicator />
          <Alert.Title>{t.resultUnsent(unsent.join('、'), unsent.length)}</Alert.Title>
        </Alert.Root>
      ) : null}
      {card ? (
        <Text data-testid="attempts-left" color={refusal ? 'fg.muted' : undefined}>
          {refusal || t.attemptsLeft(card.attemptsAllowed - card.attemptsUsed, card.attemptsAllowed)}
        </Text>
      ) : null}
      <HStack gap="3" flexWrap="wrap" justify="center">
        {card && !refusal ? (
          <Button colorPalette="brand" onClick={onRetake}>
            {t.retake}
          </Button>
        ) : null}
        {/* 再考一次 is the main way on when there is one; the review otherwise */}
        {card && !refusal ? (
          <Button asChild variant="outline">
            <Link to={paths.myExamRecord(grade.recordId)}>{t.review}</Link>
          </Button>
        ) : (
          <Button asChild colorPalette="brand">
            <Link to={paths.myExamRecord(grade.recordId)}>{t.review}</Link>
          </Button>
        )}
        <BackButton to={backTo} label={backLabel} />
      </HStack>
    </Stack>
  );
}
