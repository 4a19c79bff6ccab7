import { useEffect } from 'react';
import { Box, Flex, Heading } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { CmsApi } from '@/api/cms';
import { Pager } from '@/components/Pager';
import { QueryState } from '@/components/ListStates';
import { NoticeListItem } from './NoticeListItem';
import { NoticeSearch } from './NoticeSearch';
import { noticeTexts as t } from './texts';

const PAGE_SIZE = 10;

/** 通知公告: keyword search and paging, kept in the address so Back returns to the same page. */
export default function NoticeListPage() {
  const [params, setParams] = useSearchParams();
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const keyword = params.get('keyword') ?? '';
  const query = CmsApi.useNoticeListQuery({ pageNum, pageSize: PAGE_SIZE, keyword: keyword || undefined });

  const go = (next: { page?: number; keyword?: string }) => {
    const p = new URLSearchParams();
    const k = next.keyword ?? keyword;
    if (k) p.set('keyword', k);
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p);
  };

  // A page beyond the last (?page=99 of 3, or a list that shrank) goes to the last page instead of
  // saying 暂无通知公告 without a pager; replace, so Back does not return to the empty page.
  const data = query.currentData;
  const lastPage = data && data.total > 0 ? Math.ceil(data.total / PAGE_SIZE) : null;
  const beyond = lastPage !== null && data !== undefined && data.list.length === 0 && pageNum > lastPage;
  useEffect(() => {
    if (!beyond || lastPage === null) return;
    const p = new URLSearchParams();
    if (keyword) p.set('keyword', keyword);
    if (lastPage > 1) p.set('page', String(lastPage));
    setParams(p, { replace: true });
  }, [beyond, lastPage, keyword, setParams]);

  return (
    <Box bg="white" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '6' }}>
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="2">
        <Heading as="h1" size="lg" borderLeftWidth="4px" borderLeftColor="brand.600" pl="2">
          {t.title}
        </Heading>
        <NoticeSearch key={keyword} keyword={keyword} onSearch={(k) => go({ keyword: k })} />
      </Flex>
      <QueryState
        // skeletons while a page beyond the last is replaced by the last
        query={beyond ? { ...query, isLoading: true } : query}
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
