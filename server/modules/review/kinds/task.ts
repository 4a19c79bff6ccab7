import { fail } from '../../../lib/errors';
import { fieldsOf, parseJson } from '../../task/tasks';
import type { SourceAdapter } from './types';

// 学习任务: a learner's submission to a topic's task (ref = the task, with the learner). An
// approval fixes it (approved); a return (rejected, the reason in comment) reopens it: the learner
// changes it and hands it in again, which opens a new item and closes the to-do the return sent.

export const taskAdapter: SourceAdapter = {
  source: 'taskSubmission',
  async handedIn(db, item) {
    const row = await db
      .selectFrom('taskSubmission as s')
      .innerJoin('topicTask as k', 'k.id', 's.taskId')
      .innerJoin('topic as t', 't.id', 'k.topicId')
      .selectAll('k')
      .select(['t.title as topicTitle', 's.data', 's.fileUrl', 's.fileName'])
      .where('s.taskId', '=', item.refId)
      .where('s.userId', '=', item.userId)
      .executeTakeFirst();
    if (!row) return [];
    const data = parseJson<Record<string, string>>(row.data, {});
    return [
      { label: '专题', text: row.topicTitle, files: [] },
      { label: '任务要求', text: row.description, files: [] },
      ...fieldsOf(row).map((f) => ({ label: f.label, text: data[f.key] ?? '', files: [] })),
      ...(row.fileUrl ? [{ label: '上传的文件', text: '', files: [{ name: row.fileName, url: row.fileUrl }] }] : []),
    ];
  },
  async apply(trx, item, v) {
    const done = await trx
      .updateTable('taskSubmission')
      .set({ state: v.verdict === 'approve' ? 'approved' : 'rejected', reviewer: v.reviewerName, comment: v.reason, reviewedAt: v.at })
      .where('taskId', '=', item.refId)
      .where('userId', '=', item.userId)
      .where('state', '=', 'open')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw fail('学员的学习任务已不在待审核状态');
  },
  async link(db, item, v) {
    const task = await db.selectFrom('topicTask').select('topicId').where('id', '=', item.refId).executeTakeFirst();
    const path = task ? `/index/special-training/${task.topicId}` : '/index/special-training';
    return v.verdict === 'approve'
      ? { path, actionText: '查看' }
      : { path, actionText: '查看', todo: { doneWhen: 'task', doneRef: item.refId } };
  },
};
