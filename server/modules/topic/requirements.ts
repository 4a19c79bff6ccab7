import type { Requirement } from '../../../contract/topic';
import type { Db } from '../../db/transaction';
import { lessons, withProgress } from '../lesson/catalog';
import type { TopicRow } from './access';
import { readIds, topicMaterialKeys } from './materials';

// What completing a topic takes, computed from what the learner has done: every required lesson
// completed (study time decides), every material read, the exam passed, the write-up handed in.
// A topic without an exam or a write-up simply has no such line.

export const topicLessons = (db: Db, topicId: number) =>
  lessons(db)
    .innerJoin('topicLesson as tl', 'tl.lessonId', 'l.id')
    .where('tl.topicId', '=', topicId)
    .orderBy('tl.sort')
    .orderBy('l.id')
    .execute();

const line = (key: Requirement['key'], label: string, done: number, total: number, missing: string): Requirement => ({
  key,
  label,
  done,
  total,
  met: done >= total,
  missing: done >= total ? '' : missing,
});

export async function requirementsOf(db: Db, userId: number, topic: TopicRow): Promise<Requirement[]> {
  const out: Requirement[] = [];
  const lessonItems = await withProgress(db, userId, await topicLessons(db, topic.id));
  if (lessonItems.length > 0) {
    const done = lessonItems.filter((l) => l.status === 2).length;
    out.push(line('lessons', '学完必修课程', done, lessonItems.length, `还有 ${lessonItems.length - done} 门必修课未学完`));
  }
  const keys = await topicMaterialKeys(db, topic.id);
  if (keys.length > 0) {
    const done = (await readIds(db, userId, keys)).size;
    out.push(line('materials', '阅读学习资料', done, keys.length, `还有 ${keys.length - done} 份学习资料未学习`));
  }
  if (topic.examId !== null) {
    const passed = await db
      .selectFrom('examRecord')
      .select('id')
      .where('examId', '=', topic.examId)
      .where('userId', '=', userId)
      .where('status', '=', 'closed')
      .where('passed', '=', 1)
      .executeTakeFirst();
    out.push(line('exam', '通过结业考试', passed ? 1 : 0, 1, '结业考试尚未通过'));
  }
  if (topic.workTitle !== '') {
    const work = await db
      .selectFrom('topicWork')
      .select('state')
      .where('topicId', '=', topic.id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    const handedIn = work !== undefined && work.state !== 'draft';
    out.push(line('homework', '提交心得体会', handedIn ? 1 : 0, 1, work ? '心得体会还是草稿，尚未提交' : '心得体会尚未撰写'));
  }
  return out;
}

/** The share of the checklist done, 0-100: each line counts by its own fraction. */
export function progressOf(lines: readonly Requirement[]): number {
  if (lines.length === 0) return 0;
  const sum = lines.reduce((acc, r) => acc + (r.total === 0 ? 1 : Math.min(r.done, r.total) / r.total), 0);
  return Math.floor((sum / lines.length) * 100);
}

export const completedBy = (lines: readonly Requirement[]): boolean => lines.length > 0 && lines.every((r) => r.met);
