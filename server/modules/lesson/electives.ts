import type { Res } from '../../../contract';
import { fail } from '../../lib/errors';
import { inTransaction, lockKey, type Db } from '../../db/transaction';
import { countedPicks, pickedLessons, stagePlan } from './stagePlan';

// Picking and dropping electives. `selected` is the state the learner wants, so a double click
// changes nothing the second time. The cap is checked and the pick written inside one
// transaction holding the learner's lock: two picks at once (two tabs, a double click) are
// serialised and the second one sees the first.

type Selection = Res<'lesson', 'selectVideo'>;

/** Seconds the learner has been credited on the lesson's videos. */
async function creditedOn(db: Db, userId: number, lessonId: number): Promise<number> {
  const row = await db
    .selectFrom('videoProgress as p')
    .innerJoin('lessonVideo as v', 'v.id', 'p.videoId')
    .select((eb) => eb.fn.sum<number>('p.credited').as('credited'))
    .where('p.userId', '=', userId)
    .where('v.lessonId', '=', lessonId)
    .executeTakeFirst();
  return Number(row?.credited ?? 0);
}

export async function selectElective(
  db: Db,
  userId: number,
  body: { lessonId: number; selected: boolean },
  nowIso: string,
): Promise<Selection> {
  const { lessonId, selected } = body;
  return inTransaction(db, async (trx) => {
    await lockKey(trx, `lesson-selection:${userId}`);
    const lesson = await trx.selectFrom('lesson').select('id').where('id', '=', lessonId).executeTakeFirst();
    if (!lesson) throw fail('课程不存在或已下架');
    const plan = await stagePlan(trx, userId);
    const picked = await pickedLessons(trx, userId);
    const answer = (now: number[]): Selection => ({
      lessonId,
      selected: now.includes(lessonId),
      selectedCount: countedPicks(plan, now),
      cap: plan.cap,
    });
    if (selected) {
      if (picked.includes(lessonId)) return answer(picked);
      if (plan.required.includes(lessonId)) throw fail('该课程是本阶段的必修课，无需选课');
      if (!plan.electives.includes(lessonId)) throw fail('该课程不是本阶段开设的选修课，不能选课');
      if (plan.cap !== null && countedPicks(plan, picked) >= plan.cap) {
        throw fail(`本阶段最多可选 ${plan.cap} 门选修课，请先退选其他课程`);
      }
      await trx.insertInto('lessonSelection').values({ userId, lessonId, selectedAt: nowIso }).execute();
      return answer([...picked, lessonId]);
    }
    if (!picked.includes(lessonId)) return answer(picked);
    if ((await creditedOn(trx, userId, lessonId)) > 0) throw fail('已开始学习的课程不能退选');
    await trx.deleteFrom('lessonSelection').where('userId', '=', userId).where('lessonId', '=', lessonId).execute();
    return answer(picked.filter((id) => id !== lessonId));
  });
}
