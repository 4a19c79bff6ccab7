import { Button, List, Stack, Text } from '@chakra-ui/react';
import { STUDY_LEAVE_MAX, STUDY_LEAVE_MIN } from '@contract/centerGroup';
import { CenterGroupApi } from '@/api/centerGroup';
import { LeaveRequestDialog } from '@/components/leave/LeaveRequestDialog';
import { formatDate } from '@/lib/date';
import { actWhen } from '../ActRows';
import { SessionBadges } from './SessionList';
import { centerGroupTexts as t } from './texts';

const RULE = { min: STUDY_LEAVE_MIN, max: STUDY_LEAVE_MAX, hint: t.leaveReasonHint, done: t.leaveDone };

/** A session's detail: host, speakers, agenda and readings, my check-in and leave, the leave form before the start. */
export function SessionDialog({
  sessionId,
  onClose,
  onExperience,
}: {
  sessionId: number | null;
  onClose: () => void;
  onExperience: (id: number) => void;
}) {
  const detail = CenterGroupApi.useActivityDetailQuery({ activityId: sessionId ?? 0 }, { skip: sessionId === null });
  const data = detail.currentData && detail.currentData.id === sessionId ? detail.currentData : null;
  const [askLeave, asking] = CenterGroupApi.useActivityLeaveMutation();
  const mayWrite =
    data !== null && data.state !== 'upcoming' && (data.checkedIn || data.leaveState === 'approved' || data.experienceState !== 'none');

  return (
    <LeaveRequestDialog
      open={sessionId !== null}
      onClose={onClose}
      title={data ? data.theme : t.detailTitle}
      failed={detail.isError}
      error={detail.error}
      data={data}
      testId="study-detail"
      leave={data?.leave}
      rule={RULE}
      sendLeave={(id, reason) => askLeave({ activityId: id, reason }).unwrap()}
      sending={asking.isLoading}
      actions={(d) =>
        mayWrite ? (
          <Button variant="outline" colorPalette="brand" onClick={() => onExperience(d.id)}>
            {d.experienceState === 'submitted' ? t.viewExperience : t.writeExperience}
          </Button>
        ) : null
      }
    >
      {(d) => (
        <>
          <SessionBadges session={d} />
          <Text>{`${t.time}：${actWhen(d)}`}</Text>
          <Text>{`${t.place}：${d.place}`}</Text>
          <Text>{`${t.host}：${d.host}`}</Text>
          {d.speakers.length > 0 ? <Text>{`${t.speakers}：${d.speakers.join('、')}`}</Text> : null}
          <Stack gap="1">
            <Text fontWeight="semibold">{t.readings}</Text>
            {d.readings.length > 0 ? (
              <List.Root as="ol" ps="5" gap="1" data-testid="study-readings">
                {d.readings.map((r, i) => (
                  <List.Item key={i}>{r}</List.Item>
                ))}
              </List.Root>
            ) : (
              <Text color="fg.muted">{t.noReadings}</Text>
            )}
          </Stack>
          {d.agenda ? (
            <Stack gap="1">
              <Text fontWeight="semibold">{t.agenda}</Text>
              <Text whiteSpace="pre-wrap" bg="bg.muted" p="3" borderRadius="md">
                {d.agenda}
              </Text>
            </Stack>
          ) : null}
          {d.state !== 'upcoming' ? (
            <Text>{`${t.myCheckIn}：${d.checkedInAt ? formatDate(d.checkedInAt, 'YYYY-MM-DD HH:mm') : t.notCheckedIn}`}</Text>
          ) : null}
        </>
      )}
    </LeaveRequestDialog>
  );
}
