import type { PendingTask } from '../../../../contract/centerWorkbench';
import type { Db } from '../../../db/transaction';
import type { Viewer } from '../../exam/cards';
import { doneTodos, jobKeyOf, type TodoRow } from '../todoDone';

// To-do messages on the workbench: every to-do whose condition is not met, read or not (reading
// closes nothing). Each names the job it is about (jobKey), so a job another source lists itself
// (the exam, the task, the 心得体会) is shown once, as that job.

export type TodoPending = PendingTask & { jobKey: string | null };

const isAppPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

export async function openTodoMessages(db: Db, viewer: Viewer, now: Date): Promise<TodoPending[]> {
  const rows = await db
    .selectFrom('messageRecipient as r')
    .innerJoin('message as m', 'm.id', 'r.messageId')
    .where('r.userId', '=', viewer.id)
    .where('m.kind', '=', 'todo')
    .select(['m.id', 'm.title', 'm.sender', 'm.dueAt', 'm.actionPath', 'm.actionText', 'm.doneWhen', 'm.doneRef'])
    .execute();
  const nowIso = now.toISOString();
  const done = await doneTodos(db, viewer, rows as TodoRow[], nowIso);
  return rows
    .filter((m) => !done.has(m.id))
    .map((m) => {
      // the button goes where the thing is done, as the message's own button does; else to the message
      const direct = m.actionText !== '' && isAppPath(m.actionPath);
      return {
        kind: 'message',
        key: `message:${m.id}`,
        title: m.title,
        source: m.sender,
        dueAt: m.dueAt,
        overdue: m.dueAt !== null && m.dueAt <= nowIso,
        path: direct ? m.actionPath : `/personal-space/notice/detail?id=${m.id}`,
        actionText: direct ? m.actionText : '查看',
        jobKey: jobKeyOf(m as TodoRow),
      };
    });
}
