import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import type { StudySession, StudySessionState } from '@contract/centerGroup';
import { CenterGroupApi } from '@/api/centerGroup';
import { usePageInRange } from '@/components/listPage';
import { PagedList } from '@/components/PagedList';
import { LeaveBadge } from '@/components/leave/LeaveBadge';
import { ActRow, actWhen } from '../ActRows';
import { centerGroupTexts as t } from './texts';

const PAGE_SIZE = 10;
const STATE_PALETTE: Record<StudySessionState, string> = { upcoming: 'blue', ongoing: 'green', ended: 'gray' };
const EXPERIENCE_PALETTE: Record<string, string> = { none: 'gray', draft: 'orange', submitted: 'green' };

export function SessionBadges({ session }: { session: StudySession }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette={STATE_PALETTE[session.state]}>{t.states[session.state]}</Badge>
      {session.checkedIn ? (
        <Badge variant="subtle" colorPalette="green">
          {t.checkedIn}
        </Badge>
      ) : null}
      <LeaveBadge state={session.leaveState} />
      {session.state !== 'upcoming' ? (
        <Badge variant="outline" colorPalette={EXPERIENCE_PALETTE[session.experienceState]}>
          {t.experienceStates[session.experienceState]}
        </Badge>
      ) : null}
    </HStack>
  );
}

function SessionRow({
  session: s,
  onOpen,
  onExperience,
}: {
  session: StudySession;
  onOpen: (id: number) => void;
  onExperience: (id: number) => void;
}) {
  const mayWrite = s.state !== 'upcoming' && (s.checkedIn || s.leaveState === 'approved' || s.experienceState !== 'none');
  const write = mayWrite ? (
    <Button
      size="sm"
      minH={{ base: '44px', md: 'auto' }}
      variant="ghost"
      colorPalette="brand"
      onClick={() => onExperience(s.id)}
      aria-label={`${t.experienceTitle}：${s.theme}`}
    >
      {s.experienceState === 'submitted' ? t.viewExperience : t.writeExperience}
    </Button>
  ) : null;
  return (
    <ActRow testId="study-row" title={s.theme} badges={<SessionBadges session={s} />} actions={write} onDetails={() => onOpen(s.id)}>
      <Text fontSize="sm" color="fg.muted">{`${actWhen(s)} · ${s.place} · ${t.host}：${s.host}`}</Text>
      {s.speakers.length > 0 ? <Text fontSize="sm" color="fg.muted">{`${t.speakers}：${s.speakers.join('、')}`}</Text> : null}
    </ActRow>
  );
}

/** The sessions of the cadre's study groups, not over first; one page at a time. */
export function SessionList({
  state,
  page,
  onPage,
  onOpen,
  onExperience,
}: {
  state: StudySessionState | 'all';
  page: number;
  onPage: (p: number) => void;
  onOpen: (id: number) => void;
  onExperience: (id: number) => void;
}) {
  const query = usePageInRange(
    CenterGroupApi.useMyActivityQuery({ ...(state === 'all' ? {} : { state }), pageNum: page, pageSize: PAGE_SIZE }),
    page,
  );
  const row = (s: StudySession) => <SessionRow key={s.id} session={s} onOpen={onOpen} onExperience={onExperience} />;
  return <PagedList gap="2" query={query} emptyText={t.noSessions} onPage={onPage} row={row} />;
}
