import type { ReactNode } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

// A console table that becomes cards on a phone (one DOM for both): each row a grid with its
// checkbox in a finger-sized column on the left and the cells stacked beside it; only the first
// columns' heads stay. The `md` values are the table's own, so the desktop table is unchanged.

export const stackedCell = {
  check: {
    display: { base: 'block', md: 'table-cell' },
    borderBottomWidth: { base: '0', md: '1px' },
    px: { base: '0', md: '2' },
    py: { base: '0', md: '2' },
  },
  text: { display: { base: 'block', md: 'table-cell' }, borderBottomWidth: { base: '0', md: '1px' }, py: { base: '0.5', md: '2' } },
  deskOnly: { display: { base: 'none', md: 'table-cell' } },
} as const;

/** the table, its parts and a row: blocks and a grid on a phone, a table above */
export const stackedTable = {
  table: { display: { base: 'block', md: 'table' } },
  header: { display: { base: 'block', md: 'table-header-group' } },
  headRow: { display: { base: 'flex', md: 'table-row' }, alignItems: 'center' },
  body: { display: { base: 'block', md: 'table-row-group' } },
  row: {
    display: { base: 'grid', md: 'table-row' },
    gridTemplateColumns: '44px minmax(0, 1fr)',
    borderBottomWidth: { base: '1px', md: '0' },
    py: { base: '1', md: '0' },
  },
} as const;

const CHECK = { width: '16px', height: '16px', accentColor: 'var(--chakra-colors-brand-600)', cursor: 'pointer' } as const;

/** A row's (or the page's) checkbox: its label fills a 44 px square on a phone; on a desktop it is the checkbox alone. */
export function TickBox({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Box
      as="label"
      display={{ base: 'flex', md: 'inline' }}
      alignItems="center"
      justifyContent="center"
      minW={{ base: '44px', md: 'auto' }}
      minH={{ base: '44px', md: 'auto' }}
    >
      <input
        type="checkbox"
        aria-label={label}
        style={CHECK}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
    </Box>
  );
}

/** The name or title that opens a row: a finger high on a phone, where the row is a card. */
export function RowLink({ to, label, children }: { to: string; label?: string; children: ReactNode }) {
  return (
    <RouterLink to={to} aria-label={label}>
      <Text
        as="span"
        color="brand.700"
        fontWeight="medium"
        display={{ base: 'flex', md: 'inline' }}
        alignItems="center"
        minH={{ base: '44px', md: 'auto' }}
        _hover={{ textDecoration: 'underline' }}
      >
        {children}
      </Text>
    </RouterLink>
  );
}
