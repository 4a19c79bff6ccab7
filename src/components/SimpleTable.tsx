import type { ReactNode } from 'react';
import { Box, Table } from '@chakra-ui/react';

export interface SimpleRow {
  key: string | number;
  cells: ReactNode[];
  /** the learner's own row: highlighted, and marked aria-current */
  current?: boolean;
}

export interface SimpleTableProps {
  heads: string[];
  rows: SimpleRow[];
  testId?: string;
  align?: Array<'start' | 'end'>;
  maxH?: string;
}

/**
 * A small bordered table of figures: the first column reads left, the others right unless
 * `align` says otherwise. With `maxH` it scrolls under a sticky header (on screen only: on paper
 * the box shows every row, .print-expand in base.css, and a row is not cut across two pages).
 */
export function SimpleTable({ heads, rows, testId, align, maxH }: SimpleTableProps) {
  const alignOf = (i: number) => align?.[i] ?? (i === 0 ? 'start' : 'end');
  return (
    <Box className="print-expand" maxH={maxH} overflowY={maxH ? 'auto' : undefined} overflowX="auto" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" data-testid={testId} stickyHeader={Boolean(maxH)}>
        <Table.Header>
          <Table.Row>
            {heads.map((h, i) => (
              <Table.ColumnHeader key={h} textAlign={alignOf(i)}>
                {h}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row
              key={r.key}
              aria-current={r.current ? 'true' : undefined}
              bg={r.current ? 'brand.50' : undefined}
              fontWeight={r.current ? 'semibold' : undefined}
            >
              {r.cells.map((c, i) => (
                <Table.Cell
                  key={i}
                  textAlign={alignOf(i)}
                  color={r.current ? 'brand.700' : undefined}
                  // on a phone the figures keep to one line and the naming column to a reading
                  // width: the table scrolls inside its box rather than squeezing them
                  whiteSpace={i === 0 ? undefined : { base: 'nowrap', md: 'normal' }}
                >
                  {i === 0 ? <Box minW={{ base: '9em', md: '0' }}>{c}</Box> : c}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
