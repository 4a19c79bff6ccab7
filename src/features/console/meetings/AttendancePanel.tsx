import { Badge, Box, Button, HStack, NativeSelect, Table, Text } from '@chakra-ui/react';
import type { AttendanceRow, AttendanceState, MeetingDetail } from '@contract/meeting';
import { toastRequested } from '@/api/apiEvents';
import { errorMessage } from '@/api/errors';
import { MeetingApi } from '@/api/meeting';
import { QueryState } from '@/components/ListStates';
import { SectionPanel } from '@/components/SectionPanel';
import { saveTextFile } from '@/lib/saveFile';
import { useAppDispatch } from '@/store/hooks';
import { formatBeijing } from '../beijingTime';
import { attendanceCsv, attendanceCsvName } from './attendanceCsv';
import { meetingTexts as t } from './texts';

const STATES: AttendanceState[] = ['present', 'late', 'leave', 'absent'];
const PALETTE: Record<AttendanceState, string> = { present: 'green', late: 'orange', leave: 'blue', absent: 'gray' };

/**
 * 出席情况: everyone expected, how each stands (a check-in with its time, or what an organiser
 * set), their leave request, and a select to set it by hand (logged). Exported as CSV.
 */
export function AttendancePanel({ meeting, live }: { meeting: MeetingDetail; live: number }) {
  const list = MeetingApi.useAttendanceQuery({ meetingId: meeting.id }, { pollingInterval: live, refetchOnMountOrArgChange: true });
  const [mark, marking] = MeetingApi.useMarkMutation();
  const dispatch = useAppDispatch();
  const before = meeting.state === 'upcoming' || meeting.state === 'ongoing';
  const set = async (r: AttendanceRow, state: AttendanceState) => {
    try {
      await mark({ meetingId: meeting.id, userId: r.userId, state }).unwrap();
      dispatch(toastRequested({ type: 'success', title: t.marked(r.name, t.attendanceStates[state]) }));
    } catch (e) {
      dispatch(toastRequested({ type: 'error', title: errorMessage(e) }));
    }
  };
  return (
    <SectionPanel title={t.attendanceTitle}>
      <QueryState query={list} isEmpty={(d) => d.list.length === 0} skeletonRows={6}>
        {({ list: rows }) => {
          const count = (s: AttendanceState) => rows.filter((r) => r.state === s).length;
          return (
            <>
              <HStack justify="space-between" wrap="wrap" gap="2" mb="3">
                <Text fontSize="sm" color="fg.muted" data-testid="attendance-summary">
                  {t.summary(count('present') + count('late'), count('late'), count('leave'), count('absent'))}
                </Text>
                <Button size="sm" variant="outline" onClick={() => saveTextFile(attendanceCsv(rows), attendanceCsvName(meeting))}>
                  {t.exportCsv}
                </Button>
              </HStack>
              <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="white">
                <Table.Root size="sm" data-testid="attendance-table">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader whiteSpace="nowrap">{t.heads.name}</Table.ColumnHeader>
                      <Table.ColumnHeader whiteSpace="nowrap">{t.heads.account}</Table.ColumnHeader>
                      <Table.ColumnHeader whiteSpace="nowrap">{t.heads.state}</Table.ColumnHeader>
                      <Table.ColumnHeader whiteSpace="nowrap">{t.heads.checkedInAt}</Table.ColumnHeader>
                      <Table.ColumnHeader whiteSpace="nowrap">{t.heads.leave}</Table.ColumnHeader>
                      <Table.ColumnHeader whiteSpace="nowrap">{t.heads.mark}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {rows.map((r) => (
                      <Table.Row key={r.userId} data-testid="attendance-row">
                        <Table.Cell whiteSpace="nowrap">{r.name}</Table.Cell>
                        <Table.Cell whiteSpace="nowrap">{r.account}</Table.Cell>
                        <Table.Cell whiteSpace="nowrap">
                          <Badge colorPalette={PALETTE[r.state]}>
                            {r.state === 'absent' && before ? t.notArrived : t.attendanceStates[r.state]}
                          </Badge>
                          {r.byHand ? (
                            <Text as="span" fontSize="xs" color="fg.muted" ms="2">
                              {t.byHand}
                            </Text>
                          ) : null}
                        </Table.Cell>
                        <Table.Cell whiteSpace="nowrap">{formatBeijing(r.checkedInAt, { seconds: true }).slice(11)}</Table.Cell>
                        <Table.Cell whiteSpace="nowrap">{r.leaveState ? t.leaveStates[r.leaveState] : ''}</Table.Cell>
                        <Table.Cell>
                          <NativeSelect.Root size="sm" w="88px" disabled={marking.isLoading}>
                            <NativeSelect.Field
                              minH={{ base: '44px', md: 'auto' }}
                              aria-label={t.markLabel(r.name)}
                              value={r.state}
                              onChange={(e) => void set(r, e.target.value as AttendanceState)}
                            >
                              {STATES.map((s) => (
                                <option key={s} value={s}>
                                  {t.attendanceStates[s]}
                                </option>
                              ))}
                            </NativeSelect.Field>
                            <NativeSelect.Indicator />
                          </NativeSelect.Root>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            </>
          );
        }}
      </QueryState>
    </SectionPanel>
  );
}
