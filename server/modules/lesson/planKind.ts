import type { LessonItem } from '../../../contract/lessonItem';
import type { Db } from '../../db/transaction';
import { planKindOf, stagePlan } from './stagePlan';

// What a lesson is FOR THIS LEARNER, for the 必修/选修 badge of the catalogue: required or an
// elective of their stage's plan (stage_lesson), nothing when the plan does not name it; without a
// plan, the lesson's own flag (as the course-learning screens count it, stagePlan.ts). The badge
// read the lesson's own flag alone, so a lesson outside the learner's plan showed 必修 while 课程学习
// did not count it, and an elective that 选课中心 did not offer showed 选修.

/** `items` with `planKind` set from the learner's plan. */
export async function withPlanKind<T extends LessonItem>(db: Db, userId: number, items: T[]): Promise<T[]> {
  if (items.length === 0) return items;
  const plan = await stagePlan(db, userId);
  return items.map((item) => ({ ...item, planKind: planKindOf(plan, item.id) }));
}
