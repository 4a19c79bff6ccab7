import { fail } from '../../../lib/errors';
import type { SourceAdapter } from './types';

// 补学: a learner's report of the make-up for an organisation-life activity they missed (ref =
// org_act_mend.id). An approval confirms it (confirmed, who and when); a return puts it back to
// 待补学 with the reason, marked returned by its confirmed_at (partyIndex/mends.ts): the learner
// redoes it and reports again, which opens a new item.

export const mendAdapter: SourceAdapter = {
  source: 'orgActMend',
  async handedIn(db, item) {
    const row = await db
      .selectFrom('orgActMend as m')
      .innerJoin('orgAct as a', 'a.id', 'm.actId')
      .select(['a.title', 'a.startTime', 'm.requirement', 'm.note'])
      .where('m.id', '=', item.refId)
      .where('m.userId', '=', item.userId)
      .executeTakeFirst();
    if (!row) return [];
    return [
      { label: '活动', text: row.title, files: [] },
      { label: '补学要求', text: row.requirement, files: [] },
      { label: '补学情况', text: row.note, files: [] },
    ];
  },
  async apply(trx, item, v) {
    const done = await trx
      .updateTable('orgActMend')
      .set({
        state: v.verdict === 'approve' ? 'confirmed' : 'pending',
        confirmedBy: v.reviewerName,
        confirmComment: v.reason,
        confirmedAt: v.at,
      })
      .where('id', '=', item.refId)
      .where('userId', '=', item.userId)
      .where('state', '=', 'done')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw fail('学员的补学记录已不在待审核状态');
  },
  // the make-up list shows the verdict; a returned one is back among its 待补学, so no to-do message
  async link() {
    return { path: '/personal-space/workbenches/activity?tab=mends', actionText: '查看' };
  },
};
