import '../consoleApis';
import { consolePaths } from '../consolePaths';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { DUES_BATCH_MAX, type DuesMonthRow } from '@contract/dues';
import type { Res } from '@contract/index';
import { DuesApi } from '@/api/dues';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { QueryState } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { errorMessage } from '@/api/errors';
import { saveTextFile } from '@/lib/saveFile';
import { beijingDay } from '../beijingTime';
import { UnitPicker } from '../dashboard/UnitPicker';
import { stackedCell, stackedTable, TickBox } from '../stackedTable';
import { BatchOutcome, batchEntry, MarkPaidDialog } from './MarkPaid';
import { yuan } from './money';
import { monthCsv, stateOf } from './monthCsv';
import { RecordDialog } from './RecordDialog';
import { duesTexts as t } from './texts';

// /admin/dues (?month=YYYY-MM&org=): one month's dues of the paying members in scope — each
// member's state, a dialog to record or correct one, a batch “mark paid” for the ticked ones,
// 提醒未缴 and the month's CSV. The amounts are the server's.

const h = t.heads;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const categoryLine = (r: NonNullable<DuesMonthRow['record']>) =>
  r.baseFen === null ? t.categories[r.category] : t.categoryWithBase(t.categories[r.category], yuan(r.baseFen));
const STATE_COLOR = { paid: 'fg', unpaid: 'brand.600', missing: 'fg.muted' } as const;

function Remind({ orgId }: { orgId: number | undefined }) {
  const [open, setOpen] = useState(false);
  const [remind, state] = DuesApi.useRemindMutation();
  const [said, setSaid] = useState('');
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="brand" minH={{ base: '44px', md: 'auto' }} onClick={() => setOpen(true)}>
        {t.remind}
      </Button>
      {said ? (
        <Text fontSize="sm" data-testid="remind-result">
          {said}
        </Text>
      ) : null}
      <ConfirmDialog
        open={open}
        title={t.remind}
        cancelText={t.cancel}
        confirmText={t.remind}
        loadingText={t.reminding}
        submitting={state.isLoading}
        error={state.isError ? errorMessage(state.error) : null}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          void remind(orgId === undefined ? {} : { orgId })
            .unwrap()
            .then((r) => {
              setSaid(t.reminded(r.sent, r.skipped));
              setOpen(false);
            })
            .catch(() => undefined)
        }
      >
        {t.remindConfirm}
      </ConfirmDialog>
    </>
  );
}

function MonthTable({ d, today }: { d: Res<'dues', 'month'>; today: string }) {
  const [editing, setEditing] = useState<DuesMonthRow | null>(null);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [batchOpen, setBatchOpen] = useState(false);
  const [result, setResult] = useState<Res<'dues', 'record'> | null>(null);
  // a batch can mark those not paid whose category is known (this month's record or an earlier one)
  const markable = d.rows.filter((r) => stateOf(r) !== 'paid' && batchEntry(r, today) !== null).slice(0, DUES_BATCH_MAX);
  const chosen = d.rows.filter((r) => picked.has(r.userId));
  const toggle = (id: number, on: boolean) =>
    setPicked((p) => {
      const next = new Set(p);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const names = new Map(d.rows.map((r) => [r.userId, r.name]));
  return (
    <Stack gap="3">
      <Text fontWeight="semibold" data-testid="dues-totals">
        {t.totals(d.totals)} · {t.money(yuan(d.totals.dueFen), yuan(d.totals.paidFen))}
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button
          size="sm"
          colorPalette="brand"
          minH={{ base: '44px', md: 'auto' }}
          disabled={!chosen.length}
          onClick={() => {
            setResult(null);
            setBatchOpen(true);
          }}
        >
          {t.markPaid(chosen.length)}
        </Button>
        <Button
          size="sm"
          variant="outline"
          minH={{ base: '44px', md: 'auto' }}
          onClick={() => saveTextFile(monthCsv(d.rows), t.monthFile(d.month))}
        >
          {t.exportMonth}
        </Button>
      </HStack>
      {result ? <BatchOutcome result={result} names={names} onClose={() => setResult(null)} /> : null}
      <Box overflowX={{ base: 'visible', md: 'auto' }} borderWidth="1px" borderRadius="md" bg="white">
        <Table.Root size="sm" data-testid="dues-table" {...stackedTable.table}>
          <Table.Header {...stackedTable.header}>
            <Table.Row {...stackedTable.headRow}>
              <Table.ColumnHeader {...stackedCell.check}>
                <TickBox
                  label={t.pickAll}
                  checked={markable.length > 0 && markable.every((r) => picked.has(r.userId))}
                  disabled={!markable.length}
                  onChange={(on) => setPicked(on ? new Set(markable.map((r) => r.userId)) : new Set())}
                />
              </Table.ColumnHeader>
              {[h.name, h.branch, h.category, h.amount, h.state, h.recordedBy, h.action].map((x, i) => (
                <Table.ColumnHeader key={x} whiteSpace="nowrap" {...(i ? stackedCell.deskOnly : stackedCell.text)}>
                  {x}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body {...stackedTable.body}>
            {d.rows.map((r) => {
              const state = stateOf(r);
              const canPick = markable.some((m) => m.userId === r.userId);
              return (
                <Table.Row key={r.userId} {...stackedTable.row} data-testid="dues-row">
                  <Table.Cell {...stackedCell.check} gridRow="span 7">
                    <TickBox
                      label={t.pickRow(r.name)}
                      checked={picked.has(r.userId)}
                      disabled={!canPick}
                      onChange={(on) => toggle(r.userId, on)}
                    />
                  </Table.Cell>
                  <Table.Cell {...stackedCell.text} whiteSpace="nowrap">
                    <Text as="span" fontWeight="medium">
                      {r.name}
                    </Text>{' '}
                    <Text as="span" fontSize="xs" color="fg.muted">
                      {r.account}
                    </Text>
                  </Table.Cell>
                  <Table.Cell {...stackedCell.text} minW={{ md: '160px' }}>
                    {r.branchName}
                  </Table.Cell>
                  <Table.Cell {...stackedCell.text}>{r.record ? categoryLine(r.record) : t.none}</Table.Cell>
                  <Table.Cell {...stackedCell.text} whiteSpace="nowrap">
                    {r.record ? t.amount(yuan(r.record.amountFen)) : t.none}
                  </Table.Cell>
                  <Table.Cell {...stackedCell.text} color={STATE_COLOR[state]} fontWeight="semibold" whiteSpace="nowrap">
                    {t.states[state]}
                    {r.record?.paidDate ? ` ${r.record.paidDate}` : ''}
                  </Table.Cell>
                  <Table.Cell {...stackedCell.text} color="fg.muted">
                    {r.record?.recordedBy || t.none}
                  </Table.Cell>
                  <Table.Cell {...stackedCell.text}>
                    <Button
                      size="xs"
                      variant="outline"
                      minH={{ base: '44px', md: 'auto' }}
                      onClick={() => setEditing(r)}
                      aria-label={`${r.record ? t.edit : t.record} ${r.name}`}
                    >
                      {r.record ? t.edit : t.record}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      {editing ? <RecordDialog row={editing} month={d.month} today={today} onClose={() => setEditing(null)} /> : null}
      {batchOpen ? (
        <MarkPaidDialog
          rows={chosen}
          month={d.month}
          today={today}
          onClose={() => setBatchOpen(false)}
          onDone={(r) => {
            setResult(r);
            setBatchOpen(false);
            setPicked(new Set());
          }}
        />
      ) : null}
    </Stack>
  );
}

export default function DuesPage() {
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => beijingDay(new Date()));
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : today.slice(0, 7);
  const org = params.get('org');
  const orgId = org && /^\d+$/.test(org) ? Number(org) : undefined;
  const query = DuesApi.useMonthQuery({ month, ...(orgId === undefined ? {} : { orgId }) }, { refetchOnMountOrArgChange: true });
  const go = (next: { month: string; orgId: number | undefined }) =>
    setParams({ month: next.month, ...(next.orgId === undefined ? {} : { org: String(next.orgId) }) });
  return (
    <PageCard
      title={t.title}
      actions={
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" variant="outline">
            <RouterLink to={consolePaths.adminDuesSummary()}>{t.summaryLink}</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={consolePaths.adminDuesImport()}>{t.importLink}</RouterLink>
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t.intro}
        </Text>
        <HStack gap="3" wrap="wrap" align="end">
          <Text as="label" fontSize="sm" color="fg.muted" display="flex" alignItems="center" gap="2">
            {t.month}
            <Input
              type="month"
              size="sm"
              w="170px"
              bg="white"
              value={month}
              max={today.slice(0, 7)}
              onChange={(e) => MONTH.test(e.target.value) && go({ month: e.target.value, orgId })}
            />
          </Text>
          <UnitPicker value={orgId} onChange={(id) => go({ month, orgId: id })} />
          <Remind orgId={orgId} />
        </HStack>
        <QueryState query={query} refusal={{}} isEmpty={(d) => d.rows.length === 0} emptyText={t.empty} skeletonRows={6}>
          {(d) => <MonthTable key={`${d.month} ${orgId ?? ''}`} d={d} today={today} />}
        </QueryState>
      </Stack>
    </PageCard>
  );
}
