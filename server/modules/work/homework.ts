import type { PageOf } from '../../../contract/common';
import type { HomeworkItem, HomeworkState, HomeworkTab, HomeworkTabCount, WorkStatus } from '../../../contract/work';
import type { Db } from '../../db/transaction';
import { beijingDate } from '../../lib/beijingDate';
import { clock } from '../../lib/clock';
import { memberTopics } from '../topic/access';

// The learner's homework in one list: each topic's write-up (when the topic asks for one) and each
// practice record. A learner has a handful, so the list is built whole and then filtered and paged.

const TAB_NAMES: Record<HomeworkTab, string> = { all: '全部', todo: '待完成', submitted: '已提交', reviewed: '已批阅' };
/** still to be handed in: not begun, a draft, or sent back to be corrected */
const isOpen = (s: HomeworkState) => s === 'todo' || s === 'draft' || s === 'returned';
/** the reviewer's comment: with a score, or the reason of a return */
const hasVerdict = (s: HomeworkState) => s === 'reviewed' || s === 'returned';
/** still to be done: not handed in and not past its deadline (an overdue one can no longer be handed in) */
const isDue = (i: HomeworkItem) => isOpen(i.state) && !i.overdue;
const inTab = (tab: HomeworkTab, i: HomeworkItem) => tab === 'all' || (tab === 'todo' ? isDue(i) : i.state === tab);

export async function experienceItems(db: Db, userId: number, nowIso: string): Promise<HomeworkItem[]> {
  const rows = await memberTopics(db, userId)
    .where('t.workTitle', '!=', '')
    .leftJoin('topicWork as w', (j) => j.onRef('w.topicId', '=', 't.id').on('w.userId', '=', userId))
    .select(['w.state', 'w.savedAt', 'w.submittedAt', 'w.score', 'w.comment'])
    .execute();
  return rows.map((r) => {
    const state: HomeworkState = r.state ?? 'todo';
    return {
      kind: 'experience',
      id: r.id,
      topicId: r.id,
      topicTitle: r.title,
      title: r.workTitle,
      state,
      deadline: r.workDeadline,
      overdue: isOpen(state) && r.workDeadline !== null && nowIso >= r.workDeadline,
      updatedAt: r.savedAt ?? null,
      submittedAt: r.submittedAt ?? null,
      score: r.score ?? null,
      comment: hasVerdict(state) ? (r.comment ?? '') : '',
    };
  });
}

/** A practice record may be written until its topic ends (writePractice): an open one of an ended topic is overdue. */
export async function practiceItems(db: Db, userId: number, nowIso: string = clock.iso()): Promise<HomeworkItem[]> {
  const today = beijingDate(new Date(nowIso));
  const rows = await db
    .selectFrom('practiceRecord as p')
    .innerJoin('topic as t', 't.id', 'p.topicId')
    .select([
      'p.id',
      'p.topicId',
      't.title as topicTitle',
      't.endDate',
      'p.title',
      'p.state',
      'p.savedAt',
      'p.submittedAt',
      'p.score',
      'p.comment',
    ])
    .where('p.userId', '=', userId)
    .orderBy('p.savedAt', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map((r) => ({
    kind: 'practice',
    id: r.id,
    topicId: r.topicId,
    topicTitle: r.topicTitle,
    title: r.title,
    state: r.state,
    deadline: null,
    overdue: isOpen(r.state) && today > r.endDate,
    updatedAt: r.savedAt,
    submittedAt: r.submittedAt,
    score: r.state === 'reviewed' ? r.score : null,
    comment: hasVerdict(r.state) ? r.comment : '',
  }));
}

/** Open work first (what is still due, nearest deadline first, overdue last), then the newest handed in. */
function byUrgency(a: HomeworkItem, b: HomeworkItem): number {
  const rank = (i: HomeworkItem) => (isOpen(i.state) ? (i.overdue ? 1 : 0) : 2);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (rank(a) === 0) return (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999') || a.id - b.id;
  return (b.submittedAt ?? b.updatedAt ?? '').localeCompare(a.submittedAt ?? a.updatedAt ?? '') || b.id - a.id;
}

const allItems = async (db: Db, userId: number, nowIso: string) =>
  [...(await experienceItems(db, userId, nowIso)), ...(await practiceItems(db, userId, nowIso))].sort(byUrgency);

export const pageOfItems = (items: HomeworkItem[], q: { pageNum: number; pageSize: number }): PageOf<HomeworkItem> => ({
  list: items.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize),
  total: items.length,
  pageNum: q.pageNum,
  pageSize: q.pageSize,
});

export async function jobPage(db: Db, userId: number, q: { tab?: HomeworkTab; pageNum: number; pageSize: number }, nowIso: string) {
  const items = (await allItems(db, userId, nowIso)).filter((i) => inTab(q.tab ?? 'all', i));
  return pageOfItems(items, q);
}

export async function homeworkTabs(db: Db, userId: number, nowIso: string): Promise<HomeworkTabCount[]> {
  const items = await allItems(db, userId, nowIso);
  return (Object.keys(TAB_NAMES) as HomeworkTab[]).map((key) => ({
    key,
    name: TAB_NAMES[key],
    count: items.filter((i) => inTab(key, i)).length,
  }));
}

export async function workStatus(db: Db, userId: number, nowIso: string): Promise<WorkStatus> {
  const items = await allItems(db, userId, nowIso);
  // todo and drafts count what can still be handed in; an overdue one is neither
  const count = (s: HomeworkState) => items.filter((i) => i.state === s && (!isOpen(s) || !i.overdue)).length;
  const due = items
    .filter((i) => i.kind === 'experience' && isDue(i) && i.deadline !== null)
    .sort((a, b) => (a.deadline ?? '').localeCompare(b.deadline ?? ''))[0];
  return {
    todo: count('todo'),
    drafts: count('draft') + count('returned'),
    submitted: count('submitted'),
    reviewed: count('reviewed'),
    next: due ? { topicId: due.topicId, topicTitle: due.topicTitle, title: due.title, deadline: due.deadline ?? '' } : null,
  };
}
