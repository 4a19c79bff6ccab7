import { useState } from 'react';
import { Badge, Button, Dialog, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { LiveAct, LiveState } from '@contract/live';
import { LiveApi } from '@/api/live';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { SectionPanel } from '@/components/SectionPanel';
import { formatDate } from '@/lib/date';
import { paths } from '@/lib/paths';
import { workbenchTexts as t } from './texts';
import { DialogFrame } from '@/components/DialogFrame';

const STATE_PALETTE: Record<LiveState, string> = { live: 'brand', upcoming: 'blue', ended: 'gray' };

function LiveRow({ act }: { act: LiveAct }) {
  const when = `${formatDate(act.startTime, 'MM-DD HH:mm')}–${formatDate(act.endTime, 'HH:mm')}`;
  const onAir = act.state === 'live';
  const line = `${when} · ${t.speaker(act.speaker, act.speakerTitle)}`;
  return (
    <Stack as="li" listStyleType="none" gap="1" py="2.5" borderBottomWidth="1px" data-testid="live-row">
      <HStack gap="2" minW="0">
        <Badge variant={onAir ? 'solid' : 'subtle'} flexShrink={0} colorPalette={STATE_PALETTE[act.state]}>
          {t.liveStates[act.state]}
        </Badge>
        <Text fontWeight="medium" truncate title={act.title}>
          {act.title}
        </Text>
      </HStack>
      <HStack justify="space-between" gap="3">
        {/* two lines before it is cut (a speaker with a long title), and the whole line on hover */}
        <Text fontSize="sm" color="fg.muted" minW="0" lineClamp={2} title={line} data-testid="live-speaker">
          {line}
        </Text>
        {act.state !== 'ended' && act.liveUrl ? (
          <Button
            asChild
            size="xs"
            colorPalette="brand"
            variant={onAir ? 'solid' : 'outline'}
            flexShrink={0}
            minH={{ base: '44px', md: 'auto' }}
          >
            <a href={act.liveUrl} target="_blank" rel="noopener noreferrer" title={t.liveNewWindow}>
              {t.enterLive}
            </a>
          </Button>
        ) : act.replay ? (
          <Link asChild fontSize="sm" color="brand.600" flexShrink={0} minH={{ base: '44px', md: 'auto' }}>
            <RouterLink to={paths.videoDetails(act.replay.videoId, act.replay.lessonId)}>{t.replay}</RouterLink>
          </Link>
        ) : (
          <Text fontSize="xs" color="fg.subtle" flexShrink={0}>
            {t.noReplay}
          </Text>
        )}
      </HStack>
    </Stack>
  );
}

/** how many lectures the panel shows; the rest are in the dialog (更多直播) */
const PANEL_SIZE = 4;
const DIALOG_SIZE = 8;
type StateFilter = LiveState | 'all';
const FILTERS: StateFilter[] = ['all', 'live', 'upcoming', 'ended'];

function LiveList({ list }: { list: LiveAct[] }) {
  return (
    <Stack as="ul" gap="0" m="0" p="0">
      {list.map((a) => (
        <LiveRow key={a.id} act={a} />
      ))}
    </Stack>
  );
}

/**
 * Every lecture the learner may see, a page at a time, in the order of the panel (on air, coming,
 * then ended, newest first), narrowed to one state if asked: the ended ones and their replays are
 * reached here once the panel's four places are taken.
 */
function LiveListDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [filter, setFilter] = useState<StateFilter>('all');
  const [page, setPage] = useState(1);
  const query = LiveApi.useLiveActListQuery(
    { pageNum: page, pageSize: DIALOG_SIZE, ...(filter === 'all' ? {} : { state: filter }) },
    { skip: !open, refetchOnMountOrArgChange: true },
  );
  // another page or state shows its own loading, never the previous list
  const shown = { ...query, data: query.currentData, isLoading: query.isLoading || (query.isFetching && query.currentData === undefined) };
  const pick = (next: StateFilter) => {
    setFilter(next);
    setPage(1);
  };
  return (
    <DialogFrame open={open} onClose={onClose} title={t.live} closeLabel={t.close} contentTestId="live-dialog">
      <Dialog.Body>
        <Stack gap="3">
          <HStack gap="2" role="group" aria-label={t.liveFilter} wrap="wrap">
            {FILTERS.map((f) => (
              <Button
                key={f}
                size="xs"
                minH={{ base: '44px', md: 'auto' }}
                colorPalette="brand"
                variant={f === filter ? 'solid' : 'outline'}
                aria-pressed={f === filter}
                onClick={() => pick(f)}
              >
                {f === 'all' ? t.allLive : t.liveStates[f]}
              </Button>
            ))}
          </HStack>
          <QueryState
            query={shown}
            emptyText={filter === 'all' ? t.noLive : t.noLiveOf[filter]}
            isEmpty={(d) => d.list.length === 0}
            skeletonRows={4}
          >
            {(data) => (
              <>
                <LiveList list={data.list} />
                <Pager page={page} pageSize={DIALOG_SIZE} total={data.total} onChange={setPage} />
              </>
            )}
          </QueryState>
        </Stack>
      </Dialog.Body>
    </DialogFrame>
  );
}

/**
 * 直播课堂: the lectures on air and coming first (live/liveActList orders them), past ones with
 * their replay; when there are more than the panel shows, 更多直播 opens all of them.
 */
export function LivePanel() {
  const query = LiveApi.useLiveActListQuery({ pageNum: 1, pageSize: PANEL_SIZE }, { refetchOnMountOrArgChange: true });
  const [open, setOpen] = useState(false);
  return (
    <SectionPanel title={t.live}>
      <QueryState query={query} emptyText={t.noLive} isEmpty={(d) => d.list.length === 0} skeletonRows={3}>
        {(data) => (
          <>
            <LiveList list={data.list} />
            {data.total > data.list.length ? (
              <HStack justify="flex-end" pt="2">
                <Button size="xs" variant="ghost" colorPalette="brand" minH={{ base: '44px', md: 'auto' }} onClick={() => setOpen(true)}>
                  {t.moreLive(data.total)}
                </Button>
              </HStack>
            ) : null}
          </>
        )}
      </QueryState>
      <LiveListDialog open={open} onClose={() => setOpen(false)} />
    </SectionPanel>
  );
}
