import { consolePaths } from '../consolePaths';
import '../consoleApis';
import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { MeetingApi } from '@/api/meeting';
import { PageCard } from '@/components/PageCard';
import { PagedList } from '@/components/PagedList';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { MeetingRowItem } from './MeetingRowItem';
import { meetingTexts as t } from './texts';

const PAGE_SIZE = 10;

/**
 * 会议 of the console: the meetings of the organisations the organiser manages, those not over
 * first (soonest first), each with who came; paged (?page=). 安排会议 opens the form.
 */
// attendance moves as people check in: asked again whenever the list is opened
export default function MeetingsPage() {
  const [, setParams] = useSearchParams();
  const page = usePageParam();
  const list = usePageInRange(MeetingApi.useListQuery({ pageNum: page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true }), page);
  return (
    <PageCard
      title={t.listTitle}
      actions={
        <HStack gap="2">
          <Button asChild variant="outline" size="sm">
            <RouterLink to={consolePaths.adminMeetingStats()}>{t.statsLink}</RouterLink>
          </Button>
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={consolePaths.adminMeetingNew()}>{t.schedule}</RouterLink>
          </Button>
        </HStack>
      }
    >
      <PagedList
        query={list}
        emptyText={t.empty}
        onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})}
        row={(m) => <MeetingRowItem key={m.id} meeting={m} />}
      />
    </PageCard>
  );
}
