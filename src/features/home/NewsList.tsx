import { Box, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { NewsItem } from '@contract/cms';
import { CmsApi } from '@/api/cms';
import { formatDate } from '@/lib/date';
import { QueryState } from '@/components/ListStates';
import { homeTexts as t } from './texts';
import { paths } from '@/lib/paths';
import { newsListArgs } from './landingData';
import { TitleList } from './TitleList';
import { TitleRow } from './TitleRow';

function Lead({ item }: { item: NewsItem }) {
  return (
    <RouterLink to={paths.newsDetail(item.id)}>
      {/* on a phone the cover above the text, as wide as the column */}
      <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '4' }} mb="3" _hover={{ color: 'brand.600' }}>
        {item.coverUrl ? (
          <Image
            src={item.coverUrl}
            alt=""
            w={{ base: 'full', md: '200px' }}
            h={{ base: 'auto', md: '120px' }}
            aspectRatio={{ base: 5 / 3, md: 'auto' }}
            objectFit="cover"
            borderRadius="sm"
            flexShrink={0}
          />
        ) : null}
        <Stack gap="1" minW="0">
          <Text fontWeight="bold" lineClamp={2}>
            {item.title}
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>
            {item.summary}
          </Text>
          <Text fontSize="xs" color="fg.subtle">
            {formatDate(item.publishedAt, 'YYYY-MM-DD')}
          </Text>
        </Stack>
      </Flex>
    </RouterLink>
  );
}

/** The newest items of one category: the first with its cover, the rest as title rows. */
export function NewsList({ categoryId }: { categoryId: number }) {
  const query = CmsApi.useNewListTopQuery(newsListArgs(categoryId));
  return (
    <QueryState query={query} emptyText={t.noNews} skeletonRows={6}>
      {([first, ...rest]) => (
        <Box>
          <Lead item={first} />
          <TitleList>
            {rest.map((n) => (
              <TitleRow key={n.id} to={paths.newsDetail(n.id)} title={n.title} publishedAt={n.publishedAt} />
            ))}
          </TitleList>
        </Box>
      )}
    </QueryState>
  );
}
