import { fail } from '../../../lib/errors';
import type { SourceAdapter } from './types';

// 心得体会: the topic's write-up (topic_work, one per learner and topic; ref = the topic). An
// approval records the score and comment; a return sends it back to the learner to correct and
// hand in again (state returned, editable, the reason shown above the text).

export const experienceAdapter: SourceAdapter = {
  source: 'topicWork',
  async handedIn(db, item) {
    const row = await db
      .selectFrom('topicWork as w')
      .innerJoin('topic as t', 't.id', 'w.topicId')
      .select(['t.title', 't.workTitle', 't.workPrompt', 'w.content', 'w.charCount'])
      .where('w.topicId', '=', item.refId)
      .where('w.userId', '=', item.userId)
      .executeTakeFirst();
    if (!row) return [];
    return [
      { label: '专题', text: row.title, files: [] },
      { label: '题目', text: [row.workTitle, row.workPrompt].filter(Boolean).join('\n'), files: [] },
      { label: `心得体会（${row.charCount} 字）`, text: row.content, files: [] },
    ];
  },
  async apply(trx, item, v) {
    const done = await trx
      .updateTable('topicWork')
      .set({
        state: v.verdict === 'approve' ? 'reviewed' : 'returned',
        reviewer: v.reviewerName,
        comment: v.reason,
        score: v.verdict === 'approve' ? v.score : null,
        reviewedAt: v.at,
      })
      .where('topicId', '=', item.refId)
      .where('userId', '=', item.userId)
      .where('state', '=', 'submitted')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw fail('学员的心得体会已不在待审核状态');
  },
  async link(_db, item, v) {
    const path = `/index/special-training/${item.refId}`;
    return v.verdict === 'approve'
      ? { path, actionText: '查看' }
      : { path, actionText: '去修改', todo: { doneWhen: 'work', doneRef: item.refId } };
  },
};
