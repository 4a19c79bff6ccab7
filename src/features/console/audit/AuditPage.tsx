import { useState } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { toastRequested } from '@/api/apiEvents';
import { AuditApi } from '@/api/audit';
import { errorMessage } from '@/api/errors';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { usePageInRange } from '@/components/listPage';
import { allPages } from '@/lib/allPages';
import { saveTextFile } from '@/lib/saveFile';
import { useAppDispatch } from '@/store/hooks';
import { consoleTexts, auditTexts as t } from '../texts';
import { auditCsv, auditFileName } from './auditCsv';
import { AuditFilters } from './AuditFilters';
import { auditBody, auditSearch, readAuditFilter } from './auditParams';
import { AuditTable } from './AuditTable';

const PAGE_SIZE = 20;
const EXPORT_PAGE_SIZE = 100;

/** /admin/audit (审计, 系统管理员): the log newest first, filtered in the address, and 导出 CSV of the whole filter. */
export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filter = readAuditFilter(params);
  // every organiser write adds a line: the log is read afresh each time the page opens
  const fresh = AuditApi.useListQuery(auditBody(filter, filter.page, PAGE_SIZE), { refetchOnMountOrArgChange: true });
  const list = usePageInRange(fresh, filter.page);
  const [fetchPage] = AuditApi.useLazyListQuery();
  const dispatch = useAppDispatch();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const entries = await allPages(
        (pageNum, pageSize) => fetchPage(auditBody(filter, pageNum, pageSize), false).unwrap(),
        EXPORT_PAGE_SIZE,
      );
      saveTextFile(auditCsv(entries), auditFileName(new Date()));
      dispatch(toastRequested({ type: 'success', title: t.exported(entries.length) }));
    } catch (e) {
      setExportError(`${t.exportFailed}：${errorMessage(e)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="0" bg="white" borderRadius="md" boxShadow="xs" p={{ base: '3', md: '5' }}>
      <HStack justify="space-between" mb="3" wrap="wrap" gap="2">
        <Heading as="h1" size="lg">
          {consoleTexts.audit}
        </Heading>
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          loading={exporting}
          loadingText={t.exporting}
          onClick={() => void exportCsv()}
        >
          {t.exportCsv}
        </Button>
      </HStack>
      {exportError ? (
        <Text color="brand.600" fontSize="sm" role="alert" mb="2">
          {exportError}
        </Text>
      ) : null}
      <AuditFilters key={params.toString()} filter={filter} onApply={(f) => setParams(auditSearch({ ...f, page: 1 }))} />
      <QueryState query={list} isEmpty={(d) => d.list.length === 0} emptyText={t.empty} skeletonRows={6}>
        {(d) => (
          <>
            <AuditTable entries={d.list} />
            <Pager
              page={d.pageNum}
              pageSize={d.pageSize}
              total={d.total}
              onChange={(p) => setParams(auditSearch({ ...filter, page: p }))}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
