import { Badge, Table } from '@chakra-ui/react';
import { CenterGroupApi } from '@/api/centerGroup';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { usePageInRange } from '@/components/listPage';
import { formatDate } from '@/lib/date';
import { centerGroupTexts as t } from './texts';

const PAGE_SIZE = 10;
const METHOD_PALETTE: Record<string, string> = { scan: 'green', makeup: 'orange' };

/** The cadre's check-ins at their study groups' sessions, newest first. */
export function CheckInLog({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const query = usePageInRange(CenterGroupApi.useUserQrcodeScanLogQuery({ pageNum: page, pageSize: PAGE_SIZE }), page);
  return (
    <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyText={t.noCheckIns}>
      {(d) => (
        <>
          <Table.Root size="sm" variant="outline" data-testid="checkin-log">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t.logColumns.theme}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.logColumns.place}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.logColumns.time}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.logColumns.method}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {d.list.map((c) => (
                <Table.Row key={c.id}>
                  <Table.Cell>{c.activityTitle}</Table.Cell>
                  <Table.Cell>{c.place}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDate(c.scannedAt, 'YYYY-MM-DD HH:mm')}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={METHOD_PALETTE[c.method]}>{t.methods[c.method]}</Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Pager page={d.pageNum} pageSize={d.pageSize} total={d.total} onChange={onPage} />
        </>
      )}
    </QueryState>
  );
}
