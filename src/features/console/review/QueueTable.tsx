import { consolePaths } from '../consolePaths';
import { Box, HStack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ReviewItem } from '@contract/review';
import { reviewTexts as t } from '../texts';
import { at } from './format';
import { OverdueBadge, StateBadge } from './StateBadge';

const check = { width: '16px', height: '16px', accentColor: 'var(--chakra-colors-brand-600)', cursor: 'pointer' } as const;

// On a phone the table is drawn as cards (one DOM for both): each row a grid with its checkbox in
// a finger-sized column on the left and the cells stacked beside it; only 标题 of the header stays.
// The `md` values are the table's own, so the desktop table is unchanged.
const cell = {
  check: {
    display: { base: 'block', md: 'table-cell' },
    borderBottomWidth: { base: '0', md: '1px' },
    px: { base: '0', md: '2' },
    py: { base: '0', md: '2' },
  },
  text: { display: { base: 'block', md: 'table-cell' }, borderBottomWidth: { base: '0', md: '1px' }, py: { base: '0.5', md: '2' } },
  deskOnly: { display: { base: 'none', md: 'table-cell' } },
} as const;
/** the checkbox's label fills a 44 px square on a phone; on a desktop it is the checkbox alone */
const tapArea = {
  display: { base: 'flex', md: 'inline' },
  alignItems: 'center',
  justifyContent: 'center',
  minW: { base: '44px', md: 'auto' },
  minH: { base: '44px', md: 'auto' },
} as const;

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
      <Table.Root size="sm" data-testid="review-queue" display={{ base: 'block', md: 'table' }}>
        <Table.Header display={{ base: 'block', md: 'table-header-group' }}>
          <Table.Row display={{ base: 'flex', md: 'table-row' }} alignItems="center">
            <Table.ColumnHeader w="36px" {...cell.check}>
              <Box as="label" {...tapArea}>
                <input
                  type="checkbox"
                  aria-label={t.selectAll}
                  style={check}
                  checked={allOn}
                  disabled={pending.length === 0}
                  onChange={(e) => onSelect(pending, e.target.checked)}
                />
              </Box>
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
        <Table.Body display={{ base: 'block', md: 'table-row-group' }}>
          {items.map((item) => (
            <Table.Row
              key={item.id}
              data-testid="queue-row"
              bg={selected.has(item.id) ? 'brand.50' : undefined}
              display={{ base: 'grid', md: 'table-row' }}
              gridTemplateColumns="44px minmax(0, 1fr)"
              borderBottomWidth={{ base: '1px', md: '0' }}
              py={{ base: '1', md: '0' }}
            >
              <Table.Cell gridRow="span 5" {...cell.check}>
                {item.state === 'pending' ? (
                  <Box as="label" {...tapArea}>
                    <input
                      type="checkbox"
                      aria-label={t.selectOne(item.title)}
                      style={check}
                      checked={selected.has(item.id)}
                      onChange={(e) => onSelect([item.id], e.target.checked)}
                    />
                  </Box>
                ) : null}
              </Table.Cell>
              <Table.Cell minW={{ base: '0', md: '180px' }} {...cell.text}>
                <RouterLink to={`${consolePaths.adminReviewItem(item.kind, item.id)}${search}`}>
                  <Text
                    as="span"
                    color="brand.700"
                    fontWeight="medium"
                    display={{ base: 'flex', md: 'inline' }}
                    alignItems="center"
                    minH={{ base: '44px', md: 'auto' }}
                    _hover={{ textDecoration: 'underline' }}
                  >
                    {item.title}
                  </Text>
                </RouterLink>
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
