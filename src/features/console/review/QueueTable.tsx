import { consolePaths } from '../consolePaths';
import { Box, HStack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ReviewItem } from '@contract/review';
import { reviewTexts as t } from '../texts';
import { at } from './format';
import { OverdueBadge, StateBadge } from './StateBadge';

const check = { width: '16px', height: '16px', accentColor: 'var(--chakra-colors-brand-600)', cursor: 'pointer' } as const;

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
      <Table.Root size="sm" data-testid="review-queue">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="36px">
              <input
                type="checkbox"
                aria-label={t.selectAll}
                style={check}
                checked={allOn}
                disabled={pending.length === 0}
                onChange={(e) => onSelect(pending, e.target.checked)}
              />
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t.heads.title}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.heads.learner}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.heads.branch}</Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">{t.heads.submittedAt}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.heads.state}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => (
            <Table.Row key={item.id} data-testid="queue-row" bg={selected.has(item.id) ? 'brand.50' : undefined}>
              <Table.Cell>
                {item.state === 'pending' ? (
                  <input
                    type="checkbox"
                    aria-label={t.selectOne(item.title)}
                    style={check}
                    checked={selected.has(item.id)}
                    onChange={(e) => onSelect([item.id], e.target.checked)}
                  />
                ) : null}
              </Table.Cell>
              <Table.Cell minW="180px">
                <RouterLink to={`${consolePaths.adminReviewItem(item.kind, item.id)}${search}`}>
                  <Text as="span" color="brand.700" fontWeight="medium" _hover={{ textDecoration: 'underline' }}>
                    {item.title}
                  </Text>
                </RouterLink>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Text>{item.learnerName}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {item.learnerAccount}
                </Text>
              </Table.Cell>
              <Table.Cell minW="140px">{item.branchName}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{at(item.submittedAt)}</Table.Cell>
              <Table.Cell>
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
