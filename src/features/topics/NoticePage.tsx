import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { TopicApi } from '@/api/topic';
import { QueryState } from '@/components/ListStates';
import { PageCard } from '@/components/PageCard';
import { formatDate } from '@/lib/date';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/routeId';
import { topicTexts as t } from './texts';

/** /index/special-training/:id/notice/:noticeId: one notice of the topic, its text shown as text. */
export default function NoticePage() {
  const params = useParams();
  const topicId = routeId(params.id);
  const noticeId = routeId(params.noticeId);
  const query = TopicApi.useNoticeDetailQuery(
    { topicId: topicId ?? 0, noticeId: noticeId ?? 0 },
    { skip: topicId === null || noticeId === null },
  );
  const back = (
    <Button asChild size="sm" variant="outline" minH={{ base: '44px', md: 'auto' }}>
      <RouterLink to={topicId === null ? paths.specialTrainings() : paths.specialTrainingNotices(topicId)}>
        {topicId === null ? t.back : t.backToNotices}
      </RouterLink>
    </Button>
  );
  // as the server: the topic is checked first
  const invalid = topicId === null ? t.topicNotFound : noticeId === null ? t.noticeNotFound : undefined;
  return (
    <QueryState invalid={invalid} refusal={t.refusal} query={query} isEmpty={() => false} skeletonRows={6} errorActions={back}>
      {(n) => (
        <PageCard title={n.title} actions={back}>
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              {t.publisher(n.publisher)} · {formatDate(n.publishedAt, 'YYYY-MM-DD HH:mm')}
            </Text>
            {n.body.split(/\n{2,}/).map((para, i) => (
              <Text key={i} whiteSpace="pre-wrap" lineHeight="1.9">
                {para}
              </Text>
            ))}
          </Stack>
        </PageCard>
      )}
    </QueryState>
  );
}
