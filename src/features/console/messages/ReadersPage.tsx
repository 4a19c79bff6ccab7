import { consolePaths } from '../consolePaths';
import '../consoleApis';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { NotifyApi } from '@/api/notify';
import { PageCard } from '@/components/PageCard';
import { PageTabs } from '@/components/PageTabs';
import { Pager } from '@/components/Pager';
import { QueryState } from '@/components/ListStates';
import { SimpleTable } from '@/components/SimpleTable';
import { usePageParam } from '@/components/listPage';
import { routeId } from '@/lib/routeId';
import { formatBeijing } from '../beijingTime';
import { ExportReaders } from './ExportReaders';
import { readersStateOf } from './parts';
import { messagesTexts as t } from './texts';

const PAGE_SIZE = 20;
type Tab = 'unread' | 'read';
// who has read it changes while the page is away: asked again whenever it is opened
const FRESH = { refetchOnMountOrArgChange: true } as const;

/**
 * One sent message's recipients (route param `:id`), 未读 and 已读 in tabs (?tab=read, ?page=),
 * with branch and read time; 导出 CSV saves them all. The header comes with each answer (and with the list's link, shown until then).
 */
export default function ReadersPage() {
  const id = routeId(useParams().id);
  const header = readersStateOf(useLocation().state);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'read' ? 'read' : 'unread';
  const page = usePageParam();
  const go = (next: Tab, p = 1) =>
    setParams({ ...(next === 'read' ? { tab: 'read' } : {}), ...(p > 1 ? { page: String(p) } : {}) }, { replace: true, state: header });
  // both tabs are asked: their totals label the tabs, and the other tab is ready when opened
  const pageOf = (of: Tab) => (of === tab ? page : 1);
  const unread = NotifyApi.useReadersQuery(id ? { id, read: false, pageNum: pageOf('unread'), pageSize: PAGE_SIZE } : skipToken, FRESH);
  const read = NotifyApi.useReadersQuery(id ? { id, read: true, pageNum: pageOf('read'), pageSize: PAGE_SIZE } : skipToken, FRESH);
  const queries = { unread, read };
  // the server's header once an answer is in; until then the one the list's link brought
  const message = unread.data?.message ?? read.data?.message;
  const title = message?.title ?? header?.title ?? (id ? t.messageNo(id) : t.readersTitle);
  const readCount = read.data?.total ?? header?.read;
  const all = read.data && unread.data ? read.data.total + unread.data.total : header?.recipients;

  const list = (of: Tab) => (
    <QueryState
      query={queries[of]}
      invalid={id ? undefined : t.badId}
      refusal={{}}
      isEmpty={(d) => d.total === 0}
      emptyText={t.readersEmpty[of]}
    >
      {(d) => (
        <>
          <SimpleTable
            testId={`readers-${of}`}
            heads={[...t.heads]}
            align={['start', 'start', 'start', 'start']}
            rows={d.list.map((r) => ({
              key: r.account,
              cells: [r.name, r.account, r.branchName, r.readAt ? formatBeijing(r.readAt) : t.unread],
            }))}
          />
          <Pager page={d.pageNum} pageSize={d.pageSize} total={d.total} onChange={(p) => go(of, p)} />
        </>
      )}
    </QueryState>
  );

  return (
    <PageCard
      title={t.readersTitle}
      actions={
        <HStack gap="2">
          {id ? <ExportReaders id={id} title={title} /> : null}
          <Button asChild size="sm" variant="ghost">
            <RouterLink to={consolePaths.adminMessages()}>{t.back}</RouterLink>
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        <Stack gap="1">
          <Text fontWeight="semibold" fontSize="lg" wordBreak="break-all" data-testid="readers-title">
            {title}
          </Text>
          {readCount !== undefined && all !== undefined ? (
            <Text color="fg.muted" fontSize="sm">
              {t.readOf(readCount, all)}
            </Text>
          ) : null}
        </Stack>
        <PageTabs
          value={tab}
          onChange={(v) => go(v === 'read' ? 'read' : 'unread')}
          tabs={[
            { value: 'unread', label: t.readTab(t.unread, unread.data?.total), content: list('unread') },
            { value: 'read', label: t.readTab(t.read, read.data?.total), content: list('read') },
          ]}
        />
      </Stack>
    </PageCard>
  );
}
