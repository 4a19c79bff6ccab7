import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PartyApi } from '@/api/party';
import { PageCard } from '@/components/PageCard';
import { PagedList } from '@/components/PagedList';
import { usePageInRange, usePageParam } from '@/components/listPage';
import { routeId } from '@/lib/routeId';
import { Composer } from './Composer';
import { PostCard } from './PostCard';
import { boardTexts as t } from './texts';

const PAGE_SIZE = 10;

/**
 * /index/party/dwyt (党务研讨), inside the 党务园地 layout: the organisation's talk topics as
 * filter chips, the composer, and the posts newest first with their likes and comments.
 * The chosen topic and page live in the address (?talk=&page=).
 */
export default function PartyBoardPage() {
  const [params, setParams] = useSearchParams();
  const talkParam = params.get('talk');
  const talkId = routeId(talkParam);
  // a talk id that names nothing (abc, 1.5) is not found, as 999999 is, without asking the server
  const badTalk = Boolean(talkParam) && talkId === null;
  const page = usePageParam();
  const talks = PartyApi.useTalkListQuery();
  const posts = usePageInRange(
    PartyApi.useSnsListQuery({ pageNum: page, pageSize: PAGE_SIZE, ...(talkId ? { talkId } : {}) }, { skip: badTalk }),
    page,
  );
  const go = (talk: number | null, p = 1) => {
    const next: Record<string, string> = {};
    if (talk) next.talk = String(talk);
    if (p > 1) next.page = String(p);
    setParams(next);
  };
  const chip = (id: number | null, label: string) => (
    <Button
      key={id ?? 0}
      size="xs"
      minH={{ base: '44px', md: 'auto' }}
      borderRadius="full"
      colorPalette="brand"
      variant={!badTalk && talkId === id ? 'solid' : 'outline'}
      aria-pressed={!badTalk && talkId === id}
      onClick={() => go(id)}
    >
      {label}
    </Button>
  );

  return (
    <PageCard title={t.title}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t.intro}
        </Text>
        <HStack gap="2" wrap="wrap" role="group" aria-label={t.talkLabel} data-testid="talk-chips">
          {chip(null, t.allTalks)}
          {(talks.data ?? []).map((k) => chip(k.id, t.talkChip(k.title, k.postCount)))}
        </HStack>
        {talkId && talks.data ? (
          <Text fontSize="sm" color="fg.muted">
            {talks.data.find((k) => k.id === talkId)?.description}
          </Text>
        ) : null}
        <Composer talks={talks.data ?? []} talkId={talkId} />
        <PagedList
          query={posts}
          invalid={badTalk ? t.talkNotFound : undefined}
          emptyText={talkId ? t.emptyTalk : t.empty}
          gap="3"
          onPage={(p) => go(talkId, p)}
          row={(p) => <PostCard key={p.id} post={p} />}
        />
      </Stack>
    </PageCard>
  );
}
