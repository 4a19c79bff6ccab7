import { fail } from '../../../lib/errors';
import { parseImages } from '../../base/ownImages';
import type { SourceAdapter } from './types';

// 实践记录: a practice record (ref = practice_record.id). An approval records the score and
// comment (state reviewed); a return sends it back with the reason (state returned): the learner
// corrects it and hands it in again, which opens a new item.

export const practiceAdapter: SourceAdapter = {
  source: 'practiceRecord',
  async handedIn(db, item) {
    const row = await db
      .selectFrom('practiceRecord as p')
      .innerJoin('topic as t', 't.id', 'p.topicId')
      .select(['t.title as topicTitle', 'p.title', 'p.practiceDate', 'p.place', 'p.content', 'p.images'])
      .where('p.id', '=', item.refId)
      .where('p.userId', '=', item.userId)
      .executeTakeFirst();
    if (!row) return [];
    const images = parseImages(row.images);
    return [
      { label: '专题', text: row.topicTitle, files: [] },
      { label: '实践主题', text: row.title, files: [] },
      { label: '实践日期', text: row.practiceDate, files: [] },
      { label: '实践地点', text: row.place, files: [] },
      { label: '实践内容', text: row.content, files: [] },
      ...(images.length > 0 ? [{ label: '照片', text: '', files: images.map((url, i) => ({ name: `照片 ${i + 1}`, url })) }] : []),
    ];
  },
  async apply(trx, item, v) {
    const done = await trx
      .updateTable('practiceRecord')
      .set({
        state: v.verdict === 'approve' ? 'reviewed' : 'returned',
        reviewer: v.reviewerName,
        comment: v.reason,
        score: v.verdict === 'approve' ? v.score : null,
        reviewedAt: v.at,
      })
      .where('id', '=', item.refId)
      .where('userId', '=', item.userId)
      .where('state', '=', 'submitted')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw fail('学员的实践记录已不在待审核状态');
  },
  // the homework screen lists the record with its verdict; a returned one is in its 待完成 tab
  // and on the workbench, so no to-do message is needed
  async link() {
    return { path: '/index/my/homework', actionText: '查看' };
  },
};
