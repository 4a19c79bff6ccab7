import type { Req } from '../../../contract';
import { MEETING_MAX_HOURS } from '../../../contract/meeting';
import { inTransaction, type Db } from '../../db/transaction';
import { beijingTime } from '../../lib/beijingDate';
import { fail } from '../../lib/errors';
import { appendAudit } from '../audit/chain';
import { sendMessage } from '../center/send';
import { roleLineFor, type Organiser } from '../organiser/scope';
import { actorOf } from '../roster/target';
import { holdingOrg, membersOf } from './members';

// A branch schedules a meeting: the organisation holding it (the caller's branch unless another in
// their scope is named), who must attend (its members unless chosen people are named, who must be
// among them), and a to-do for each of them that closes when they check in, ask for leave or the
// meeting is over. The meeting, its list, the to-dos and the audit entry commit together.

export const SCHEDULE = {
  badTime: '时间格式不正确，请重新选择开始和结束时间',
  endFirst: '结束时间应晚于开始时间',
  tooLong: `会议时长不能超过 ${MEETING_MAX_HOURS} 小时，请检查结束时间`,
  over: '结束时间已经过去，不能安排已结束的会议；如需补记，请联系上级党组织',
  tooFar: '开始时间应在一年以内',
  blankTitle: '请填写会议主题',
  blankPlace: '请填写会议地点',
  nobody: (org: string) => `${org}还没有已确认的党员，无法安排会议`,
  outsiders: (n: number, org: string) => `参会人员中有 ${n} 人不是${org}的党员，请重新选择`,
} as const;

const HOUR_MS = 3_600_000;
const YEAR_MS = 366 * 24 * HOUR_MS;

function timesOf(b: { startAt: string; endAt: string }, nowMs: number): { start: number; end: number } {
  const start = Date.parse(b.startAt);
  const end = Date.parse(b.endAt);
  if (!Number.isFinite(start) || !Number.isFinite(end)) throw fail(SCHEDULE.badTime);
  if (end <= start) throw fail(SCHEDULE.endFirst);
  if (end - start > MEETING_MAX_HOURS * HOUR_MS) throw fail(SCHEDULE.tooLong);
  if (end <= nowMs) throw fail(SCHEDULE.over);
  if (start > nowMs + YEAR_MS) throw fail(SCHEDULE.tooFar);
  return { start, end };
}

export async function scheduleMeeting(db: Db, o: Organiser, b: Req<'meeting', 'schedule'>, now: Date): Promise<{ meetingId: number }> {
  const { start, end } = timesOf(b, now.getTime());
  const title = b.title.trim();
  const place = b.place.trim();
  if (!title) throw fail(SCHEDULE.blankTitle);
  if (!place) throw fail(SCHEDULE.blankPlace);
  const org = holdingOrg(o, b.orgId);
  const members = await membersOf(db, o, org.id);
  const memberIds = new Set(members.map((m) => m.id));
  const attendees = b.attendeeIds ? [...new Set(b.attendeeIds)] : [...memberIds];
  const outsiders = attendees.filter((id) => !memberIds.has(id)).length;
  if (outsiders > 0) throw fail(SCHEDULE.outsiders(outsiders, org.name));
  if (attendees.length === 0) throw fail(SCHEDULE.nobody(org.name));
  const at = now.toISOString();
  const startTime = new Date(start).toISOString();
  const endTime = new Date(end).toISOString();
  const agenda = (b.agenda ?? '').trim();
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('orgAct')
      .values({
        orgId: org.id,
        category: b.kind,
        title,
        startTime,
        endTime,
        place,
        organizer: o.name,
        agenda,
        createdAt: at,
        createdBy: o.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < attendees.length; i += 500) {
      await trx
        .insertInto('orgActInvitee')
        .values(attendees.slice(i, i + 500).map((userId) => ({ actId: id, userId })))
        .execute();
    }
    // the end's date only when it is another day
    const [from, to] = [beijingTime(startTime), beijingTime(endTime)];
    const when = `${from} 至 ${to.slice(from.slice(0, 10) === to.slice(0, 10) ? 11 : 0)}`;
    await sendMessage(
      trx,
      {
        kind: 'todo',
        title: `${b.kind}：${title}`,
        body: [
          `时间：${when}（北京时间）`,
          `地点：${place}`,
          agenda && `议程：\n${agenda}`,
          '请按时参加，到场后用手机扫描现场的二维码签到；不能参加的，请在开始前到「组织活动」中请假。',
        ]
          .filter(Boolean)
          .join('\n\n'),
        sender: org.name,
        sentAt: at,
        dueAt: endTime,
        actionPath: '/personal-space/workbenches/activity',
        actionText: '查看',
        doneWhen: 'meeting',
        doneRef: id,
        sentBy: o.userId,
      },
      attendees,
    );
    await appendAudit(trx, {
      actor: actorOf(o),
      role: roleLineFor(o, org.id),
      action: '安排会议',
      target: `${org.name}：${b.kind}「${title}」`,
      after: { kind: b.kind, title, startAt: startTime, endAt: endTime, place, attendees: attendees.length },
      at,
    });
    return { meetingId: id };
  });
}
