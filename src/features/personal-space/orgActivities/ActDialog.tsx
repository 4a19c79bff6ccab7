import { Stack, Text } from '@chakra-ui/react';
import { LEAVE_REASON_MAX, LEAVE_REASON_MIN } from '@contract/orgAct';
import { OrgActApi } from '@/api/orgAct';
import { LeaveRequestDialog } from '@/components/leave/LeaveRequestDialog';
import { ActBadges } from './ActList';
import { actWhen } from './ActRows';
import { orgActTexts as t } from './texts';

const RULE = { min: LEAVE_REASON_MIN, max: LEAVE_REASON_MAX, hint: t.leaveReasonHint, done: t.leaveDone };

/** An activity's detail: agenda, my attendance and leave, and the leave form before the start. */
export function ActDialog({ actId, onClose }: { actId: number | null; onClose: () => void }) {
  const detail = OrgActApi.useActDetailQuery({ actId: actId ?? 0 }, { skip: actId === null });
  const data = detail.currentData && detail.currentData.id === actId ? detail.currentData : null;
  const [askLeave, asking] = OrgActApi.useActLeaveMutation();

  return (
    <LeaveRequestDialog
      open={actId !== null}
      onClose={onClose}
      title={data ? data.title : t.detailTitle}
      failed={detail.isError}
      error={detail.error}
      data={data}
      testId="act-detail"
      leave={data?.leave}
      rule={RULE}
      sendLeave={(id, reason) => askLeave({ actId: id, reason }).unwrap()}
      sending={asking.isLoading}
    >
      {(d) => (
        <>
          <ActBadges act={d} />
          <Text>{`${t.time}：${actWhen(d)}`}</Text>
          <Text>{`${t.place}：${d.place}`}</Text>
          <Text>{`${t.org}：${d.orgName} · ${t.organizer}：${d.organizer}`}</Text>
          <Stack gap="1">
            <Text fontWeight="semibold">{t.agenda}</Text>
            <Text whiteSpace="pre-wrap" bg="bg.muted" p="3" borderRadius="md">
              {d.agenda}
            </Text>
          </Stack>
        </>
      )}
    </LeaveRequestDialog>
  );
}
