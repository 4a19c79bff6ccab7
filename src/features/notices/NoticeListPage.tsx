import { Box, Flex, Heading } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { CmsApi } from '@/api/cms';
import { PagedList } from '@/components/PagedList';
import { usePageInRange } from '@/components/listPage';
import { listQuery, placeOf } from './listPlace';
import { NoticeListItem } from './NoticeListItem';
import { NoticeSearch } from './NoticeSearch';
import { noticeTexts as t } from './texts';

const PAGE_SIZE = 10;

/**
 * 通知公告: keyword search and paging, kept in the address so Back returns to the same page; each
 * notice's link carries them too, so its 返回列表 does as well.
 */
export default function NoticeListPage() {
  const [params, setParams] = useSearchParams();
  const { page: pageNum, keyword } = placeOf(params);
  // a page beyond the last (?page=99 of 3, or a list that shrank) goes to the last page
  const query = usePageInRange(CmsApi.useNoticeListQuery({ pageNum, pageSize: PAGE_SIZE, keyword: keyword || undefined }), pageNum);

  const go = (next: { page?: number; keyword?: string }) =>
    setParams(new URLSearchParams(listQuery({ page: next.page ?? 1, keyword: next.keyword ?? keyword })));

  return (
    <Box bg="white" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '6' }}>
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="2">
        <Heading as="h1" size="lg" borderLeftWidth="4px" borderLeftColor="brand.600" pl="2">
          {t.title}
        </Heading>
        <NoticeSearch key={keyword} keyword={keyword} onSearch={(k) => go({ keyword: k })} />
      </Flex>
      <PagedList
        query={query}
        emptyText={keyword ? t.emptySearch(keyword) : t.empty}
        skeletonRows={8}
        onPage={(p) => go({ page: p })}
        row={(n, page) => <NoticeListItem key={n.id} notice={n} from={{ page: page.pageNum, keyword }} />}
      />
    </Box>
  );
}
