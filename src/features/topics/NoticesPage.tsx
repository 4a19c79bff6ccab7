import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { TopicApi } from '@/api/topic';
import { QueryState } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { Pager } from '@/components/Pager';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { formatDate } from '@/lib/date';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/routeId';
import { topicTexts as t } from './texts';

const PAGE_SIZE = 10;

/** /index/special-training/:id/notices: the topic's notices, pinned first (page in the address). */
export default function NoticesPage() {
  const topicId = routeId(useParams().id);
  const [, setParams] = useSearchParams();
  const page = usePageParam();
  const query = usePageInRange(
    TopicApi.useNoticeListQuery({ topicId: topicId ?? 0, pageNum: page, pageSize: PAGE_SIZE }, { skip: topicId === null }),
    page,
  );
  const back = (
    <Button asChild size="sm" variant="outline" minH={{ base: '44px', md: 'auto' }}>
      <RouterLink to={topicId === null ? paths.specialTrainings() : paths.specialTraining(topicId)}>
        {topicId === null ? t.back : t.backToTopic}
      </RouterLink>
    </Button>
  );
  return (
    <PageCard title={t.noticeList} actions={back}>
      <QueryState
        invalid={topicId === null ? t.topicNotFound : undefined}
        refusal={t.refusal}
        query={query}
        isEmpty={(d) => d.list.length === 0}
        emptyText={t.noNotices}
      >
        {(d) => (
          <>
            <Stack as="ul" gap="0" m="0" p="0">
              {d.list.map((n) => (
                <HStack
                  as="li"
                  key={n.id}
                  listStyleType="none"
                  justify="space-between"
                  py="3"
                  borderBottomWidth="1px"
                  gap="3"
                  data-testid="topic-notice"
                >
                  <Link asChild color="fg" minW="0" minH={{ base: '44px', md: 'auto' }}>
                    <RouterLink to={paths.specialTrainingNotice(n.topicId, n.id)}>
                      {n.pinned ? (
                        <Badge colorPalette="brand" size="sm" mr="2">
                          {t.pinned}
                        </Badge>
                      ) : null}
                      <Text as="span" truncate>
                        {n.title}
                      </Text>
                    </RouterLink>
                  </Link>
                  <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                    {formatDate(n.publishedAt, 'YYYY-MM-DD')}
                  </Text>
                </HStack>
              ))}
            </Stack>
            <Pager page={d.pageNum} pageSize={d.pageSize} total={d.total} onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})} />
          </>
        )}
      </QueryState>
    </PageCard>
  );
}
