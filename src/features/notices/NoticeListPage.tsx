import { Box, Flex, Heading } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { CmsApi } from '@/api/cms';
import { Pager } from '@/components/Pager';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { QueryState } from '@/components/ListStates';
import { NoticeListItem } from './NoticeListItem';
import { NoticeSearch } from './NoticeSearch';
import { noticeTexts as t } from './texts';

const PAGE_SIZE = 10;

/** 通知公告: keyword search and paging, kept in the address so Back returns to the same page. */
export default function NoticeListPage() {
  const [params, setParams] = useSearchParams();
  const pageNum = usePageParam();
  const keyword = params.get('keyword') ?? '';
  // a page beyond the last (?page=99 of 3, or a list that shrank) goes to the last page
  const query = usePageInRange(CmsApi.useNoticeListQuery({ pageNum, pageSize: PAGE_SIZE, keyword: keyword || undefined }), pageNum);

  const go = (next: { page?: number; keyword?: string }) => {
    const p = new URLSearchParams();
    const k = next.keyword ?? keyword;
    if (k) p.set('keyword', k);
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p);
  };

  return (
    <Box bg="white" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '6' }}>
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="2">
        <Heading as="h1" size="lg" borderLeftWidth="4px" borderLeftColor="brand.600" pl="2">
          {t.title}
        </Heading>
        <NoticeSearch key={keyword} keyword={keyword} onSearch={(k) => go({ keyword: k })} />
      </Flex>
      <QueryState
        query={query}
        isEmpty={(d) => d.list.length === 0}
        emptyText={keyword ? t.emptySearch(keyword) : t.empty}
        skeletonRows={8}
      >
        {(page) => (
          <>
            <Box as="ul" listStyleType="none" m="0" p="0">
              {page.list.map((n) => (
                <NoticeListItem key={n.id} notice={n} />
              ))}
            </Box>
            <Pager page={page.pageNum} pageSize={page.pageSize} total={page.total} onChange={(p) => go({ page: p })} />
          </>
        )}
      </QueryState>
    </Box>
  );
}
