import { sql } from 'kysely';
import type { TaskCard, TaskCheck, TaskDetail, TaskField, TaskReview, TaskState } from '../../../contract/task';
import { inTransaction, lockKey, type Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { beijingTime } from '../../lib/beijingDate';
import { openReview } from '../review/items';
import { memberTopics } from '../topic/access';
import type { SubmissionState } from './tables';
import { isIsoDate } from '../../lib/isoDate';

// A topic's tasks for one of its members: what each asks for, what the learner handed in, what is
// missing, the verdict. A change is kept as a draft or handed in for review (then nothing changes
// until the branch has reviewed it); an approved submission never changes.

export const NO_TASK = '任务不存在';
export const TASK_APPROVED = '任务已审核通过，不能再修改';
export const TASK_UNDER_REVIEW = '任务已提交，正在审核，审核期间不能修改';

type TaskRow = {
  id: number;
  topicId: number;
  title: string;
  description: string;
  needsFile: number;
  fileTypes: string;
  maxMb: number;
  fields: string;
  deadline: string | null;
};
type SubmissionRow = {
  fileUrl: string;
  fileName: string;
  fileSize: number;
  fileAt: string | null;
  data: string;
  state: SubmissionState;
  reviewer: string;
  comment: string;
  reviewedAt: string | null;
  updatedAt: string;
};

const taskColumns = [
  'k.id',
  'k.topicId',
  'k.title',
  'k.description',
  'k.needsFile',
  'k.fileTypes',
  'k.maxMb',
  'k.fields',
  'k.deadline',
] as const;

export const parseJson = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};
// a field stored before fields had a kind is text
export const fieldsOf = (t: TaskRow): TaskField[] =>
  parseJson<TaskField[]>(t.fields, []).map((f) => ({ ...f, kind: f.kind === 'date' ? 'date' : 'text' }));

export const typesOf = (t: TaskRow): string[] =>
  t.fileTypes
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
const dataOf = (s: SubmissionRow | undefined): Record<string, string> => (s ? parseJson<Record<string, string>>(s.data, {}) : {});

export const isClosed = (t: { deadline: string | null }, nowIso: string) => t.deadline !== null && nowIso >= t.deadline;

function missingOf(t: TaskRow, s: SubmissionRow | undefined): string[] {
  const out: string[] = [];
  if (t.needsFile === 1 && !s?.fileUrl) out.push('尚未上传文件');
  const data = dataOf(s);
  for (const f of fieldsOf(t)) if (f.required && !(data[f.key] ?? '').trim()) out.push(`请填写“${f.label}”`);
  return out;
}

function stateOf(t: TaskRow, s: SubmissionRow | undefined): TaskState {
  if (!s) return 'todo';
  if (s.state === 'approved' || s.state === 'rejected') return s.state;
  if (s.state === 'draft') return 'incomplete';
  return missingOf(t, s).length > 0 ? 'incomplete' : 'submitted';
}

function cardOf(t: TaskRow, s: SubmissionRow | undefined, nowIso: string): TaskCard {
  return {
    id: t.id,
    topicId: t.topicId,
    title: t.title,
    description: t.description,
    needsFile: t.needsFile === 1,
    fileTypes: typesOf(t),
    maxMb: t.maxMb,
    fields: fieldsOf(t),
    deadline: t.deadline,
    closed: isClosed(t, nowIso),
    state: stateOf(t, s),
  };
}

const submissions = (db: Db, userId: number) =>
  db
    .selectFrom('taskSubmission')
    .select(['taskId', 'fileUrl', 'fileName', 'fileSize', 'fileAt', 'data', 'state', 'reviewer', 'comment', 'reviewedAt', 'updatedAt'])
    .where('userId', '=', userId);

/** The topic's tasks with the learner's state, in order. */
export async function topicTasks(db: Db, userId: number, topicId: number, nowIso: string): Promise<TaskCard[]> {
  const tasks = await db
    .selectFrom('topicTask as k')
    .select(taskColumns)
    .where('k.topicId', '=', topicId)
    .orderBy('k.sort')
    .orderBy('k.id')
    .execute();
  if (tasks.length === 0) return [];
  const mine = await submissions(db, userId)
    .where(
      'taskId',
      'in',
      tasks.map((t) => t.id),
    )
    .execute();
  return tasks.map((t) =>
    cardOf(
      t,
      mine.find((s) => s.taskId === t.id),
      nowIso,
    ),
  );
}

/** Of `taskIds`, those the learner has handed in (awaiting review or approved; a rejected one is open again). */
export async function handedInTasks(db: Db, userId: number, taskIds: number[]): Promise<Set<number>> {
  if (taskIds.length === 0) return new Set();
  const tasks = await db.selectFrom('topicTask as k').select(taskColumns).where('k.id', 'in', taskIds).execute();
  const mine = await submissions(db, userId).where('taskId', 'in', taskIds).execute();
  const done = tasks.filter((t) =>
    ['submitted', 'approved'].includes(
      stateOf(
        t,
        mine.find((s) => s.taskId === t.id),
      ),
    ),
  );
  return new Set(done.map((t) => t.id));
}

/** The task when the learner is a member of its topic, else 任务不存在. */
export async function memberTask(db: Db, userId: number, taskId: number): Promise<TaskRow> {
  const row = await db.selectFrom('topicTask as k').select(taskColumns).where('k.id', '=', taskId).executeTakeFirst();
  const member = row && (await memberTopics(db, userId).where('t.id', '=', row.topicId).executeTakeFirst());
  if (!row || !member) throw fail(NO_TASK);
  return row;
}

const mySubmission = (db: Db, userId: number, taskId: number) => submissions(db, userId).where('taskId', '=', taskId).executeTakeFirst();

function reviewOf(s: SubmissionRow | undefined, state: TaskState): TaskReview | null {
  return s && (s.state === 'approved' || s.state === 'rejected')
    ? { state, reviewer: s.reviewer, comment: s.comment, reviewedAt: s.reviewedAt }
    : null;
}

export async function taskDetail(db: Db, userId: number, taskId: number, nowIso: string): Promise<TaskDetail> {
  const t = await memberTask(db, userId, taskId);
  const s = await mySubmission(db, userId, taskId);
  const card = cardOf(t, s, nowIso);
  return {
    ...card,
    file: s?.fileUrl ? { url: s.fileUrl, name: s.fileName, size: s.fileSize, uploadedAt: s.fileAt ?? s.updatedAt } : null,
    data: dataOf(s),
    missing: missingOf(t, s),
    review: reviewOf(s, card.state),
    editable: !card.closed && card.state !== 'approved' && card.state !== 'submitted',
  };
}

export async function checkTask(db: Db, userId: number, taskId: number): Promise<TaskCheck> {
  const t = await memberTask(db, userId, taskId);
  const missing = missingOf(t, await mySubmission(db, userId, taskId));
  return { complete: missing.length === 0, missing };
}

export async function taskReview(db: Db, userId: number, taskId: number): Promise<TaskReview> {
  const t = await memberTask(db, userId, taskId);
  const s = await mySubmission(db, userId, taskId);
  const state = stateOf(t, s);
  return reviewOf(s, state) ?? { state, reviewer: '', comment: '', reviewedAt: null };
}

/** Refuses a change after the deadline. */
export function checkOpen(t: TaskRow, nowIso: string): void {
  if (isClosed(t, nowIso)) throw fail(`任务已于 ${beijingTime(t.deadline ?? nowIso)} 截止提交`);
}

type FilePart = { fileUrl: string; fileName: string; fileSize: number; fileAt: string };
const NOTHING: SubmissionRow = {
  fileUrl: '',
  fileName: '',
  fileSize: 0,
  fileAt: null,
  data: '{}',
  state: 'draft',
  reviewer: '',
  comment: '',
  reviewedAt: null,
  updatedAt: '',
};

/**
 * Writes part of the learner's submission (the file, the form, or nothing new) and decides
 * whether it is handed in. `submit` false keeps a draft; true hands it in, refused while
 * something is missing; left out (programs written before drafts) hands it in once complete.
 * Refused once approved, and while awaiting review. One locked transaction per learner and task,
 * so two requests never both read the old state; a hand-in opens the task's review item in it.
 */
export async function writeSubmission(
  db: Db,
  userId: number,
  task: TaskRow,
  part: FilePart | { data: string } | null,
  submit: boolean | undefined,
  nowIso: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockKey(trx, `task-submission:${task.id}:${userId}`);
    const before = await mySubmission(trx, userId, task.id);
    if (before?.state === 'approved') throw fail(TASK_APPROVED);
    if (before && stateOf(task, before) === 'submitted') throw fail(TASK_UNDER_REVIEW);
    const missing = missingOf(task, { ...(before ?? NOTHING), ...part });
    if (submit === true && missing.length > 0) throw fail(`还不能提交，${missing.join('；')}`);
    const handIn = submit ?? missing.length === 0;
    // a saved change to a rejected submission keeps the verdict in view until it is handed in again
    const state: SubmissionState = handIn ? 'open' : before?.state === 'rejected' ? 'rejected' : 'draft';
    const res = await trx
      .insertInto('taskSubmission')
      .values({ taskId: task.id, userId, state, updatedAt: nowIso, ...part })
      .onConflict((oc) =>
        oc
          .columns(['taskId', 'userId'])
          .doUpdateSet({ ...part, state, updatedAt: nowIso })
          .where(sql<boolean>`task_submission.state <> 'approved'`),
      )
      .executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0) === 0) throw fail(TASK_APPROVED);
    if (handIn) await openReview(trx, { kind: 'task', source: 'taskSubmission', refId: task.id, userId, title: task.title, at: nowIso });
  });
}

/** The form as stored: only the task's fields, each within its length; blanks kept out. */
export function cleanData(t: TaskRow, data: Record<string, string>): Record<string, string> {
  const fields = fieldsOf(t);
  if (fields.length === 0) throw fail('该任务没有需要填写的表单');
  const out: Record<string, string> = {};
  for (const [key, raw] of Object.entries(data)) {
    const f = fields.find((x) => x.key === key);
    if (!f) throw fail('表单中有该任务没有的字段，请刷新后再填写');
    const value = raw.trim();
    if (f.kind === 'date' && value !== '' && !isIsoDate(value))
      throw fail(`“${f.label}”不是有效日期，请用日期选择器选择（格式如 2026-03-15）`);
    if ([...value].length > f.maxLength) throw fail(`“${f.label}”最多 ${f.maxLength} 字`);
    if (value !== '') out[key] = value;
  }
  return out;
}
