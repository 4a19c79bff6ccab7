import type { PageOf } from '../../../contract/common';
import type { StudyStatus } from '../../../contract/lesson';
import type { CourseCenter, LessonGroup, LessonKind, StageLessonItem, StageLessons } from '../../../contract/lessonStage';
import type { Db } from '../../db/transaction';
import { lastVideo } from './continueVideo';
import { countedPicks, pickedLessons, planItems, stagePlan } from './stagePlan';

// What the course-learning screens show of the learner's plan: the landing, the stage's
// required lessons or electives, and "my lessons".

const round = (n: number): number => Math.round(n * 1000) / 1000;

/** Consecutive lessons of one tag together; the items come in tag order already. */
function byTag(items: StageLessonItem[]): LessonGroup[] {
  const groups: LessonGroup[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last?.tagId === item.tagId) last.lessons.push(item);
    else groups.push({ tagId: item.tagId, tagName: item.tagName, lessons: [item] });
  }
  return groups;
}

export async function courseCenter(db: Db, userId: number): Promise<CourseCenter> {
  const plan = await stagePlan(db, userId);
  const picked = await pickedLessons(db, userId);
  const required = await planItems(db, userId, plan.required, plan, picked);
  return {
    stage: plan.stage,
    groups: byTag(required),
    summary: {
      requiredCount: required.length,
      completedCount: required.filter((l) => l.status === 2).length,
      learningCount: required.filter((l) => l.status === 1).length,
      credited: round(required.reduce((sum, l) => sum + Math.min(l.credited, l.duration), 0)),
      duration: round(required.reduce((sum, l) => sum + l.duration, 0)),
    },
    electives: { offered: plan.electives.length, selectedCount: countedPicks(plan, picked), cap: plan.cap },
    continue: await lastVideo(db, userId),
  };
}

export async function stageLessons(db: Db, userId: number, kind: LessonKind = 'required'): Promise<StageLessons> {
  const plan = await stagePlan(db, userId);
  const picked = await pickedLessons(db, userId);
  const ids = kind === 'required' ? plan.required : plan.electives;
  return {
    stage: plan.stage,
    kind,
    quota: { selectedCount: countedPicks(plan, picked), cap: plan.cap },
    lessons: await planItems(db, userId, ids, plan, picked),
  };
}

/** Lessons with study on them: a credited second or a saved position on one of their videos. */
async function startedLessons(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('videoProgress as p')
    .innerJoin('lessonVideo as v', 'v.id', 'p.videoId')
    .select('v.lessonId')
    .distinct()
    .where('p.userId', '=', userId)
    .where((eb) => eb.or([eb('p.credited', '>', 0), eb('p.position', '>', 0)]))
    .execute();
  return rows.map((r) => r.lessonId);
}

/**
 * The learner's lessons: the stage's required ones, then the picked electives, then any other
 * lesson they started. A learner has a few dozen at most, so the status filter and the page
 * are applied to the computed list.
 */
export async function myLessons(
  db: Db,
  userId: number,
  q: { pageNum: number; pageSize: number; status?: StudyStatus },
): Promise<PageOf<StageLessonItem>> {
  const plan = await stagePlan(db, userId);
  const picked = await pickedLessons(db, userId);
  const ids = [...new Set([...plan.required, ...picked, ...(await startedLessons(db, userId))])];
  const rank = (l: StageLessonItem) => (l.required ? 0 : l.selected ? 1 : 2);
  const all = (await planItems(db, userId, ids, plan, picked)).sort((a, b) => rank(a) - rank(b));
  const list = q.status === undefined ? all : all.filter((l) => l.status === q.status);
  const from = (q.pageNum - 1) * q.pageSize;
  return { list: list.slice(from, from + q.pageSize), total: list.length, pageNum: q.pageNum, pageSize: q.pageSize };
}
