import type { PageOf } from '../../../contract/common';
import { PENDING_KINDS, type PendingKind, type PendingTask, type TaskNums, type Workbench } from '../../../contract/centerWorkbench';
import type { Db } from '../../db/transaction';
import type { Viewer } from '../exam/cards';
import { studyInfo } from '../selfStudy/studyInfo';
import { loadUserInfo } from '../user/userInfo';
import { messageCounts, messagePage } from './messages';
import { pendingSources } from './pending/sources';

// The workbench: the learner's pending things from every source, counted and listed from the same
// gathering so the counts always match the list, soonest due first (no deadline last).

const UPCOMING = 5;
const LATEST_MESSAGES = 5;

const byDue = (a: PendingTask, b: PendingTask) =>
  (a.dueAt ?? '\uffff').localeCompare(b.dueAt ?? '\uffff') || a.key.localeCompare(b.key);

async function pending(db: Db, viewer: Viewer, now: Date, kinds: readonly PendingKind[] = PENDING_KINDS): Promise<PendingTask[]> {
  const lists = await Promise.all(kinds.map((k) => pendingSources[k].load(db, viewer, now)));
  return lists.flat().sort(byDue);
}

const numsOf = (items: PendingTask[]): TaskNums => ({
  total: items.length,
  kinds: PENDING_KINDS.map((kind) => ({ kind, name: pendingSources[kind].name, count: items.filter((i) => i.kind === kind).length })),
});

export async function taskNums(db: Db, viewer: Viewer, now: Date): Promise<TaskNums> {
  return numsOf(await pending(db, viewer, now));
}

export async function taskPage(db: Db, viewer: Viewer, q: { pageNum: number; pageSize: number; kind?: PendingKind }, now: Date): Promise<PageOf<PendingTask>> {
  const items = await pending(db, viewer, now, q.kind ? [q.kind] : PENDING_KINDS);
  const from = (q.pageNum - 1) * q.pageSize;
  return { list: items.slice(from, from + q.pageSize), total: items.length, pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function workbench(db: Db, viewer: Viewer, now: Date): Promise<Workbench> {
  const [info, study, counts, items, messages] = await Promise.all([
    loadUserInfo(db, viewer.id),
    studyInfo(db, viewer.id, now),
    messageCounts(db, viewer.id),
    pending(db, viewer, now),
    messagePage(db, viewer.id, { pageNum: 1, pageSize: LATEST_MESSAGES }),
  ]);
  return {
    user: { name: info.name, account: info.account, orgName: info.orgName, identityName: info.identityName, phaseName: info.phaseName, stageName: info.stageName },
    study: { today: study.today, week: study.week, total: study.total, lessonsCompleted: study.lessonsCompleted },
    unreadMessages: counts.unread,
    taskNums: numsOf(items),
    upcoming: items.slice(0, UPCOMING),
    latestMessages: messages.list,
  };
}
