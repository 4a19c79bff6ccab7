import { Button, HStack, Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { TopicApi } from '@/api/topic';
import { QueryState } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { TopicCardItem } from './TopicCardItem';
import { topicTexts as t } from './texts';

type Tab = 'current' | 'earlier';

/** /index/special-training: the learner's topics of this year and of earlier years (tab in the address). */
export default function TopicListPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'earlier' ? 'earlier' : 'current';
  const current = TopicApi.useNewTopicListQuery(undefined, { skip: tab !== 'current' });
  const earlier = TopicApi.useTopicLastYearQuery(undefined, { skip: tab !== 'earlier' });
  const query = tab === 'current' ? current : earlier;
  return (
    <PageCard title={t.title} ruled={false}>
      <HStack as="nav" aria-label="专题分类" gap="2" mb="4">
        {(['current', 'earlier'] as const).map((key) => (
          <Button
            key={key}
            size="sm"
            minH={{ base: '44px', md: 'auto' }}
            colorPalette="brand"
            variant={key === tab ? 'solid' : 'outline'}
            aria-pressed={key === tab}
            onClick={() => setParams(key === 'current' ? {} : { tab: key })}
          >
            {t.tabs[key]}
          </Button>
        ))}
      </HStack>
      <QueryState query={query} emptyText={tab === 'current' ? t.noCurrent : t.noEarlier} skeletonRows={4}>
        {(list) => (
          <Stack as="ul" gap="3" m="0" p="0">
            {list.map((topic) => (
              <TopicCardItem key={topic.id} topic={topic} />
            ))}
          </Stack>
        )}
      </QueryState>
    </PageCard>
  );
}
