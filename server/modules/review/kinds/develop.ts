import { fail } from '../../../lib/errors';
import { DOCS } from '../../develop/docs';
import { parseFields } from '../../develop/steps';
import type { SourceAdapter } from './types';

// 入党材料: one hand-in of a step of the learner's 入党 road (ref = develop_submission.id). The
// verdict lands on the hand-in (what the road's record list shows) and on the step: approved is
// done and lets the documents after it be handed in; returned is open again, the reason above the
// text, and handing it in again makes a new submission and a new item.

export const developAdapter: SourceAdapter = {
  source: 'developSubmission',
  async handedIn(db, item) {
    const row = await db
      .selectFrom('developSubmission as s')
      .innerJoin('developStep as st', 'st.id', 's.stepId')
      .select(['st.docCode', 'st.title', 'st.fields', 's.content', 's.charCount'])
      .where('s.id', '=', item.refId)
      .where('s.userId', '=', item.userId)
      .executeTakeFirst();
    if (!row) return [];
    const doc = DOCS[row.docCode];
    const filled = parseFields(row.fields);
    return [
      { label: '文书', text: `${doc.name}：${row.title}`, files: [] },
      ...doc.fields.map((d) => ({ label: d.label, text: filled.find((f) => f.key === d.key)?.value ?? '', files: [] })),
      { label: `正文（${row.charCount} 字）`, text: row.content, files: [] },
    ];
  },
  async apply(trx, item, v) {
    const verdict = v.verdict === 'approve' ? 'approved' : 'returned';
    const decided = await trx
      .updateTable('developSubmission')
      .set({ verdict, reviewer: v.reviewerName, comment: v.reason, reviewedAt: v.at })
      .where('id', '=', item.refId)
      .where('userId', '=', item.userId)
      .where('verdict', '=', 'pending')
      .returning('stepId')
      .executeTakeFirst();
    if (!decided) throw fail('学员的入党材料已不在待审核状态');
    const step = await trx
      .updateTable('developStep')
      .set({ state: verdict })
      .where('id', '=', decided.stepId)
      .where('userId', '=', item.userId)
      .where('state', '=', 'submitted')
      .executeTakeFirst();
    if (Number(step.numUpdatedRows) !== 1) throw fail('学员的入党材料已不在待审核状态');
  },
  // the road shows the step with the verdict and its reason; a returned step is among its open
  // documents on the workbench, so no to-do message is needed
  async link(db, item) {
    const row = await db.selectFrom('developSubmission').select('stepId').where('id', '=', item.refId).executeTakeFirst();
    return { path: `/personal-space/workbenches/rudang-apply${row ? `?step=${row.stepId}` : ''}`, actionText: '查看' };
  },
};
