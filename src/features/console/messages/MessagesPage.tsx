import { consolePaths } from '../consolePaths';
import '../consoleApis';
import { Button } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { NotifyApi } from '@/api/notify';
import { PageCard } from '@/components/PageCard';
import { PagedList } from '@/components/PagedList';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { SentRow } from './SentRow';
import { messagesTexts as t } from './texts';

const PAGE_SIZE = 10;

/**
 * 消息 of the console: the messages and to-dos this organiser sent, newest first, each with how
 * many have read it; paged (?page=). 发消息 opens the form at `new` under this page's path, a
 * title the readers at `<id>`.
 */
// read counts move as learners open their messages: asked again whenever the list is opened
export default function MessagesPage() {
  const [, setParams] = useSearchParams();
  const page = usePageParam();
  const list = usePageInRange(NotifyApi.useSentQuery({ pageNum: page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true }), page);
  return (
    <PageCard
      title={t.listTitle}
      actions={
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={consolePaths.adminMessageNew()}>{t.compose}</RouterLink>
        </Button>
      }
    >
      <PagedList
        query={list}
        emptyText={t.empty}
        onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})}
        row={(m) => <SentRow key={m.id} message={m} />}
      />
    </PageCard>
  );
}
