import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { LiveAct, LiveState } from '@contract/live';
import { LiveApi } from '@/api/live';
import { QueryState } from '@/components/ListStates';
import { SectionPanel } from '@/components/SectionPanel';
import { formatDate } from '@/lib/date';
import { paths } from '@/lib/paths';
import { workbenchTexts as t } from './texts';

const STATE_PALETTE: Record<LiveState, string> = { live: 'brand', upcoming: 'blue', ended: 'gray' };

function LiveRow({ act }: { act: LiveAct }) {
  const when = `${formatDate(act.startTime, 'MM-DD HH:mm')}–${formatDate(act.endTime, 'HH:mm')}`;
  const onAir = act.state === 'live';
  const line = `${when} · ${t.speaker(act.speaker, act.speakerTitle)}`;
  return (
    <Stack as="li" listStyleType="none" gap="1" py="2.5" borderBottomWidth="1px" data-testid="live-row">
      <HStack gap="2" minW="0">
        <Badge variant={onAir ? 'solid' : 'subtle'} flexShrink={0} colorPalette={STATE_PALETTE[act.state]}>{t.liveStates[act.state]}</Badge>
        <Text fontWeight="medium" truncate title={act.title}>{act.title}</Text>
      </HStack>
      <HStack justify="space-between" gap="3">
        {/* two lines before it is cut (a speaker with a long title), and the whole line on hover */}
        <Text fontSize="sm" color="fg.muted" minW="0" lineClamp={2} title={line} data-testid="live-speaker">{line}</Text>
        {act.state !== 'ended' && act.liveUrl ? (
          <Button asChild size="xs" colorPalette="brand" variant={onAir ? 'solid' : 'outline'} flexShrink={0}>
            <a href={act.liveUrl} target="_blank" rel="noopener noreferrer" title={t.liveNewWindow}>{t.enterLive}</a>
          </Button>
        ) : act.replay ? (
          <Link asChild fontSize="sm" color="brand.600" flexShrink={0}>
            <RouterLink to={paths.videoDetails(act.replay.videoId, act.replay.lessonId)}>{t.replay}</RouterLink>
          </Link>
        ) : (
          <Text fontSize="xs" color="fg.subtle" flexShrink={0}>{t.noReplay}</Text>
        )}
      </HStack>
    </Stack>
  );
}

/** 直播课堂: the lectures on air and coming first (live/liveActList orders them), past ones with their replay. */
export function LivePanel() {
  const query = LiveApi.useLiveActListQuery({ pageNum: 1, pageSize: 4 }, { refetchOnMountOrArgChange: true });
  return (
    <SectionPanel title={t.live}>
      <QueryState query={query} emptyText={t.noLive} isEmpty={(d) => d.list.length === 0} skeletonRows={3}>
        {(data) => <Stack as="ul" gap="0" m="0" p="0">{data.list.map((a) => <LiveRow key={a.id} act={a} />)}</Stack>}
      </QueryState>
    </SectionPanel>
  );
}
