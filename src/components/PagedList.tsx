import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import type { PageOf } from '@contract/common';
import { QueryState, type QueryLike } from './ListStates';
import { Pager } from './Pager';

/**
 * A paged list query shown as a list with its pager under it, or its loading / error / empty state.
 * `row` makes one row, a keyed `<li>`; it is also handed the page (e.g. for links back to it).
 */
export function PagedList<T>({
  query,
  emptyText,
  skeletonRows,
  invalid,
  gap = '0',
  onPage,
  row,
}: {
  query: QueryLike<PageOf<T>>;
  emptyText: string;
  skeletonRows?: number;
  /** why the query cannot be asked (see QueryState) */
  invalid?: string;
  /** the space between rows */
  gap?: string;
  onPage: (page: number) => void;
  row: (item: T, page: PageOf<T>) => ReactNode;
}) {
  return (
    <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyText={emptyText} skeletonRows={skeletonRows} invalid={invalid}>
      {(d) => (
        <>
          <Stack as="ul" gap={gap} m="0" p="0" listStyleType="none">
            {d.list.map((item) => row(item, d))}
          </Stack>
          <Pager page={d.pageNum} pageSize={d.pageSize} total={d.total} onChange={onPage} />
        </>
      )}
    </QueryState>
  );
}
