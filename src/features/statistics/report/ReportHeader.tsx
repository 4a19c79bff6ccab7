import { Flex, Stack, Text } from '@chakra-ui/react';
import type { StageReport } from '@contract/userReport';
import { useAppSelector } from '@/store/hooks';
import { selectUserInfo } from '@/store/auth/selectors';
import { VerdictBadge, type VerdictTone } from '@/components/VerdictBadge';
import { formatDate } from '@/lib/date';
import { reportTexts as t } from './texts';

const toneOf = (r: StageReport): VerdictTone => (!r.stage ? 'none' : r.passed ? 'passed' : r.ongoing ? 'pending' : 'failed');

/** Who and which stage the report is for, the verdict (合格 / 进行中 / 不合格) and the composite score. */
export function ReportHeader({ report }: { report: StageReport }) {
  const me = useAppSelector(selectUserInfo);
  const { stage } = report;
  const idLine = [me?.studentNo ? `${t.studentNo} ${me.studentNo}` : '', me?.orgName ?? ''].filter(Boolean).join(' · ');
  return (
    <Flex
      className="report-header"
      justify="space-between"
      align="flex-start"
      gap="4"
      wrap="wrap"
      borderWidth="1px"
      borderRadius="md"
      bg="bg.subtle"
      px="5"
      py="4"
    >
      <Stack gap="1" minW="0">
        <Text fontSize="2xl" fontWeight="bold" data-testid="report-name">
          {me?.name ?? ''}
        </Text>
        {idLine ? (
          <Text fontSize="sm" color="fg.muted">
            {idLine}
          </Text>
        ) : null}
        {stage ? (
          <>
            <Text fontWeight="semibold" color="brand.700">
              {stage.phaseName} · {stage.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t.period(stage.startDate, stage.endDate)}
            </Text>
          </>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t.noStage}
          </Text>
        )}
      </Stack>
      <Stack gap="2" align={{ base: 'flex-start', md: 'flex-end' }}>
        <VerdictBadge tone={toneOf(report)} testId="report-verdict">
          {report.verdict}
        </VerdictBadge>
        {report.ongoing && report.endsAt ? (
          <Text fontSize="xs" color="fg.muted" data-testid="report-ends">
            {t.endsAt(formatDate(report.endsAt, 'YYYY-MM-DD HH:mm'))}
          </Text>
        ) : null}
        {stage ? (
          <Text fontSize="sm" color="fg.muted">
            {t.score}{' '}
            <Text as="span" fontSize="2xl" fontWeight="bold" color="brand.600" data-testid="report-score">
              {t.scoreValue(report.composite.score)}
            </Text>
          </Text>
        ) : null}
      </Stack>
    </Flex>
  );
}
