import type { Req } from '../../../contract';
import { TRAINING_SESSION_MAX_HOURS } from '../../../contract/training';
import { inTransaction, type Db } from '../../db/transaction';
import { beijingDate } from '../../lib/beijingDate';
import { fail } from '../../lib/errors';
import { appendAudit } from '../audit/chain';
import { roleLineFor } from '../organiser/scope';
import { actorOf } from '../roster/target';
import { projectInScope, type Trainer } from './scope';

// Adding a session to a class: it ends after it starts, lasts at most 12 hours, falls within the
// class's dates (Beijing days), is not over yet, and sign-up closes before it starts and after now
// (a session nobody can sign up for helps no one). The capacity's lower bound (1) is the schema's.

export const CREATE_ACTIVITY = {
  badTime: '时间格式不正确，请重新选择开始、结束和报名截止时间',
  blankTitle: '请填写活动名称',
  blankPlace: '请填写活动地点',
  endFirst: '结束时间应晚于开始时间',
  tooLong: `一次活动不能超过 ${TRAINING_SESSION_MAX_HOURS} 小时，请检查结束时间`,
  outside: (from: string, to: string) => `活动应在培训班的日期（${from} 至 ${to}）之内`,
  over: '结束时间已经过去，不能添加已结束的活动',
  deadlineFirst: '报名截止时间应早于活动开始时间',
  deadlinePassed: '报名截止时间已经过去，请选择以后的时间',
} as const;

const HOUR_MS = 3_600_000;

export async function createActivity(db: Db, t: Trainer, b: Req<'training', 'createActivity'>, now: Date): Promise<{ activityId: number }> {
  const p = await projectInScope(db, t, b.projectId);
  const title = b.title.trim();
  const place = b.place.trim();
  if (!title) throw fail(CREATE_ACTIVITY.blankTitle);
  if (!place) throw fail(CREATE_ACTIVITY.blankPlace);
  const [start, end, deadline] = [b.startAt, b.endAt, b.signupDeadline].map(Date.parse);
  if (![start, end, deadline].every(Number.isFinite)) throw fail(CREATE_ACTIVITY.badTime);
  if (end <= start) throw fail(CREATE_ACTIVITY.endFirst);
  if (end - start > TRAINING_SESSION_MAX_HOURS * HOUR_MS) throw fail(CREATE_ACTIVITY.tooLong);
  if (beijingDate(new Date(start)) < p.startDate || beijingDate(new Date(end)) > p.endDate)
    throw fail(CREATE_ACTIVITY.outside(p.startDate, p.endDate));
  if (end <= now.getTime()) throw fail(CREATE_ACTIVITY.over);
  if (deadline >= start) throw fail(CREATE_ACTIVITY.deadlineFirst);
  if (deadline <= now.getTime()) throw fail(CREATE_ACTIVITY.deadlinePassed);
  const [startTime, endTime, signupDeadline] = [start, end, deadline].map((ms) => new Date(ms).toISOString());
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('activity')
      .values({
        projectId: p.id,
        title,
        category: '集中学习',
        place,
        organizer: p.organizer,
        startTime,
        endTime,
        signupDeadline,
        capacity: b.capacity,
        createdBy: t.o.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await appendAudit(trx, {
      actor: actorOf(t.o),
      role: roleLineFor(t.o, p.orgId),
      action: '添加培训活动',
      target: `${p.title}：「${title}」`,
      after: { title, place, startAt: startTime, endAt: endTime, signupDeadline, capacity: b.capacity },
      at,
    });
    return { activityId: id };
  });
}
