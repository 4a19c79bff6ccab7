import { consolePaths } from '../consolePaths';
import { Box, HStack, Table, Text } from '@chakra-ui/react';
import type { ReviewItem } from '@contract/review';
import { RowLink, stackedCell as cell, stackedTable, TickBox } from '../stackedTable';
import { reviewTexts as t } from '../texts';
import { at } from './format';
import { OverdueBadge, StateBadge } from './StateBadge';

/**
 * One page of a queue. Pending rows can be ticked for 批量通过; the title opens the item with the
 * list's filters carried along (`search`), so the item page leads back to the same list.
 */
export function QueueTable({
  items,
  search,
  selected,
  onSelect,
}: {
  items: ReviewItem[];
  search: string;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
}) {
  const pending = items.filter((i) => i.state === 'pending').map((i) => i.id);
  const allOn = pending.length > 0 && pending.every((id) => selected.has(id));
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm" data-testid="review-queue" {...stackedTable.table}>
        <Table.Header {...stackedTable.header}>
          <Table.Row {...stackedTable.headRow}>
            <Table.ColumnHeader w="36px" {...cell.check}>
              <TickBox label={t.selectAll} checked={allOn} disabled={pending.length === 0} onChange={(on) => onSelect(pending, on)} />
            </Table.ColumnHeader>
            <Table.ColumnHeader {...cell.text}>{t.heads.title}</Table.ColumnHeader>
            <Table.ColumnHeader {...cell.deskOnly}>{t.heads.learner}</Table.ColumnHeader>
            <Table.ColumnHeader {...cell.deskOnly}>{t.heads.branch}</Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap" {...cell.deskOnly}>
              {t.heads.submittedAt}
            </Table.ColumnHeader>
            <Table.ColumnHeader {...cell.deskOnly}>{t.heads.state}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body {...stackedTable.body}>
          {items.map((item) => (
            <Table.Row key={item.id} data-testid="queue-row" bg={selected.has(item.id) ? 'brand.50' : undefined} {...stackedTable.row}>
              <Table.Cell gridRow="span 5" {...cell.check}>
                {item.state === 'pending' ? (
                  <TickBox label={t.selectOne(item.title)} checked={selected.has(item.id)} onChange={(on) => onSelect([item.id], on)} />
                ) : null}
              </Table.Cell>
              <Table.Cell minW={{ base: '0', md: '180px' }} {...cell.text}>
                <RowLink to={`${consolePaths.adminReviewItem(item.kind, item.id)}${search}`}>{item.title}</RowLink>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" {...cell.text}>
                <Text>{item.learnerName}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {item.learnerAccount}
                </Text>
              </Table.Cell>
              <Table.Cell minW={{ base: '0', md: '140px' }} {...cell.text}>
                {item.branchName}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" {...cell.text}>
                {at(item.submittedAt)}
              </Table.Cell>
              <Table.Cell {...cell.text}>
                <HStack gap="1">
                  <StateBadge state={item.state} />
                  {item.overdue ? <OverdueBadge /> : null}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
