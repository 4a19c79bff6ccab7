import { useState } from 'react';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { UserApi } from '@/api/user';
import { QueryState } from '@/components/ListStates';
import { DistChart } from './DistChart';
import { WrongList } from './WrongList';
import { wrongTexts as t } from './texts';

/** The wrong-question book: the distribution by category as a chart, and the questions of one category. */
export function WrongBook() {
  const dist = UserApi.useWrongQuestionsDistQuery();
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  return (
    <QueryState query={dist} isEmpty={(d) => d.every((c) => c.count === 0)} emptyText={t.noWrong} skeletonRows={6}>
      {(categories) => {
        const total = categories.reduce((sum, c) => sum + c.count, 0);
        const tabs = [
          { id: undefined, name: t.all, count: total },
          ...categories.map((c) => ({ id: c.categoryId, name: c.categoryName, count: c.count })),
        ];
        return (
          <Stack gap="5">
            {/* Margins, not flex gap: Chromium 80-83 has no flex gap and loses it in this responsive row. */}
            <Flex direction={{ base: 'column', md: 'row' }} align="stretch">
              <Box flex="1" minW="0" borderWidth="1px" borderRadius="md" p="3">
                <Text fontWeight="semibold" mb="1">
                  {t.chartTitle}
                </Text>
                <DistChart slices={categories.filter((c) => c.count > 0).map((c) => ({ name: c.categoryName, value: c.count }))} />
              </Box>
              <Stack
                w={{ base: 'full', md: '260px' }}
                ml={{ base: '0', md: '6' }}
                mt={{ base: '4', md: '0' }}
                gap="2"
                as="nav"
                aria-label={t.categories}
              >
                <Text fontWeight="semibold">{t.categories}</Text>
                {tabs.map((tab) => {
                  const current = tab.id === categoryId;
                  return (
                    <Button
                      key={tab.id ?? 'all'}
                      variant={current ? 'solid' : 'outline'}
                      colorPalette="brand"
                      justifyContent="space-between"
                      aria-pressed={current}
                      onClick={() => setCategoryId(tab.id)}
                    >
                      <Text as="span">{tab.name}</Text>
                      <Text as="span">{t.count(tab.count)}</Text>
                    </Button>
                  );
                })}
              </Stack>
            </Flex>
            <WrongList key={categoryId ?? 'all'} categoryId={categoryId} />
          </Stack>
        );
      }}
    </QueryState>
  );
}
