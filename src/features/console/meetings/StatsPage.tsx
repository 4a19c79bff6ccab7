import { consolePaths } from '../consolePaths';
import '../consoleApis';
import { Box, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { AttendanceStats, BranchAttendance, MemberAttendance } from '@contract/meeting';
import { MeetingApi } from '@/api/meeting';
import { QueryState } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { SectionPanel } from '@/components/SectionPanel';
import { saveTextFile } from '@/lib/saveFile';
import { beijingDay } from '../beijingTime';
import { UnitPicker } from '../dashboard/UnitPicker';
import { branchesCsv, membersCsv } from './statsCsv';
import { meetingTexts as t } from './texts';

// 出席统计: attendance over a period (?from=&to=&org=, Beijing dates; the last 90 days by default),
// per holding organisation and per member, each exportable as CSV.

const h = t.statsHeads;
const DAY = 86400_000;

function Tallies({ r }: { r: MemberAttendance | BranchAttendance }) {
  return (
    <>
      {[r.invited, r.present, r.late, r.leave, r.absent].map((n, i) => (
        <Table.Cell key={i} textAlign="end">
          {n}
        </Table.Cell>
      ))}
      <Table.Cell textAlign="end" fontWeight="semibold" color={r.rate < 0.8 ? 'brand.600' : undefined}>
        {t.rate(r.rate)}
      </Table.Cell>
    </>
  );
}

function Figures({ heads, children, testId }: { heads: string[]; children: ReactNode; testId: string }) {
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header>
          <Table.Row>
            {heads.map((x, i) => (
              <Table.ColumnHeader key={x} whiteSpace="nowrap" textAlign={i >= heads.length - 6 ? 'end' : undefined}>
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

function Report({ d }: { d: AttendanceStats }) {
  const save = (text: string, kind: string) => saveTextFile(text, t.statsFile(kind, d.from, d.to));
  return (
    <Stack gap="5">
      <Text fontWeight="semibold" data-testid="stats-scope">
        {t.statsScope(d.scopeName, d.from, d.to, d.meetings)}
      </Text>
      <SectionPanel title={t.byBranch}>
        <Stack gap="2">
          <Box>
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              minH={{ base: '44px', md: 'auto' }}
              onClick={() => save(branchesCsv(d.branches), h.org)}
            >
              {t.exportBranches}
            </Button>
          </Box>
          <Figures heads={[h.org, h.meetings, h.invited, h.present, h.late, h.leave, h.absent, h.rate]} testId="stats-branches">
            {d.branches.map((b) => (
              <Table.Row key={b.orgId}>
                <Table.Cell minW="160px">{b.name}</Table.Cell>
                <Table.Cell textAlign="end">{b.meetings}</Table.Cell>
                <Tallies r={b} />
              </Table.Row>
            ))}
          </Figures>
        </Stack>
      </SectionPanel>
      <SectionPanel title={t.byMember}>
        <Stack gap="2">
          <Box>
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              minH={{ base: '44px', md: 'auto' }}
              onClick={() => save(membersCsv(d.members), '党员')}
            >
              {t.exportMembers}
            </Button>
          </Box>
          <Figures heads={[h.name, h.account, h.branch, h.invited, h.present, h.late, h.leave, h.absent, h.rate]} testId="stats-members">
            {d.members.map((m) => (
              <Table.Row key={m.userId}>
                <Table.Cell whiteSpace="nowrap">{m.name}</Table.Cell>
                <Table.Cell>{m.account}</Table.Cell>
                <Table.Cell minW="160px">{m.branchName}</Table.Cell>
                <Tallies r={m} />
              </Table.Row>
            ))}
          </Figures>
        </Stack>
      </SectionPanel>
    </Stack>
  );
}

export default function StatsPage() {
  const [params, setParams] = useSearchParams();
  // the default period is fixed when the page opens
  const [{ today, ninetyDaysAgo }] = useState(() => ({
    today: beijingDay(new Date()),
    ninetyDaysAgo: beijingDay(new Date(Date.now() - 90 * DAY)),
  }));
  const from = params.get('from') ?? ninetyDaysAgo;
  const to = params.get('to') ?? today;
  const org = params.get('org');
  const orgId = org && /^\d+$/.test(org) ? Number(org) : undefined;
  const [typed, setTyped] = useState({ from, to });
  const stats = MeetingApi.useStatsQuery({ from, to, ...(orgId === undefined ? {} : { orgId }) }, { refetchOnMountOrArgChange: true });
  const apply = (next: { from: string; to: string; orgId: number | undefined }) =>
    setParams({ from: next.from, to: next.to, ...(next.orgId === undefined ? {} : { org: String(next.orgId) }) });
  return (
    <PageCard
      title={t.statsTitle}
      actions={
        <Button asChild size="sm" variant="outline">
          <RouterLink to={consolePaths.adminMeetings()}>{t.listTitle}</RouterLink>
        </Button>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t.statsHint}
        </Text>
        <HStack gap="3" wrap="wrap" align="end">
          {(['from', 'to'] as const).map((key) => (
            <Text key={key} as="label" fontSize="sm" color="fg.muted" display="flex" alignItems="center" gap="2">
              {t[key]}
              <Input
                type="date"
                size="sm"
                w="160px"
                bg="white"
                value={typed[key]}
                max={today}
                onChange={(e) => setTyped({ ...typed, [key]: e.target.value })}
              />
            </Text>
          ))}
          <UnitPicker value={orgId} onChange={(id) => apply({ from, to, orgId: id })} />
          <Button
            type="button"
            onClick={() => apply({ ...typed, orgId })}
            size="sm"
            colorPalette="brand"
            minH={{ base: '44px', md: 'auto' }}
          >
            {t.query}
          </Button>
        </HStack>
        <QueryState query={stats} refusal={{}} isEmpty={(d) => d.meetings === 0} emptyText={t.statsEmpty} skeletonRows={6}>
          {(d) => <Report d={d} />}
        </QueryState>
      </Stack>
    </PageCard>
  );
}
