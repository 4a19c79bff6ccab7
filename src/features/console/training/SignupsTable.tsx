import { Badge, Box, Button, Table, Text } from '@chakra-ui/react';
import type { SignupRow, TrainingActivityDetail } from '@contract/training';
import { toastRequested } from '@/api/apiEvents';
import { errorMessage } from '@/api/errors';
import { TrainingApi } from '@/api/training';
import { useAppDispatch } from '@/store/hooks';
import { formatBeijing } from '../beijingTime';
import { trainingTexts as t } from './texts';

/**
 * 报名名单: who signed up (cancelled ones last), their leave and check-in; once check-in has opened,
 * a signed-up learner without one can be marked present by hand (logged). Scrolls sideways on a phone.
 */
export function SignupsTable({ activity, list }: { activity: TrainingActivityDetail; list: SignupRow[] }) {
  const [mark, marking] = TrainingApi.useMarkMutation();
  const dispatch = useAppDispatch();
  const markable = activity.checkinOpen || activity.state === 'ended';
  const set = async (r: SignupRow) => {
    try {
      await mark({ activityId: activity.id, userId: r.userId }).unwrap();
      dispatch(toastRequested({ type: 'success', title: t.marked(r.name) }));
    } catch (e) {
      dispatch(toastRequested({ type: 'error', title: errorMessage(e) }));
    }
  };
  if (list.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        {t.noSignups}
      </Text>
    );
  const signed = list.filter((r) => r.status === 'signed');
  return (
    <>
      <Text fontSize="sm" color="fg.muted" mb="3" data-testid="signups-summary">
        {t.signupsSummary(
          signed.length,
          signed.filter((r) => r.checkedInAt).length,
          signed.filter((r) => r.leaveState === 'approved').length,
        )}
      </Text>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="white">
        <Table.Root size="sm" data-testid="signups-table">
          <Table.Header>
            <Table.Row>
              {Object.entries(t.signupHeads).map(([k, h]) => (
                <Table.ColumnHeader key={k} whiteSpace="nowrap">
                  {h}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.map((r) => (
              <Table.Row key={r.userId} data-testid="signup-row" color={r.status === 'cancelled' ? 'fg.muted' : undefined}>
                <Table.Cell whiteSpace="nowrap">{r.name}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{r.account}</Table.Cell>
                <Table.Cell minW="140px">{r.orgName}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <Badge colorPalette={r.status === 'signed' ? 'green' : 'gray'}>{t.signupStates[r.status]}</Badge>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{r.leaveState ? t.leaveStates[r.leaveState] : ''}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {formatBeijing(r.checkedInAt, { seconds: true })}
                  {r.byHand ? (
                    <Text as="span" fontSize="xs" color="fg.muted" ms="1">
                      {t.byHand}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  {markable && r.status === 'signed' && !r.checkedInAt ? (
                    <Button
                      size="xs"
                      variant="outline"
                      minH={{ base: '44px', md: 'auto' }}
                      disabled={marking.isLoading}
                      aria-label={t.markLabel(r.name)}
                      onClick={() => void set(r)}
                    >
                      {t.mark}
                    </Button>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </>
  );
}
