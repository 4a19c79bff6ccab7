import { useState } from 'react';
import { Tabs } from '@chakra-ui/react';
import { CmsApi } from '@/api/cms';
import { QueryState } from '@/components/ListStates';
import { NewsList } from './NewsList';
import { SectionCard } from './SectionCard';
import { homeTexts as t } from './texts';
import { NEWS_CATEGORIES_ARGS } from './landingData';

/** News tabs: one per top category, each with its newest items. */
export function NewsByCategory() {
  const query = CmsApi.useCategoryChildrenQuery(NEWS_CATEGORIES_ARGS);
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <SectionCard title={t.news}>
      <QueryState query={query} emptyText={t.noNews}>
        {(categories) => {
          const value = chosen ?? String(categories[0].id);
          return (
            <Tabs.Root
              value={value}
              onValueChange={(d) => setChosen(d.value)}
              colorPalette="brand"
              size={{ base: 'lg', md: 'sm' }}
              lazyMount
            >
              {/* on a phone the categories are a strip that scrolls sideways in its own box, tabs a finger high */}
              <Tabs.List mb="3" overflowX={{ base: 'auto', md: 'visible' }}>
                {categories.map((c) => (
                  <Tabs.Trigger key={c.id} value={String(c.id)} flexShrink={0}>
                    {c.name}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {categories.map((c) => (
                <Tabs.Content key={c.id} value={String(c.id)} pt="0">
                  <NewsList categoryId={c.id} />
                </Tabs.Content>
              ))}
            </Tabs.Root>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}
