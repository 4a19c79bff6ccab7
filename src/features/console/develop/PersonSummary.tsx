import type { ReactNode } from 'react';
import { Box, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { DevelopPerson, Evidence } from '@contract/developRecord';
import { SectionPanel } from '@/components/SectionPanel';
import { OverdueBadge } from './StepStateBadge';
import { developTexts as t } from './texts';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="0" minW="0" data-testid={testId}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box css={{ overflowWrap: 'anywhere' }}>{children}</Box>
    </Stack>
  );
}

/** Who the person is, and the five stages with the day each began (the current one marked). */
export function DevelopHeader({ person: p }: { person: DevelopPerson }) {
  return (
    <Box bg="white" borderRadius="md" boxShadow="xs" p={{ base: '3', md: '5' }} data-testid="develop-header">
      <HStack gap="3" wrap="wrap" mb="3" align="center">
        <Heading as="h1" size="lg">
          {p.name}
        </Heading>
        <Text color="fg.muted">{p.account}</Text>
        {p.overdue > 0 ? <OverdueBadge>{`${t.heads.overdue} ${t.overdueCount(p.overdue)}`}</OverdueBadge> : null}
      </HStack>
      <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(3, 1fr)' }} gap="3" mb="4">
        <Fact label={t.heads.branch}>{p.branchName || t.none}</Fact>
        <Fact label={t.identity}>{p.stageName}</Fact>
      </Grid>
      <Text fontSize="sm" fontWeight="medium" mb="2">
        {t.stagesTitle}
      </Text>
      <Grid as="ol" templateColumns={{ base: '1fr 1fr', md: 'repeat(5, 1fr)' }} gap="2" listStyleType="none" m="0" p="0">
        {p.stages.map((s) => {
          const current = s.stage === p.stage;
          return (
            <Box
              as="li"
              key={s.stage}
              borderWidth="1px"
              borderColor={current ? 'brand.600' : 'border'}
              bg={current ? 'brand.50' : undefined}
              borderRadius="md"
              px="3"
              py="2"
              aria-current={current ? 'step' : undefined}
              data-testid="develop-stage"
            >
              <Text fontSize="sm" fontWeight={current ? 'bold' : 'medium'} color={current ? 'brand.700' : undefined}>
                {s.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {s.startedOn ?? t.notYet}
              </Text>
            </Box>
          );
        })}
      </Grid>
    </Box>
  );
}

/** What the gates read: the year as 入党积极分子, 思想汇报, the class's attendance and exam, the 预备期. */
export function EvidencePanel({ evidence: e }: { evidence: Evidence }) {
  return (
    <SectionPanel title={t.evidenceTitle}>
      <Stack gap="3" fontSize="sm" data-testid="develop-evidence">
        <Fact label={t.activistOn}>{e.activistOn ?? t.none}</Fact>
        <Fact label={t.reports} testId="evidence-reports">
          <Text>{t.reportsOf(e.reportsApproved, e.reportsDue)}</Text>
          {e.reportsMissing.length > 0 ? <Text color="brand.600">{t.reportsMissing(e.reportsMissing.join('、'))}</Text> : null}
        </Fact>
        <Fact label={t.training}>{t.trainingOf(e.trainingHours, e.trainingDays)}</Fact>
        <Fact label={t.exam} testId="evidence-exam">
          {e.exam ? (
            <Text>
              {[e.exam.title, e.exam.passed ? t.examPassed : t.examFailed, e.exam.score === null ? '' : t.score(e.exam.score)]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          ) : (
            <Text color="fg.muted">{t.noExam}</Text>
          )}
        </Fact>
        <Fact label={t.probationEnds}>{e.probationEnds ?? t.none}</Fact>
      </Stack>
    </SectionPanel>
  );
}
