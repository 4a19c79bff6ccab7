import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { LEAVE_REASON_MAX, LEAVE_REASON_MIN } from '@contract/activity';
import { ActivityApi } from '@/api/activity';
import { LeaveRequestDialog } from '@/components/leave/LeaveRequestDialog';
import { formatDate } from '@/lib/date';
import { activityTexts as t } from './texts';

const at = (iso: string) => formatDate(iso, 'YYYY-MM-DD HH:mm');
const RULE = { min: LEAVE_REASON_MIN, max: LEAVE_REASON_MAX, hint: t.leaveReasonHint, done: t.leaveDone };

/** An activity's detail with what the learner may do now: sign up, cancel, ask for leave. */
export function ActivityDialog({ activityId, onClose }: { activityId: number | null; onClose: () => void }) {
  const detail = ActivityApi.useActivityDetailQuery({ activityId: activityId ?? 0 }, { skip: activityId === null });
  const data = detail.currentData && detail.currentData.id === activityId ? detail.currentData : null;
  const leaveQuery = ActivityApi.useProjectLeaveDetailQuery({ activityId: activityId ?? 0 }, { skip: !data?.leaveState });
  // currentData, and only while the activity has a leave: `data` is the last answer for any
  // activity, so a skipped lookup would show the previous activity's leave in this one
  const leave = data?.leaveState && leaveQuery.currentData?.activityId === activityId ? leaveQuery.currentData : undefined;
  const [baoMing, signing] = ActivityApi.useBaoMingMutation();
  const [askLeave, asking] = ActivityApi.useProjectLeaveMutation();

  return (
    <LeaveRequestDialog
      open={activityId !== null}
      onClose={onClose}
      title={data ? data.title : t.detailTitle}
      size="md"
      failed={detail.isError}
      error={detail.error}
      data={data}
      testId="activity-detail"
      leave={leave}
      rule={RULE}
      sendLeave={(id, reason) => askLeave({ activityId: id, reason }).unwrap()}
      sending={asking.isLoading}
      actions={(d, run) => (
        <>
          {d.state === 'open' && !d.signedUp ? (
            <Button
              minH={{ base: '44px', md: 'auto' }}
              colorPalette="brand"
              loading={signing.isLoading}
              onClick={() => void run(() => baoMing({ activityId: d.id }).unwrap(), t.signedDone)}
            >
              {t.signUp}
            </Button>
          ) : null}
          {d.canCancel ? (
            <Button
              minH={{ base: '44px', md: 'auto' }}
              variant="outline"
              colorPalette="brand"
              loading={signing.isLoading}
              onClick={() => void run(() => baoMing({ activityId: d.id, cancel: true }).unwrap(), t.cancelDone)}
            >
              {t.cancel}
            </Button>
          ) : null}
        </>
      )}
    >
      {(d) => (
        <>
          <HStack gap="2" wrap="wrap">
            <Badge variant="outline" colorPalette="brand">
              {d.category}
            </Badge>
            <Badge>{t.states[d.state]}</Badge>
            {d.signedUp ? (
              <Badge colorPalette="green" variant="solid">
                {t.signedUp}
              </Badge>
            ) : null}
          </HStack>
          <Text>{`${t.time}：${at(d.startTime)} – ${formatDate(d.endTime, 'HH:mm')}`}</Text>
          <Text>{`${t.place}：${d.place}`}</Text>
          <Text>{`${t.organizerLabel}：${d.organizer}`}</Text>
          <Text>{`${t.seats(d.signedCount, d.capacity)}，${t.deadline(at(d.signupDeadline))}`}</Text>
          <Text whiteSpace="pre-wrap" bg="bg.muted" p="3" borderRadius="md">
            {d.content}
          </Text>
        </>
      )}
    </LeaveRequestDialog>
  );
}
