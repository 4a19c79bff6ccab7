import type { AttendanceRow, MeetingDetail } from '@contract/meeting';
import { buildCsv } from '@/lib/csv';
import { beijingDay, formatBeijing } from '../beijingTime';
import { meetingTexts as t } from './texts';

/** One meeting's attendance as Excel opens it: one line per person expected. */
export function attendanceCsv(rows: readonly AttendanceRow[]): string {
  return buildCsv(
    t.csvHeads,
    rows.map((r) => [
      r.name,
      r.account,
      r.orgName,
      t.attendanceStates[r.state],
      formatBeijing(r.checkedInAt, { seconds: true }),
      r.byHand ? t.yes : '',
      r.leaveState ? t.leaveStates[r.leaveState] : '',
    ]),
  );
}

/** 2026-12-03-主题党日：参观校史馆-出席情况.csv, without characters a file system refuses. */
export function attendanceCsvName(m: Pick<MeetingDetail, 'startAt' | 'title'>): string {
  const safe = m.title.replace(/[\\/:*?"<>|\r\n\t]/g, '_').slice(0, 50);
  return `${beijingDay(new Date(m.startAt))}-${safe}-${t.attendanceTitle}.csv`;
}
