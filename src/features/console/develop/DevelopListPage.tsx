import { consolePaths } from '../consolePaths';
import '../consoleApis';
import { useState } from 'react';
import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { DevelopPersonRow } from '@contract/developRecord';
import { STEP_BATCH_MAX } from '@contract/developSteps';
import { DevelopRecordApi } from '@/api/developRecord';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { usePageInRange } from '@/components/listPage';
import { AlertsPanel } from './AlertsPanel';
import { BatchRecord } from './BatchRecord';
import { DevelopFilters } from './DevelopFilters';
import { DevelopTable } from './DevelopTable';
import { developQuery, developSearch, isFiltered, readDevelopFilter, type DevelopFilter } from './developParams';
import { developTexts as t } from './texts';

export const DEVELOP_PAGE_SIZE = 20;

/**
 * /admin/develop (发展党员): 超期预警 on top, then the people on the way to membership in the
 * organiser's scope, filtered in the address and paged. Filtered by 下一步, rows can be ticked
 * (across pages, up to STEP_BATCH_MAX) and that step recorded for all of them at once.
 */
export default function DevelopListPage() {
  const [params, setParams] = useSearchParams();
  const filter = readDevelopFilter(params);
  // asked again on every visit: a record on a person's page or elsewhere moves the rows
  const list = usePageInRange(
    DevelopRecordApi.useListQuery(developQuery(filter, DEVELOP_PAGE_SIZE), { refetchOnMountOrArgChange: true }),
    filter.page,
  );
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(new Map());
  const change = (next: Partial<DevelopFilter>) => {
    // a tick means "record this step for them": another filter starts afresh
    if (Object.keys(next).some((k) => k !== 'page')) setSelected(new Map());
    setParams(new URLSearchParams(developSearch({ ...filter, page: 1, ...next }).slice(1)));
  };
  const select = (rows: DevelopPersonRow[], on: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      for (const r of rows) {
        if (!on) next.delete(r.userId);
        else if (next.size < STEP_BATCH_MAX) next.set(r.userId, r.name);
      }
      return next;
    });

  return (
    <Stack gap="4" minW="0">
      <AlertsPanel />
      <Stack gap="0" bg="white" borderRadius="md" boxShadow="xs" p={{ base: '3', md: '5' }} minW="0">
        <HStack justify="space-between" wrap="wrap" gap="2" mb="3">
          <Heading as="h1" size="lg">
            {t.heading}
          </Heading>
          <Button asChild size="sm" variant="outline" minH={{ base: '44px', md: 'auto' }}>
            <RouterLink to={consolePaths.adminDevelopRules()}>{t.rules}</RouterLink>
          </Button>
        </HStack>
        <DevelopFilters filter={filter} onChange={change} />
        {filter.step !== null ? <BatchRecord step={filter.step} selected={selected} onDone={() => setSelected(new Map())} /> : null}
        <QueryState
          query={list}
          isEmpty={(d) => d.list.length === 0}
          emptyText={isFiltered(filter) ? t.emptyFiltered : t.empty}
          skeletonRows={6}
        >
          {(d) => (
            <>
              <DevelopTable
                rows={d.list}
                search={developSearch(filter)}
                selection={
                  filter.step !== null
                    ? { step: filter.step, selected, full: selected.size >= STEP_BATCH_MAX, onSelect: select }
                    : undefined
                }
              />
              <Pager page={d.pageNum} pageSize={d.pageSize} total={d.total} onChange={(p) => change({ page: p })} />
            </>
          )}
        </QueryState>
      </Stack>
    </Stack>
  );
}
