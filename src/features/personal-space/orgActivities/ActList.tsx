import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { OrgActItem, OrgActState } from '@contract/orgAct';
import { OrgActApi } from '@/api/orgAct';
import { QueryState } from '@/components/ListStates';
import { Pager } from '@/components/Pager';
import { usePageInRange } from '@/components/listPage';
import { LeaveBadge } from '@/components/leave/LeaveBadge';
import { formatDate } from '@/lib/date';
import { orgActTexts as t } from './texts';

const PAGE_SIZE = 10;
export const ACT_STATE_PALETTE: Record<OrgActState, string> = { upcoming: 'blue', ongoing: 'green', ended: 'gray' };
const ATTENDANCE_PALETTE: Record<string, string> = { present: 'green', leave: 'blue', absent: 'brand' };

export const actWhen = (a: { startTime: string; endTime: string }) => `${formatDate(a.startTime, 'YYYY-MM-DD HH:mm')} – ${formatDate(a.endTime, 'HH:mm')}`;

export function ActBadges({ act }: { act: OrgActItem }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Badge variant="outline" colorPalette="brand">{act.category}</Badge>
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

/** The learner's organisation life, not over first; one page at a time. */
export function ActList({ state, page, onPage, onOpen }: { state: OrgActState | 'all'; page: number; onPage: (p: number) => void; onOpen: (id: number) => void }) {
  const query = usePageInRange(OrgActApi.useActListQuery({ ...(state === 'all' ? {} : { state }), pageNum: page, pageSize: PAGE_SIZE }), page);
  return (
    <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyText={t.noActs}>
      {(d) => (
        <>
          <Stack as="ul" gap="2" m="0" p="0">
            {d.list.map((a) => (
              <HStack as="li" key={a.id} listStyleType="none" justify="space-between" align="center" borderWidth="1px" borderRadius="md" p="3" gap="4" data-testid="act-row">
                <Stack gap="1" minW="0">
                  <Text fontWeight="semibold">{a.title}</Text>
                  <ActBadges act={a} />
                  <Text fontSize="sm" color="fg.muted">{`${actWhen(a)} · ${a.place} · ${a.orgName}`}</Text>
                </Stack>
                <Button size="sm" variant="outline" colorPalette="brand" flexShrink={0} onClick={() => onOpen(a.id)} aria-label={`${t.details}：${a.title}`}>
                  {t.details}
                </Button>
              </HStack>
            ))}
          </Stack>
          <Pager page={d.pageNum} pageSize={d.pageSize} total={d.total} onChange={onPage} />
        </>
      )}
    </QueryState>
  );
}
