import { Alert, Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { Graded } from '@contract/exam';
import { paths } from '@/lib/paths';
import { closeReasonNames, answerTexts as t } from './texts';

/**
 * The grade the server closed the attempt with, and where to go next; `unsent` are the numbers of
 * the questions whose answer never reached the server before it closed (not scored).
 */
export function ResultPanel({ title, grade, unsent, backTo, backLabel }: { title: string; grade: Graded; unsent: number[]; backTo: string; backLabel: string }) {
  return (
    <Stack align="center" gap="4" bg="bg" borderWidth="1px" borderRadius="md" p="10" maxW="lg" mx="auto" mt="12" textAlign="center" data-testid="exam-result">
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
      <HStack gap="3">
        <Button asChild colorPalette="brand">
          <Link to={paths.myExamRecord(grade.recordId)}>{t.review}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={backTo}>{backLabel}</Link>
        </Button>
      </HStack>
    </Stack>
  );
}
