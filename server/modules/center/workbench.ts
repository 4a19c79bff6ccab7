import type { PageOf } from '../../../contract/common';
import { PENDING_KINDS, type PendingKind, type PendingTask, type TaskNums, type Workbench } from '../../../contract/centerWorkbench';
import type { Db } from '../../db/transaction';
import type { Viewer } from '../exam/cards';
import { studyInfo } from '../selfStudy/studyInfo';
import { loadUserInfo } from '../user/userInfo';
import { messageCounts, messagePage } from './messages';
import { pendingSources } from './pending/sources';
import { openTodoMessages } from './pending/todoMessages';

// The workbench: the learner's pending things from every source, counted and listed from the same
// gathering so the counts always match the list: overdue ones (逾期) first, then soonest due first
// (no deadline last). A to-do message about a job another source lists is left out: each job once.

const UPCOMING = 5;
const LATEST_MESSAGES = 5;

const byDue = (a: PendingTask, b: PendingTask) =>
  Number(b.overdue) - Number(a.overdue) || (a.dueAt ?? '\uffff').localeCompare(b.dueAt ?? '\uffff') || a.key.localeCompare(b.key);

/** Every source is gathered even for one kind: whether a to-do message shows depends on the others. */
async function pending(db: Db, viewer: Viewer, now: Date, kind?: PendingKind): Promise<PendingTask[]> {
  const [todos, ...others] = await Promise.all([
    openTodoMessages(db, viewer, now),
    ...PENDING_KINDS.filter((k) => k !== 'message').map((k) => pendingSources[k].load(db, viewer, now)),
  ]);
  const jobs = others.flat();
  const listed = new Set(jobs.map((j) => j.key));
  const messages: PendingTask[] = todos.filter((m) => m.jobKey === null || !listed.has(m.jobKey)).map(({ jobKey: _job, ...item }) => item);
  return [...messages, ...jobs].filter((i) => kind === undefined || i.kind === kind).sort(byDue);
}

const numsOf = (items: PendingTask[]): TaskNums => ({
  total: items.length,
  kinds: PENDING_KINDS.map((kind) => ({ kind, name: pendingSources[kind].name, count: items.filter((i) => i.kind === kind).length })),
});

export async function taskNums(db: Db, viewer: Viewer, now: Date): Promise<TaskNums> {
  return numsOf(await pending(db, viewer, now));
}

export async function taskPage(
  db: Db,
  viewer: Viewer,
  q: { pageNum: number; pageSize: number; kind?: PendingKind },
  now: Date,
): Promise<PageOf<PendingTask>> {
  const items = await pending(db, viewer, now, q.kind);
  const from = (q.pageNum - 1) * q.pageSize;
  return { list: items.slice(from, from + q.pageSize), total: items.length, pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function workbench(db: Db, viewer: Viewer, now: Date): Promise<Workbench> {
  const [info, study, counts, items, messages] = await Promise.all([
    loadUserInfo(db, viewer.id),
    studyInfo(db, viewer.id, now),
    messageCounts(db, viewer.id),
    pending(db, viewer, now),
    messagePage(db, viewer, { pageNum: 1, pageSize: LATEST_MESSAGES }, now.toISOString()),
  ]);
  return {
    user: {
      name: info.name,
      account: info.account,
      orgName: info.orgName,
      identityName: info.identityName,
      phaseName: info.phaseName,
      stageName: info.stageName,
    },
    study: { today: study.today, week: study.week, total: study.total, lessonsCompleted: study.lessonsCompleted },
    unreadMessages: counts.unread,
    taskNums: numsOf(items),
    upcoming: items.slice(0, UPCOMING),
    latestMessages: messages.list,
  };
}
