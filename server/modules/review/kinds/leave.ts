import type { HandedIn } from '../../../../contract/review';
import type { Db } from '../../../db/transaction';
import { fail } from '../../../lib/errors';
import { beijingTime } from '../../../lib/beijingDate';
import type { SourceAdapter } from './types';

// 请假: a leave request from a 集中培训 activity, an organisation activity (三会一课, 主题党日) or a
// 中心组 study session; ref = the leave row's id. The three tables have the same shape, so one
// factory makes their adapters: approval excuses the learner, a return refuses the leave (state
// rejected, the reason as the comment) and the learner is expected to attend; nothing to correct,
// so no to-do. The learner reads the verdict on the activity's own screen.

type LeaveSource = 'activityLeave' | 'orgActLeave' | 'centerGroupLeave';

/** What the learner asked leave from, and the request as they typed it. */
interface Request {
  title: string;
  startTime: string;
  endTime: string;
  place: string;
  reason: string;
  createdAt: string;
}

interface LeaveSpec {
  /** the source is also the leave table's name */
  source: LeaveSource;
  /** what the thing is called: 活动, 学习活动 */
  noun: string;
  request(db: Db, leaveId: number, userId: number): Promise<Request | undefined>;
  /** the learner's screen listing it */
  path: string;
}

function leaveAdapter(spec: LeaveSpec): SourceAdapter {
  return {
    source: spec.source,
    async handedIn(db, item) {
      const r = await spec.request(db, item.refId, item.userId);
      if (!r) return [];
      const line = (label: string, text: string): HandedIn => ({ label, text, files: [] });
      return [
        line(spec.noun, r.title),
        line('时间', `${beijingTime(r.startTime)} 至 ${beijingTime(r.endTime)}`),
        line('地点', r.place || '未填写'),
        line('请假事由', r.reason),
        line('申请时间', beijingTime(r.createdAt)),
      ];
    },
    async apply(trx, item, v) {
      const done = await trx
        .updateTable(spec.source)
        .set({ state: v.verdict === 'approve' ? 'approved' : 'rejected', comment: v.reason, reviewedAt: v.at })
        .where('id', '=', item.refId)
        .where('userId', '=', item.userId)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw fail('学员的请假申请已不在待审核状态');
    },
    async link() {
      return { path: spec.path, actionText: '查看' };
    },
  };
}

export const activityLeaveAdapter = leaveAdapter({
  source: 'activityLeave',
  noun: '活动',
  request: (db, leaveId, userId) =>
    db
      .selectFrom('activityLeave as l')
      .innerJoin('activity as a', 'a.id', 'l.activityId')
      .select(['a.title', 'a.startTime', 'a.endTime', 'a.place', 'l.reason', 'l.createdAt'])
      .where('l.id', '=', leaveId)
      .where('l.userId', '=', userId)
      .executeTakeFirst(),
  // 我的活动 lists every activity the learner signed up for, learner or cadre
  path: '/index/train-activity?tab=mine',
});

export const orgActLeaveAdapter = leaveAdapter({
  source: 'orgActLeave',
  noun: '活动',
  request: (db, leaveId, userId) =>
    db
      .selectFrom('orgActLeave as l')
      .innerJoin('orgAct as a', 'a.id', 'l.actId')
      .select(['a.title', 'a.startTime', 'a.endTime', 'a.place', 'l.reason', 'l.createdAt'])
      .where('l.id', '=', leaveId)
      .where('l.userId', '=', userId)
      .executeTakeFirst(),
  path: '/personal-space/workbenches/activity',
});

export const centerGroupLeaveAdapter = leaveAdapter({
  source: 'centerGroupLeave',
  noun: '学习活动',
  request: (db, leaveId, userId) =>
    db
      .selectFrom('centerGroupLeave as l')
      .innerJoin('centerGroupSession as s', 's.id', 'l.sessionId')
      .select(['s.theme as title', 's.startTime', 's.endTime', 's.place', 'l.reason', 'l.createdAt'])
      .where('l.id', '=', leaveId)
      .where('l.userId', '=', userId)
      .executeTakeFirst(),
  path: '/personal-space/workbenches/activity?tab=centerGroup',
});
