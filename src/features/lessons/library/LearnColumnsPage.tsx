import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Category } from '@contract/cms';
import { CmsApi } from '@/api/cms';
import { paths } from '@/lib/paths';
import { CardLink } from '@/components/CardLink';
import { QueryState } from '@/components/ListStates';
import { PageCard } from '../PageCard';
import { libraryTexts as t } from './texts';
import { useLearnColumns } from './useLearnColumns';

/** A column as a card: its name, how many articles, the newest three. */
function ColumnCard({ column }: { column: Category }) {
  const latest = CmsApi.useNewListQuery({ categoryId: column.id, pageNum: 1, pageSize: 3 });
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" bg="white" overflow="hidden" _hover={{ boxShadow: 'md' }}>
      <CardLink to={paths.learnColumn(column.id)} label={column.name}>
        <Box bg="brand.700" color="white" px="4" py="3">
          <Text fontWeight="bold" fontSize="lg">
            {column.name}
          </Text>
          <Text fontSize="sm" opacity={0.9}>
            {latest.data ? t.columnArticles(latest.data.total) : '\u00a0'}
          </Text>
        </Box>
      </CardLink>
      {/* on a phone each title is a row a finger high, one under the other */}
      <Stack as="ul" gap={{ base: '0', md: '1.5' }} px="4" py={{ base: '1', md: '3' }} m="0" minH="24">
        {(latest.data?.list ?? []).map((n) => (
          <Box as="li" key={n.id} listStyleType="none" fontSize="sm">
            <Box asChild display={{ base: 'flex', md: 'inline' }} alignItems="center" minH={{ base: '44px', md: 'auto' }}>
              <RouterLink to={paths.learnReading(column.id, n.id)}>
                <Text truncate _hover={{ color: 'brand.600' }} title={n.title}>
                  · {n.title}
                </Text>
              </RouterLink>
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** 学习专栏: the columns as cards. */
export default function LearnColumnsPage() {
  const columns = useLearnColumns();
  return (
    <PageCard title={t.columns}>
      <QueryState query={columns} emptyText={t.noColumns} skeletonRows={4}>
        {(list) => (
          <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="4" m="0" p="0">
            {list.map((c) => (
              <ColumnCard key={c.id} column={c} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </PageCard>
  );
}
