import { sql } from 'kysely';
import { countChars } from '../../../contract/charCount';
import { MEND_NOTE_MAX, MEND_NOTE_MIN, type MendCounts, type MendItem, type MendState } from '../../../contract/partyIndex';
import { inTransaction, type Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { offsetOf } from '../cms/listing';
import { parseImages } from '../base/ownImages';
import { openReview } from '../review/items';

// A learner's make-up records (补学记录): one per organisation-life activity (org_act) they were
// absent from or on leave for, written by the branch with what to do and by when. The learner sees
// only their own, and may report once, while 待补学 and before the deadline, what they did (a
// note of MEND_NOTE_MIN–MEND_NOTE_MAX characters as countChars counts them, room for the
// 不少于 500 字 study notes branches ask for; one conditional update decides, so simultaneous
// reports count once, and opens the record's review item in the same transaction); the branch
// then confirms it, or returns it: pending again with the reason (confirm_comment) and a
// confirmed_at, which marks it returned and lets the learner report again even past the deadline
// (a return the learner could not answer would leave the record open for good). A record whose
// attendance is no longer 缺席/请假 (corrected) is not shown.

export const NO_MEND = '补学记录不存在';
export const MEND = {
  short: (n: number) => `补学情况至少 ${MEND_NOTE_MIN} 字，当前 ${n} 字，请写明补学方式、内容和体会`,
  long: (n: number) => `补学情况最多 ${MEND_NOTE_MAX} 字，当前 ${n} 字，请删减后再提交`,
  done: '该补学记录已提交，不能重复提交',
  confirmed: '该补学记录已由党支部确认，不能再修改',
  late: '已过补学截止时间，请联系所在党支部',
} as const;

const mends = (db: Db, userId: number) =>
  db
    .selectFrom('orgActMend as m')
    .innerJoin('orgAct as a', 'a.id', 'm.actId')
    .innerJoin('orgUnit as o', 'o.id', 'a.orgId')
    .innerJoin('orgActAttendance as r', (j) => j.onRef('r.actId', '=', 'm.actId').onRef('r.userId', '=', 'm.userId'))
    .where('m.userId', '=', userId)
    .where('r.status', 'in', ['absent', 'leave']);

const fields = [
  'm.id',
  'm.actId',
  'a.title as actTitle',
  'a.category as actCategory',
  'o.name as orgName',
  'a.startTime as actStartTime',
  'r.status as reason',
  'm.requirement',
  'a.minutes',
  'a.recordingUrl',
  'a.photos',
  'm.deadline',
  'm.state',
  'm.note',
  'm.submittedAt',
  'm.confirmedBy',
  'm.confirmComment',
  'm.confirmedAt',
] as const;
const withFields = (db: Db, userId: number) => mends(db, userId).select(fields);
type MendRow = Awaited<ReturnType<ReturnType<typeof withFields>['execute']>>[number];

/** pending with a verdict on it: the branch sent the report back (review/kinds/mend.ts) */
const isReturned = (r: { state: MendState; confirmedAt: string | null }) => r.state === 'pending' && r.confirmedAt !== null;

function toItem(r: MendRow, nowIso: string): MendItem {
  const returned = isReturned(r);
  const open = r.state === 'pending';
  return {
    id: r.id,
    actId: r.actId,
    actTitle: r.actTitle,
    actCategory: r.actCategory,
    orgName: r.orgName,
    actStartTime: r.actStartTime,
    reason: r.reason === 'leave' ? 'leave' : 'absent',
    requirement: r.requirement,
    minutes: r.minutes,
    recordingUrl: r.recordingUrl,
    photos: parseImages(r.photos),
    deadline: r.deadline,
    state: r.state,
    returned,
    overdue: open && !returned && nowIso >= r.deadline,
    canSubmit: open && (returned || nowIso < r.deadline),
    note: r.note,
    submittedAt: r.submittedAt ?? null,
    confirmedBy: r.confirmedBy,
    confirmComment: r.confirmComment,
    confirmedAt: r.confirmedAt ?? null,
  };
}

export async function mendPage(
  db: Db,
  userId: number,
  q: { state?: MendState; pageNum: number; pageSize: number },
  nowIso: string,
): Promise<{ list: MendItem[]; total: number; pageNum: number; pageSize: number; counts: MendCounts }> {
  const byState = await mends(db, userId)
    .select((eb) => ['m.state', eb.fn.countAll<number>().as('n')])
    .groupBy('m.state')
    .execute();
  const counts: MendCounts = { pending: 0, done: 0, confirmed: 0 };
  for (const row of byState) if (row.state in counts) counts[row.state] = Number(row.n);
  let base = withFields(db, userId);
  if (q.state) base = base.where('m.state', '=', q.state);
  const total = q.state ? counts[q.state] : counts.pending + counts.done + counts.confirmed;
  // 待补学 first, the nearest deadline first; then the rest, the latest activity first
  const rank = sql`case ${sql.ref('m.state')} when 'pending' then 0 when 'done' then 1 else 2 end`;
  const due = sql`case when ${sql.ref('m.state')} = 'pending' then ${sql.ref('m.deadline')} else '' end`;
  const rows = await base
    .orderBy(rank)
    .orderBy(due)
    .orderBy('a.startTime', 'desc')
    .orderBy('m.id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .execute();
  return { list: rows.map((r) => toItem(r, nowIso)), total, pageNum: q.pageNum, pageSize: q.pageSize, counts };
}

async function ownMend(db: Db, userId: number, mendId: number, nowIso: string): Promise<MendItem> {
  const row = await withFields(db, userId).where('m.id', '=', mendId).executeTakeFirst();
  if (!row) throw fail(NO_MEND);
  return toItem(row, nowIso);
}

/** Once, while pending and before the deadline (or returned): one conditional update decides between simultaneous reports. */
export async function submitMend(db: Db, userId: number, body: { mendId: number; note: string }, nowIso: string): Promise<MendItem> {
  const note = body.note.trim();
  const mine = await ownMend(db, userId, body.mendId, nowIso);
  const length = countChars(note);
  if (length < MEND_NOTE_MIN) throw fail(MEND.short(length));
  if (length > MEND_NOTE_MAX) throw fail(MEND.long(length));
  const won = await inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('orgActMend')
      // a report again after a return: the return is history (its review item), no longer the record's
      .set({ state: 'done', note, submittedAt: nowIso, confirmedBy: '', confirmComment: '', confirmedAt: null })
      .where('id', '=', body.mendId)
      .where('userId', '=', userId)
      .where('state', '=', 'pending')
      .where((eb) => eb.or([eb('deadline', '>', nowIso), eb('confirmedAt', 'is not', null)]))
      .returning('id')
      .executeTakeFirst();
    if (row) await openReview(trx, { kind: 'mend', source: 'orgActMend', refId: row.id, userId, title: mine.actTitle, at: nowIso });
    return row;
  });
  if (!won) {
    const now = await ownMend(db, userId, body.mendId, nowIso).catch(() => mine);
    throw fail(now.state === 'confirmed' ? MEND.confirmed : now.state === 'done' ? MEND.done : MEND.late);
  }
  return ownMend(db, userId, body.mendId, nowIso);
}
