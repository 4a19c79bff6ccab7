import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { StudySession, StudySessionState } from '@contract/centerGroup';
import { CenterGroupApi } from '@/api/centerGroup';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { usePageInRange } from '@/components/listPage';
import { LeaveBadge } from '@/components/leave/LeaveBadge';
import { formatDate } from '@/lib/date';
import { centerGroupTexts as t } from './texts';

const PAGE_SIZE = 10;
const STATE_PALETTE: Record<StudySessionState, string> = { upcoming: 'blue', ongoing: 'green', ended: 'gray' };
const EXPERIENCE_PALETTE: Record<string, string> = { none: 'gray', draft: 'orange', submitted: 'green' };

export const sessionWhen = (s: { startTime: string; endTime: string }) =>
  `${formatDate(s.startTime, 'YYYY-MM-DD HH:mm')} – ${formatDate(s.endTime, 'HH:mm')}`;

export function SessionBadges({ session }: { session: StudySession }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette={STATE_PALETTE[session.state]}>{t.states[session.state]}</Badge>
      {session.checkedIn ? <Badge variant="subtle" colorPalette="green">{t.checkedIn}</Badge> : null}
      <LeaveBadge state={session.leaveState} />
      {session.state !== 'upcoming' ? (
        <Badge variant="outline" colorPalette={EXPERIENCE_PALETTE[session.experienceState]}>{t.experienceStates[session.experienceState]}</Badge>
      ) : null}
    </HStack>
  );
}

/** The sessions of the cadre's study groups, not over first; one page at a time. */
export function SessionList({ state, page, onPage, onOpen, onExperience }: {
  state: StudySessionState | 'all';
  page: number;
  onPage: (p: number) => void;
  onOpen: (id: number) => void;
  onExperience: (id: number) => void;
}) {
  const query = usePageInRange(CenterGroupApi.useMyActivityQuery({ ...(state === 'all' ? {} : { state }), pageNum: page, pageSize: PAGE_SIZE }), page);
  return (
    <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyText={t.noSessions}>
      {(d) => (
        <>
          <Stack as="ul" gap="2" m="0" p="0">
            {d.list.map((s) => (
              <HStack as="li" key={s.id} listStyleType="none" justify="space-between" align="center" borderWidth="1px" borderRadius="md" p="3" gap="4" data-testid="study-row">
                <Stack gap="1" minW="0">
                  <Text fontWeight="semibold">{s.theme}</Text>
                  <SessionBadges session={s} />
                  <Text fontSize="sm" color="fg.muted">{`${sessionWhen(s)} · ${s.place} · ${t.host}：${s.host}`}</Text>
                  {s.speakers.length > 0 ? <Text fontSize="sm" color="fg.muted">{`${t.speakers}：${s.speakers.join('、')}`}</Text> : null}
                </Stack>
                <HStack gap="2" flexShrink={0}>
                  {s.state !== 'upcoming' && (s.checkedIn || s.leaveState === 'approved' || s.experienceState !== 'none') ? (
                    <Button size="sm" variant="ghost" colorPalette="brand" onClick={() => onExperience(s.id)} aria-label={`${t.experienceTitle}：${s.theme}`}>
                      {s.experienceState === 'submitted' ? t.viewExperience : t.writeExperience}
                    </Button>
                  ) : null}
                  <Button size="sm" variant="outline" colorPalette="brand" onClick={() => onOpen(s.id)} aria-label={`${t.details}：${s.theme}`}>
                    {t.details}
                  </Button>
                </HStack>
              </HStack>
            ))}
          </Stack>
          <Pager page={d.pageNum} pageSize={d.pageSize} total={d.total} onChange={onPage} />
        </>
      )}
    </QueryState>
  );
}
