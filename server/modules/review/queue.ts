import { sql } from 'kysely';
import type { PageOf } from '../../../contract/common';
import { REVIEW_KINDS, type KindCount, type ReviewItem, type ReviewKind, type ReviewState } from '../../../contract/review';
import type { Db } from '../../db/transaction';
import { offsetOf, pageOf, titleContains } from '../cms/listing';
import { reviewScope, type Organiser } from '../organiser/scope';

// The queues an organiser reads: items of learners whose branch lies in the organiser's scope.
// The scope is applied in SQL (the learner's current branch), so a list, a count or a detail never
// shows anything outside it. Overdue (waiting longer than the configured days) comes first.

const DAY_MS = 24 * 60 * 60 * 1000;

export const overdueBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/** Items of learners in scope: the join and the scope condition every review query starts from. */
export function scopedItems(db: Db, o: Organiser) {
  const scope = [...reviewScope(o)];
  return db
    .selectFrom('reviewItem as r')
    .innerJoin('user as u', 'u.id', 'r.userId')
    .leftJoin('orgUnit as b', 'b.id', 'u.orgId')
    .where((eb) => (scope.length === 0 ? sql<boolean>`1 = 0` : eb('u.orgId', 'in', scope)));
}

export interface QueueQuery {
  kind: ReviewKind;
  state?: ReviewState;
  keyword?: string;
  branchId?: number;
  pageNum: number;
  pageSize: number;
}

export async function reviewQueue(db: Db, o: Organiser, q: QueueQuery, now: Date, overdueDays: number): Promise<PageOf<ReviewItem>> {
  const cutoff = overdueBefore(now, overdueDays);
  const keyword = q.keyword?.trim() ?? '';
  const base = scopedItems(db, o)
    .where('r.kind', '=', q.kind)
    .$if(q.state !== undefined, (w) => w.where('r.state', '=', q.state!))
    .$if(q.branchId !== undefined, (w) => w.where('u.orgId', '=', q.branchId!))
    .$if(keyword !== '', (w) =>
      w.where((eb) => eb.or([titleContains(keyword, 'u.name'), titleContains(keyword, 'u.account'), titleContains(keyword, 'r.title')])),
    );
  const overdue = sql<number>`case when r.state = 'pending' and r.submitted_at < ${cutoff} then 1 else 0 end`;
  const [rows, count] = await Promise.all([
    base
      .select([
        'r.id',
        'r.kind',
        'r.title',
        'r.submittedAt',
        'r.state',
        'r.decidedAt',
        'r.reviewerName',
        'u.name as learnerName',
        'u.account as learnerAccount',
        'b.name as branchName',
      ])
      .select(overdue.as('overdue'))
      .orderBy(overdue, 'desc')
      .orderBy(sql`case when r.state = 'pending' then 0 else 1 end`)
      .orderBy(sql`case when r.state = 'pending' then r.submitted_at end`, 'asc')
      .orderBy(sql`coalesce(r.decided_at, r.submitted_at)`, 'desc')
      .orderBy('r.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q.pageNum, q.pageSize))
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const list = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    learnerName: r.learnerName,
    learnerAccount: r.learnerAccount,
    branchName: r.branchName ?? '',
    submittedAt: r.submittedAt,
    state: r.state,
    overdue: Number(r.overdue) === 1,
    decidedAt: r.decidedAt,
    reviewerName: r.reviewerName,
  }));
  return pageOf(list, Number(count.n), q.pageNum, q.pageSize);
}

/** Pending and overdue counts of every kind, in scope. */
export async function reviewSummary(db: Db, o: Organiser, now: Date, overdueDays: number): Promise<KindCount[]> {
  const cutoff = overdueBefore(now, overdueDays);
  const rows = await scopedItems(db, o)
    .where('r.state', '=', 'pending')
    .select(['r.kind', (eb) => eb.fn.countAll<number | string>().as('pending')])
    .select(sql<number | string>`sum(case when r.submitted_at < ${cutoff} then 1 else 0 end)`.as('overdue'))
    .groupBy('r.kind')
    .execute();
  return REVIEW_KINDS.map((kind) => {
    const r = rows.find((x) => x.kind === kind);
    return { kind, pending: Number(r?.pending ?? 0), overdue: Number(r?.overdue ?? 0) };
  });
}
