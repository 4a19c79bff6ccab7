import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ExamApi } from '@/api/exam';
import { QueryState } from '@/components/ListStates';
import { formatDate } from '@/lib/date';
import { secondsToHms } from '@/lib/duration';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/routeId';
import { PageCard } from '@/components/PageCard';
import { ResultBadge } from './RecordList';
import { ReviewQuestion } from './ReviewQuestion';
import { CLOSE_REASON_LABEL, recordTexts as t } from './texts';

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold">{value}</Text>
    </Stack>
  );
}

/** /index/my/exam/:recordId: a closed attempt's score and, when the exam allows, its answers. */
export default function RecordReviewPage() {
  const recordId = routeId(useParams().recordId);
  const query = ExamApi.useExamRecordDetailQuery({ recordId: recordId ?? 0 }, { skip: recordId === null });
  const back = (
    <Button asChild size="sm" variant="outline">
      <RouterLink to={paths.myExams()}>{t.back}</RouterLink>
    </Button>
  );
  return (
    <PageCard title={query.data?.examTitle ?? t.reviewTitle} actions={back}>
      <QueryState query={query} invalid={recordId === null ? t.notFound : undefined} isEmpty={() => false} skeletonRows={8}>
        {(detail) => (
          <Stack gap="5">
            <HStack gap="8" wrap="wrap" bg="gray.50" borderRadius="md" px="4" py="3" data-testid="review-summary">
              <Fact label={t.score} value={t.scoreOf(detail.score, detail.totalScore)} />
              <Stack gap="1">
                <Text fontSize="xs" color="fg.muted">
                  {t.result}
                </Text>
                <ResultBadge passed={detail.passed} />
              </Stack>
              <Fact label={t.startedAt} value={formatDate(detail.startTime, 'YYYY-MM-DD HH:mm')} />
              <Fact label={t.submittedAt} value={formatDate(detail.endTime, 'YYYY-MM-DD HH:mm')} />
              <Fact label={t.timeUsed} value={secondsToHms(detail.timeUsed)} />
              <Fact label={t.leaves} value={detail.leaveCount} />
              <Fact label={t.closedBy} value={CLOSE_REASON_LABEL[detail.closeReason]} />
            </HStack>
            {!detail.allowReview ? (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Title>{t.reviewNotAllowed}</Alert.Title>
              </Alert.Root>
            ) : detail.questions.length === 0 ? (
              <Text color="fg.muted">{t.noQuestions}</Text>
            ) : (
              <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
                {detail.questions.map((question, i) => (
                  <ReviewQuestion key={question.id} no={i + 1} question={question} />
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </QueryState>
    </PageCard>
  );
}
