import { useState } from 'react';
import { Alert, Badge, Box, HStack, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { DuesCard } from '@contract/party';
import { PartyApi } from '@/api/party';
import { ListEmpty, QueryState } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { duesTexts as t } from './texts';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

/** The months (1–12) of the year with a record, ascending: what the totals add up. */
function recordedMonths(card: DuesCard): number[] {
  const months = card.records.map((r) => Number(r.month.slice(5, 7))).filter((m) => m >= 1 && m <= 12);
  return [...new Set(months)].sort((a, b) => a - b);
}

function Totals({ card }: { card: DuesCard }) {
  const months = recordedMonths(card);
  return (
    <Stack gap="2">
      <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
        <Figure label={t.status} value={card.partyStatusName || '—'} />
        <Figure label={t.category} value={card.category ? t.categories[card.category] : '—'} />
        <Figure label={t.totalDue(card.year, months)} value={t.yuan(card.totalDue)} testId="dues-total-due" />
        <Figure label={t.totalPaid} value={`${t.yuan(card.totalPaid)}（${t.unpaid(card.unpaidMonths)}）`} testId="dues-total-paid" />
      </SimpleGrid>
      {months.length > 0 && months.length < 12 ? (
        <Text fontSize="xs" color="fg.muted" data-testid="dues-scope">
          {t.partYear(months.length)}
        </Text>
      ) : null}
    </Stack>
  );
}

function Rule({ card }: { card: DuesCard }) {
  return (
    <Box fontSize="xs" color="fg.muted" data-testid="dues-rule">
      <Text fontWeight="medium" mb="1">{`${t.ruleTitle}（${card.basis}）`}</Text>
      <Stack as="ul" gap="0" m="0" pl="4">
        {card.rule.map((r) => (
          <Text as="li" key={r.text}>
            {r.text}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}

function Records({ card }: { card: DuesCard }) {
  if (card.records.length === 0) return <ListEmpty text={t.noRecords(card.year)} />;
  return (
    // six columns scroll inside their own box on a phone instead of widening the page
    <Box overflowX="auto">
      <Table.Root size="sm" variant="outline" data-testid="dues-table" whiteSpace={{ base: 'nowrap', md: 'normal' }}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t.month}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.base}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.rate}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.amount}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.state}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.paidDate}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {card.records.map((r) => (
            <Table.Row key={r.month} data-testid="dues-row">
              <Table.Cell>{t.monthName(r.month)}</Table.Cell>
              <Table.Cell textAlign="end">{r.base ?? t.fixed}</Table.Cell>
              <Table.Cell>{r.rate}</Table.Cell>
              <Table.Cell textAlign="end">{r.amount}</Table.Cell>
              <Table.Cell>
                {r.paid ? <Badge colorPalette="green">{t.paid}</Badge> : <Badge colorPalette="yellow">{t.notPaid}</Badge>}
              </Table.Cell>
              <Table.Cell>{r.paidDate ?? '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/**
 * /personal-space/workbenches/training-dues (我的党费): the learner's monthly dues of a year as
 * their branch records them, with the year's totals and the rule; no payment happens here.
 */
export default function DuesPage() {
  const [year, setYear] = useState<number | undefined>(undefined);
  const query = PartyApi.useCardRecordDetailQuery(year === undefined ? {} : { year });
  const card = query.data;
  return (
    <PageCard
      title={t.title}
      actions={
        card?.member ? (
          <HStack gap="2">
            <Text fontSize="sm">{t.year}</Text>
            <NativeSelect.Root size="sm" w="120px">
              <NativeSelect.Field aria-label={t.year} value={card.year} onChange={(e) => setYear(Number(e.target.value))}>
                {card.years.map((y) => (
                  <option key={y} value={y}>
                    {t.yearOption(y)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        ) : null
      }
    >
      <Stack gap="4">
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t.notice}</Alert.Title>
        </Alert.Root>
        <QueryState query={query} isEmpty={() => false}>
          {(d) =>
            d.member ? (
              <Stack gap="4">
                <Totals card={d} />
                <Records card={d} />
                <Rule card={d} />
              </Stack>
            ) : (
              <Stack gap="3" data-testid="dues-not-member">
                <ListEmpty text={t.notMember} />
                <Text textAlign="center" color="fg.muted">
                  {t.notMemberWhy(d.partyStatusName, d.note)}
                </Text>
                <Rule card={d} />
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </PageCard>
  );
}
