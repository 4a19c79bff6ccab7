import '../consoleApis';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { DashboardApi } from '@/api/dashboard';
import { QueryState } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { csvName, figuresCsv } from './dashboardCsv';
import { ORG_PARAM, orgParam } from './dashboardParams';
import { AlertsPanel } from '../develop/AlertsPanel';
import { FigureTiles } from './FigureTiles';
import { UnitPicker } from './UnitPicker';
import { useCsvExport } from './useCsvExport';
import { dashboardTexts as t } from './texts';

// the figures move with every hand-in and verdict: asked afresh whenever the page opens
const FRESH = { refetchOnMountOrArgChange: true } as const;

/** /admin/dashboard (统计): the figures of the caller's scope or of one unit in it (?org=), each a link to its people. */
export default function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const orgId = orgParam(params);
  const figures = DashboardApi.useFiguresQuery(orgId === undefined ? {} : { orgId }, FRESH);
  const data = figures.currentData;
  const exporter = useCsvExport(async () => {
    if (!data) throw new Error(t.exportFailed);
    return { text: figuresCsv(data), name: csvName(`${t.figuresFile}_${data.scopeName}`, new Date()), rows: data.figures.length };
  });
  return (
    <PageCard
      title={t.heading}
      actions={
        <HStack gap="3" wrap="wrap" w={{ base: 'full', md: 'auto' }}>
          <UnitPicker value={orgId} onChange={(id) => setParams(id === undefined ? {} : { [ORG_PARAM]: String(id) })} />
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            disabled={!data}
            loading={exporter.busy}
            loadingText={t.exporting}
            onClick={() => void exporter.run()}
          >
            {t.exportCsv}
          </Button>
        </HStack>
      }
    >
      {exporter.error ? (
        <Text color="brand.600" fontSize="sm" role="alert" mb="2">
          {exporter.error}
        </Text>
      ) : null}
      <QueryState
        query={{ ...figures, data, isLoading: figures.isLoading || (data === undefined && figures.isFetching) }}
        refusal={{}}
        isEmpty={() => false}
        skeletonRows={8}
      >
        {(d) => (
          <Stack gap="5">
            <Stack gap="1">
              <Text fontWeight="semibold" data-testid="dashboard-scope">
                {t.scopeOf(d.scopeName)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t.learners(d.learners, d.staged)}
              </Text>
            </Stack>
            <FigureTiles data={d} orgId={orgId} />
            <AlertsPanel />
          </Stack>
        )}
      </QueryState>
    </PageCard>
  );
}
