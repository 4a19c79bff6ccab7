import type { BranchAttendance, MemberAttendance } from '@contract/meeting';
import { buildCsv } from '@/lib/csv';
import { meetingTexts as t } from './texts';

// The attendance figures of a period as Excel opens them: one line per member, or per organisation.

const h = t.statsHeads;
const tally = (r: MemberAttendance | BranchAttendance) => [r.invited, r.present, r.late, r.leave, r.absent, t.rate(r.rate)];

export const membersCsv = (rows: readonly MemberAttendance[]): string =>
  buildCsv(
    [h.name, h.account, h.branch, h.invited, h.present, h.late, h.leave, h.absent, h.rate],
    rows.map((r) => [r.name, r.account, r.branchName, ...tally(r)]),
  );

export const branchesCsv = (rows: readonly BranchAttendance[]): string =>
  buildCsv(
    [h.org, h.meetings, h.invited, h.present, h.late, h.leave, h.absent, h.rate],
    rows.map((r) => [r.name, r.meetings, ...tally(r)]),
  );
