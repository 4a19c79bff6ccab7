import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { CmsApi } from '@/api/cms';
import { formatDate } from '@/lib/date';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/routeId';
import { ListError, QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { PageCard } from '../PageCard';
import { libraryTexts as t } from './texts';
import { useLearnColumns } from './useLearnColumns';

const PAGE_SIZE = 10;

const backToColumns = (
  <Button asChild minH={{ base: '44px', md: 'auto' }} size="sm" variant="outline">
    <RouterLink to={paths.learnColumns()}>{t.backToColumns}</RouterLink>
  </Button>
);

/** The column's articles, newest first, paged through the address. */
function ColumnArticles({ learnId }: { learnId: number }) {
  const [, setParams] = useSearchParams();
  const pageNum = usePageParam();
  const articles = usePageInRange(CmsApi.useNewListQuery({ categoryId: learnId, pageNum, pageSize: PAGE_SIZE }), pageNum);
  return (
    <QueryState
      query={articles}
      isEmpty={(p) => p.list.length === 0}
      emptyText={t.noArticles}
      errorActions={backToColumns}
      skeletonRows={6}
    >
      {(page) => (
        <>
          <Stack as="ul" gap="0" m="0" p="0">
            {page.list.map((n) => (
              <Box as="li" key={n.id} listStyleType="none" borderBottomWidth="1px" py="4">
                <RouterLink to={paths.learnReading(learnId, n.id)}>
                  <HStack gap="4" align="start" _hover={{ color: 'brand.600' }}>
                    <Image
                      src={n.coverUrl}
                      alt=""
                      w="40"
                      aspectRatio={16 / 9}
                      objectFit="cover"
                      borderRadius="sm"
                      bg="gray.100"
                      flexShrink={0}
                    />
                    <Stack gap="1" minW="0">
                      <Text fontWeight="semibold">{n.title}</Text>
                      <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                        {n.summary}
                      </Text>
                      <Text fontSize="xs" color="fg.subtle">
                        {n.source} · {formatDate(n.publishedAt, 'YYYY-MM-DD')}
                      </Text>
                    </Stack>
                  </HStack>
                </RouterLink>
              </Box>
            ))}
          </Stack>
          <Pager
            page={page.pageNum}
            pageSize={page.pageSize}
            total={page.total}
            onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
          />
          <HStack mt="2">{backToColumns}</HStack>
        </>
      )}
    </QueryState>
  );
}

/** A learning column's recommended reading; only the columns under 学习专栏, not any news column by its id. */
export default function LearnColumnPage() {
  const learnId = routeId(useParams().learnId);
  const columns = useLearnColumns();
  const column = columns.data?.find((c) => c.id === learnId);
  return (
    <PageCard title={column ? `${t.columns} · ${column.name}` : t.columns}>
      <QueryState query={columns} isEmpty={() => false} errorActions={backToColumns} skeletonRows={6}>
        {() =>
          column ? (
            <ColumnArticles learnId={column.id} />
          ) : (
            <ListError error={{ message: t.columnNotFound }} onRetry={() => void columns.refetch()} actions={backToColumns} />
          )
        }
      </QueryState>
    </PageCard>
  );
}
