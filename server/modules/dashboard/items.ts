import { KIND_NAMES } from '../../../contract/review';
import type { Db } from '../../db/transaction';
import { beijingDate } from '../../lib/beijingDate';
import { offsetOf } from '../cms/listing';
import { overdueBefore } from '../review/queue';
import { scopedLearners, stageLabel, type DashboardScope } from './learners';

// Review items behind the 心得体会 and 逾期 figures: one row per item (a learner with two write-ups
// returned is two rows), of the learners the dashboard counts. 逾期 is review/queue's: pending and
// handed in before now less the configured days.

export type ItemFigure = 'writeupPending' | 'writeupReturned' | 'writeupApproved' | 'overdue';

const WRITEUP_STATE = { writeupPending: 'pending', writeupReturned: 'returned', writeupApproved: 'approved' } as const;

function itemsOf(db: Db, s: DashboardScope, figure: ItemFigure, now: Date, overdueDays: number) {
  const base = db
    .selectFrom('reviewItem as r')
    .innerJoin('user as u', 'u.id', 'r.userId')
    .where('r.userId', 'in', scopedLearners(db, s).select('u.id'));
  return figure === 'overdue'
    ? base.where('r.state', '=', 'pending').where('r.submittedAt', '<', overdueBefore(now, overdueDays))
    : base.where('r.kind', '=', 'experience').where('r.state', '=', WRITEUP_STATE[figure]);
}

export async function itemCount(db: Db, s: DashboardScope, figure: ItemFigure, now: Date, overdueDays: number): Promise<number> {
  const row = await itemsOf(db, s, figure, now, overdueDays)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function itemPeople(
  db: Db,
  s: DashboardScope,
  figure: ItemFigure,
  now: Date,
  overdueDays: number,
  pageNum: number,
  pageSize: number,
) {
  const rows = await itemsOf(db, s, figure, now, overdueDays)
    .leftJoin('orgUnit as b', 'b.id', 'u.orgId')
    .leftJoin('identity as i', 'i.id', 'u.identityId')
    .leftJoin('stage as st', 'st.id', 'u.stageId')
    .leftJoin('phase as ph', 'ph.id', 'st.phaseId')
    .select([
      'u.id',
      'u.account',
      'u.name',
      'b.name as branchName',
      'i.name as identityName',
      'st.name as stageName',
      'ph.name as phaseName',
      'r.kind',
      'r.title',
      'r.submittedAt',
    ])
    .orderBy('r.submittedAt')
    .orderBy('r.id')
    .limit(pageSize)
    .offset(offsetOf(pageNum, pageSize))
    .execute();
  return rows.map((r) => ({
    id: r.id,
    account: r.account,
    name: r.name,
    branchName: r.branchName ?? '',
    identityName: r.identityName ?? '',
    stageName: stageLabel(r.phaseName, r.stageName),
    // the overdue list mixes kinds: say which; the submission day in Beijing time tells how long it waited
    detail: `${figure === 'overdue' ? `${KIND_NAMES[r.kind]}：` : ''}${r.title}（${beijingDate(new Date(r.submittedAt))} 提交）`,
  }));
}
