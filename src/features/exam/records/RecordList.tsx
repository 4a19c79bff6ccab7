import { useState } from 'react';
import { Badge, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ExamRecordItem } from '@contract/exam';
import { ExamApi } from '@/api/exam';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { formatDate } from '@/lib/date';
import { secondsToHms } from '@/lib/duration';
import { paths } from '@/lib/paths';
import { CLOSE_REASON_LABEL, recordTexts as t } from './texts';

const PAGE_SIZE = 10;

export function ResultBadge({ passed }: { passed: boolean }) {
  return <Badge colorPalette={passed ? 'green' : 'red'}>{passed ? t.passed : t.failed}</Badge>;
}

function Meta({ label, value }: { label: string; value: string | number }) {
  return (
    <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
      {label}：
      <Text as="span" color="fg">
        {value}
      </Text>
    </Text>
  );
}

// Rows of plain boxes rather than a Chakra Table: the theme carries only the recipes in use
// (src/theme/system.ts), and a table recipe would weigh on every screen's Chakra chunk.
function Row({ record }: { record: ExamRecordItem }) {
  // An exam that does not allow review opens to its score alone: the button says so.
  const action = record.allowReview ? t.review : t.viewScore;
  return (
    <Flex as="li" gap="4" align="center" borderWidth="1px" borderRadius="md" px="4" py="3" data-testid="exam-record">
      <Stack gap="1.5" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{record.examTitle}</Text>
          <ResultBadge passed={record.passed} />
          {record.lessonTitle ? (
            <Badge colorPalette="gray" variant="outline">
              {t.lessonExam} · {record.lessonTitle}
            </Badge>
          ) : null}
        </HStack>
        <HStack gap="5" wrap="wrap">
          <Meta label={t.score} value={t.scoreOf(record.score, record.totalScore)} />
          <Meta label={t.submittedAt} value={formatDate(record.endTime, 'YYYY-MM-DD HH:mm')} />
          <Meta label={t.timeUsed} value={secondsToHms(record.timeUsed)} />
          <Meta label={t.leaves} value={record.leaveCount} />
          <Meta label={t.closedBy} value={CLOSE_REASON_LABEL[record.closeReason]} />
        </HStack>
      </Stack>
      <Button asChild size="sm" variant="outline" colorPalette="brand" flexShrink={0}>
        <RouterLink to={paths.myExamRecord(record.recordId)} aria-label={`${action}：${record.examTitle}`}>
          {action}
        </RouterLink>
      </Button>
    </Flex>
  );
}

/** The learner's ended attempts (exam/endExamRecord), newest first, each opening its review (or its score alone). */
export function RecordList() {
  const [page, setPage] = useState(1);
  const query = ExamApi.useEndExamRecordQuery({ pageNum: page, pageSize: PAGE_SIZE });
  return (
    <QueryState query={query} isEmpty={(data) => data.total === 0} emptyText={t.noRecords} skeletonRows={6}>
      {(data) => (
        <>
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label={t.tabRecords}>
            {data.list.map((record) => (
              <Row key={record.recordId} record={record} />
            ))}
          </Stack>
          <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
        </>
      )}
    </QueryState>
  );
}
