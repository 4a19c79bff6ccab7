import '../consoleApis';
import { consolePaths } from '../consolePaths';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import type { Res } from '@contract/index';
import { DuesApi } from '@/api/dues';
import { QueryState } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { SectionPanel } from '@/components/SectionPanel';
import { saveTextFile } from '@/lib/saveFile';
import { beijingDay } from '../beijingTime';
import { UnitPicker } from '../dashboard/UnitPicker';
import { yuan } from './money';
import { branchesCsv, membersCsv } from './summaryCsv';
import { duesTexts as t } from './texts';

// /admin/dues/summary (?year=&org=): a year of dues per branch and per member, each exportable as
// CSV built here from what the screen shows.

const h = t.summaryHeads;
const YEARS_SHOWN = 6;

function Figures({ heads, numeric, children, testId }: { heads: string[]; numeric: number; children: ReactNode; testId: string }) {
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header>
          <Table.Row>
            {heads.map((x, i) => (
              <Table.ColumnHeader key={x} whiteSpace="nowrap" textAlign={i >= heads.length - numeric ? 'end' : undefined}>
                {x}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Box>
  );
}

function ExportButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Box>
      <Button size="sm" variant="outline" colorPalette="brand" minH={{ base: '44px', md: 'auto' }} onClick={onClick}>
        {children}
      </Button>
    </Box>
  );
}

function Report({ d }: { d: Res<'dues', 'summary'> }) {
  const end = { textAlign: 'end' } as const;
  return (
    <Stack gap="5">
      <Text fontWeight="semibold" data-testid="summary-scope">
        {t.summaryScope(d.scopeName, d.year)}
      </Text>
      <SectionPanel title={t.byBranch}>
        <Stack gap="2">
          <ExportButton onClick={() => saveTextFile(branchesCsv(d.branches), t.summaryFile('党支部', d.year))}>
            {t.exportBranches}
          </ExportButton>
          <Figures heads={[h.branch, h.members, h.recorded, h.due, h.paid, h.unpaidMonths]} numeric={5} testId="summary-branches">
            {d.branches.map((b) => (
              <Table.Row key={b.orgId}>
                <Table.Cell minW="160px">{b.name}</Table.Cell>
                <Table.Cell {...end}>{b.members}</Table.Cell>
                <Table.Cell {...end}>{b.recorded}</Table.Cell>
                <Table.Cell {...end}>{yuan(b.dueFen)}</Table.Cell>
                <Table.Cell {...end}>{yuan(b.paidFen)}</Table.Cell>
                <Table.Cell {...end} color={b.unpaidMonths ? 'brand.600' : undefined} fontWeight={b.unpaidMonths ? 'semibold' : undefined}>
                  {b.unpaidMonths}
                </Table.Cell>
              </Table.Row>
            ))}
          </Figures>
        </Stack>
      </SectionPanel>
      <SectionPanel title={t.byMember}>
        <Stack gap="2">
          <ExportButton onClick={() => saveTextFile(membersCsv(d.members), t.summaryFile('党员', d.year))}>{t.exportMembers}</ExportButton>
          <Figures heads={[h.name, h.account, h.branch, h.unpaid, h.recorded, h.due, h.paid]} numeric={3} testId="summary-members">
            {d.members.map((m) => (
              <Table.Row key={m.userId}>
                <Table.Cell whiteSpace="nowrap">{m.name}</Table.Cell>
                <Table.Cell>{m.account}</Table.Cell>
                <Table.Cell minW="160px">{m.branchName}</Table.Cell>
                <Table.Cell color="brand.600" minW="120px">
                  {m.unpaid.join('、') || t.none}
                </Table.Cell>
                <Table.Cell {...end}>{m.recorded}</Table.Cell>
                <Table.Cell {...end}>{yuan(m.dueFen)}</Table.Cell>
                <Table.Cell {...end}>{yuan(m.paidFen)}</Table.Cell>
              </Table.Row>
            ))}
          </Figures>
        </Stack>
      </SectionPanel>
    </Stack>
  );
}

export default function DuesSummaryPage() {
  const [params, setParams] = useSearchParams();
  const [thisYear] = useState(() => Number(beijingDay(new Date()).slice(0, 4)));
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= thisYear ? asked : thisYear;
  const org = params.get('org');
  const orgId = org && /^\d+$/.test(org) ? Number(org) : undefined;
  const query = DuesApi.useSummaryQuery({ year, ...(orgId === undefined ? {} : { orgId }) }, { refetchOnMountOrArgChange: true });
  const go = (next: { year: number; orgId: number | undefined }) =>
    setParams({ year: String(next.year), ...(next.orgId === undefined ? {} : { org: String(next.orgId) }) });
  return (
    <PageCard
      title={t.summaryTitle}
      actions={
        <Button asChild size="sm" variant="outline">
          <RouterLink to={consolePaths.adminDues()}>{t.back}</RouterLink>
        </Button>
      }
    >
      <Stack gap="4">
        <HStack gap="3" wrap="wrap" align="end">
          <Text as="label" fontSize="sm" color="fg.muted" display="flex" alignItems="center" gap="2">
            {t.year}
            <NativeSelect.Root size="sm" w="120px" bg="white">
              <NativeSelect.Field aria-label={t.year} value={String(year)} onChange={(e) => go({ year: Number(e.target.value), orgId })}>
                {Array.from({ length: YEARS_SHOWN }, (_, i) => thisYear - i).map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Text>
          <UnitPicker value={orgId} onChange={(id) => go({ year, orgId: id })} />
        </HStack>
        <QueryState query={query} refusal={{}} isEmpty={(d) => d.members.length === 0} emptyText={t.summaryEmpty} skeletonRows={6}>
          {(d) => <Report d={d} />}
        </QueryState>
      </Stack>
    </PageCard>
  );
}
