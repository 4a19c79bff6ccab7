import type { ReactNode } from 'react';
import { Box, Flex, Heading } from '@chakra-ui/react';
import { ListEmpty } from '@/components/ListStates';
import { SimpleTable, type SimpleTableProps } from '@/components/SimpleTable';

/** One titled part of the report; `aside` is a short figure beside the title. Kept whole on a printed page. */
export function ReportSection({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} className="report-section" minW="0">
      <Flex
        as="div"
        className="report-section-head"
        align="baseline"
        justify="space-between"
        gap="3"
        wrap="wrap"
        mb="2"
        borderLeftWidth="3px"
        borderLeftColor="brand.600"
        pl="2"
      >
        <Heading as="h2" size="sm">
          {title}
        </Heading>
        {aside}
      </Flex>
      {children}
    </Box>
  );
}

/** A report part that is a table, or a sentence saying there is nothing of its kind. */
export function TableSection({
  title,
  aside,
  emptyText,
  ...table
}: { title: string; aside?: ReactNode; emptyText: string } & SimpleTableProps) {
  return (
    <ReportSection title={title} aside={aside}>
      {table.rows.length === 0 ? <ListEmpty text={emptyText} /> : <SimpleTable {...table} />}
    </ReportSection>
  );
}
