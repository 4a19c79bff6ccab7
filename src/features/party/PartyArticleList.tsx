import { Box, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { NewsItem } from '@contract/cms';
import { CmsApi } from '@/api/cms';
import { ListEmpty, QueryState } from '@/components/ListStates';
import { PagedList } from '@/components/PagedList';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { SearchBox } from '@/components/SearchBox';
import { formatDate } from '@/lib/date';
import { articlePath, listQuery, sectionOf, type ListPlace, type PartySection } from './sections';
import { partyTexts as t } from './texts';
import { usePartyColumns } from './usePartyColumns';

const PAGE_SIZE = 10;

function ArticleRow({ item, from }: { item: NewsItem; from: ListPlace }) {
  return (
    <Box as="li" listStyleType="none" borderBottomWidth="1px" py="4">
      <RouterLink to={articlePath(item.id, { ...from, column: item.categoryId })}>
        <HStack gap={{ base: '3', md: '4' }} align="start" _hover={{ color: 'brand.600' }}>
          {item.coverUrl ? (
            <Image
              src={item.coverUrl}
              alt=""
              // smaller on a phone: the title and summary beside it keep most of the width
              w={{ base: '24', md: '40' }}
              aspectRatio={16 / 9}
              objectFit="cover"
              borderRadius="sm"
              bg="gray.100"
              flexShrink={0}
            />
          ) : null}
          <Stack gap="1" minW="0">
            <Text as="h3" fontWeight="semibold" fontSize="md">
              {item.title}
            </Text>
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {item.summary}
            </Text>
            <Text fontSize="xs" color="fg.subtle">
              {t.source}
              {item.source} · {formatDate(item.publishedAt, 'YYYY-MM-DD')}
            </Text>
          </Stack>
        </HStack>
      </RouterLink>
    </Box>
  );
}

/** One column's articles, newest first; page (`page`) and keyword (`q`) kept in the address. */
function Articles({ categoryId, name }: { categoryId: number; name: string }) {
  const [params, setParams] = useSearchParams();
  const pageNum = usePageParam();
  const keyword = params.get('q')?.trim() ?? '';
  const query = usePageInRange(
    CmsApi.useNewListQuery({ categoryId, pageNum, pageSize: PAGE_SIZE, keyword: keyword || undefined }),
    pageNum,
  );
  const go = (next: { page?: number; keyword?: string }) => setParams(new URLSearchParams(listQuery(next.page, next.keyword ?? keyword)));
  return (
    <>
      <Flex justify="flex-end" mb="2">
        <SearchBox
          key={keyword}
          keyword={keyword}
          onSearch={(k) => go({ keyword: k })}
          label={t.keyword}
          placeholder={t.keywordPlaceholder}
        />
      </Flex>
      <PagedList
        query={query}
        emptyText={keyword ? t.emptySearch(keyword) : t.empty(name)}
        skeletonRows={8}
        onPage={(p) => go({ page: p })}
        row={(n, page) => <ArticleRow key={n.id} item={n} from={{ page: page.pageNum, keyword }} />}
      />
    </>
  );
}

/** 党务学习 / 党务知识 / 他山之石: one screen, told which column it lists. */
export default function PartyArticleList({ section }: { section: PartySection }) {
  const { name } = sectionOf(section);
  const columns = usePartyColumns();
  return (
    <Box bg="white" borderRadius="md" boxShadow="xs" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="md" mb="2">
        {name}
      </Heading>
      <QueryState query={columns} isEmpty={() => false} skeletonRows={8}>
        {(c) => {
          const column = c.byName.get(name);
          return column ? <Articles key={column.id} categoryId={column.id} name={name} /> : <ListEmpty text={t.noColumn(name)} />;
        }}
      </QueryState>
    </Box>
  );
}
