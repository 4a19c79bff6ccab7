import { Badge, HStack, Text } from '@chakra-ui/react';
import type { OrgActItem, OrgActState } from '@contract/orgAct';
import { OrgActApi } from '@/api/orgAct';
import { usePageInRange } from '@/components/listPage';
import { PagedList } from '@/components/PagedList';
import { LeaveBadge } from '@/components/leave/LeaveBadge';
import { ActRow, actWhen } from './ActRows';
import { orgActTexts as t } from './texts';

const PAGE_SIZE = 10;
export const ACT_STATE_PALETTE: Record<OrgActState, string> = { upcoming: 'blue', ongoing: 'green', ended: 'gray' };
const ATTENDANCE_PALETTE: Record<string, string> = { present: 'green', leave: 'blue', absent: 'brand' };

export function ActBadges({ act }: { act: OrgActItem }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Badge variant="outline" colorPalette="brand">
        {act.category}
      </Badge>
      <Badge colorPalette={ACT_STATE_PALETTE[act.state]}>{t.actStates[act.state]}</Badge>
      <LeaveBadge state={act.leaveState} />
      {act.state === 'ended' ? (
        <Badge variant="subtle" colorPalette={act.attendance ? ATTENDANCE_PALETTE[act.attendance] : 'gray'}>
          {`${t.attendanceLabel}：${act.attendance ? t.attendance[act.attendance] : t.noRecord}`}
        </Badge>
      ) : null}
    </HStack>
  );
}

function OrgActRow({ act, onOpen }: { act: OrgActItem; onOpen: (id: number) => void }) {
  return (
    <ActRow testId="act-row" title={act.title} badges={<ActBadges act={act} />} onDetails={() => onOpen(act.id)}>
      <Text fontSize="sm" color="fg.muted">{`${actWhen(act)} · ${act.place} · ${act.orgName}`}</Text>
    </ActRow>
  );
}

/** The learner's organisation life, not over first; one page at a time. */
export function ActList({
  state,
  page,
  onPage,
  onOpen,
}: {
  state: OrgActState | 'all';
  page: number;
  onPage: (p: number) => void;
  onOpen: (id: number) => void;
}) {
  const query = usePageInRange(
    OrgActApi.useActListQuery({ ...(state === 'all' ? {} : { state }), pageNum: page, pageSize: PAGE_SIZE }),
    page,
  );
  return (
    <PagedList gap="2" query={query} emptyText={t.noActs} onPage={onPage} row={(a) => <OrgActRow key={a.id} act={a} onOpen={onOpen} />} />
  );
}
