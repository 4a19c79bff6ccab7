import { consolePaths } from '../consolePaths';
import '../consoleApis';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { DashboardApi } from '@/api/dashboard';
import { QueryState } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { Pager } from '@/components/Pager';
import { SimpleTable } from '@/components/SimpleTable';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { allPages } from '@/lib/allPages';
import { csvName, peopleCsv } from './dashboardCsv';
import { ORG_PARAM, orgParam, orgSearch } from './dashboardParams';
import { useCsvExport } from './useCsvExport';
import { dashboardTexts as t } from './texts';

const PAGE_SIZE = 20;
const EXPORT_PAGE_SIZE = 100;
const FRESH = { refetchOnMountOrArgChange: true } as const;

/** /admin/dashboard/:figure (?org=, ?page=): the people (or review items) behind one figure, paged, 导出 CSV of them all. */
export default function FigureListPage() {
  const figure = useParams().figure ?? '';
  const [params, setParams] = useSearchParams();
  const orgId = orgParam(params);
  const page = usePageParam();
  const body = { figure, ...(orgId === undefined ? {} : { orgId }) };
  const list = usePageInRange(DashboardApi.usePeopleQuery({ ...body, pageNum: page, pageSize: PAGE_SIZE }, FRESH), page);
  const [fetchPage] = DashboardApi.useLazyPeopleQuery();
  const label = list.currentData?.label ?? '';
  const exporter = useCsvExport(async () => {
    const rows = await allPages((pageNum, pageSize) => fetchPage({ ...body, pageNum, pageSize }, false).unwrap(), EXPORT_PAGE_SIZE);
    return { text: peopleCsv(rows), name: csvName(label || figure, new Date()), rows: rows.length };
  });
  const go = (p: number) =>
    setParams({ ...(orgId === undefined ? {} : { [ORG_PARAM]: String(orgId) }), ...(p > 1 ? { page: String(p) } : {}) });
  const itemList = figure.startsWith('writeup') || figure === 'overdue';

  return (
    <PageCard
      title={label ? t.listTitle(label) : t.heading}
      actions={
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            disabled={!list.currentData || list.currentData.total === 0}
            loading={exporter.busy}
            loadingText={t.exporting}
            onClick={() => void exporter.run()}
          >
            {t.exportCsv}
          </Button>
          <Button asChild size="sm" variant="ghost">
            <RouterLink to={`${consolePaths.adminDashboard()}${orgSearch(orgId)}`}>{t.back}</RouterLink>
          </Button>
        </HStack>
      }
    >
      <Stack gap="3">
        {exporter.error ? (
          <Text color="brand.600" fontSize="sm" role="alert">
            {exporter.error}
          </Text>
        ) : null}
        <QueryState
          query={{ ...list, data: list.currentData, isLoading: list.isLoading || (list.currentData === undefined && list.isFetching) }}
          refusal={{}}
          isEmpty={(d) => d.total === 0}
          emptyText={itemList ? t.emptyItems : t.empty}
          skeletonRows={6}
        >
          {(d) => (
            <>
              {/* one line a cell: on a phone the table scrolls sideways in its box, the page does not */}
              <Box css={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
                <SimpleTable
                  testId="figure-people"
                  heads={[...t.heads]}
                  align={['start', 'start', 'start', 'start', 'start', 'start']}
                  rows={d.list.map((r, i) => ({
                    key: `${r.id}-${i}`,
                    cells: [r.account, r.name, r.branchName, r.identityName, r.stageName, r.detail],
                  }))}
                />
              </Box>
              <Pager page={d.pageNum} pageSize={d.pageSize} total={d.total} onChange={go} />
            </>
          )}
        </QueryState>
      </Stack>
    </PageCard>
  );
}
