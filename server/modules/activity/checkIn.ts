import type { ActivityCheckInResult } from '../../../contract/activity';
import { inTransaction, lockKey, type Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { sharedSecret } from '../../lib/sharedSecret';
import { checkCode } from '../meeting/checkinCode';
import { assertCheckinOpen, CHECKIN_SECRET } from '../meeting/code';

// A learner checks in at a 集中培训 session with the code their phone read off the organiser's
// screen: the meetings' signed rotating code (meeting/checkinCode.ts), of the activity kind. Only
// someone signed up for the session, while check-in is open, and once: the check-in table is a log
// that older data may hold twice, so the row is written under a lock on (session, learner) by an
// insert that finds none there; of any number of simultaneous scans the first writes and every
// answer carries its time.

export const ACTIVITY_CHECKIN = {
  invalid: '签到码无效，请用手机扫描培训现场屏幕上的二维码',
  expired: '签到码已过期（每 30 秒更换一次），请重新扫描屏幕上最新的二维码',
  notSigned: '您没有报名本次活动，不能签到；如有疑问，请联系培训班的组织者',
  closed: {
    early: (opens: string) => `签到尚未开放：活动开始前 30 分钟（${opens}）起可以签到`,
    over: '活动已结束，签到已关闭',
  },
} as const;

/**
 * The learner's check-in at a session: written once, whoever writes it (a scan, or an organiser
 * by hand with `recordedBy`). Answers the time of the check-in that stands.
 */
export async function recordCheckin(
  db: Db,
  a: { activityId: number; userId: number; place: string },
  at: string,
  recordedBy: number | null,
): Promise<{ scannedAt: string; created: boolean }> {
  return inTransaction(db, async (trx) => {
    await lockKey(trx, `activityCheckin:${a.activityId}:${a.userId}`);
    const first = () =>
      trx
        .selectFrom('activityCheckin')
        .select('scannedAt')
        .where('activityId', '=', a.activityId)
        .where('userId', '=', a.userId)
        .orderBy('scannedAt')
        .executeTakeFirst();
    const had = await first();
    if (had) return { scannedAt: had.scannedAt, created: false };
    await trx
      .insertInto('activityCheckin')
      .values({ activityId: a.activityId, userId: a.userId, place: a.place, scannedAt: at, recordedBy })
      .execute();
    return { scannedAt: at, created: true };
  });
}

export async function checkInActivity(db: Db, userId: number, code: string, now: Date): Promise<ActivityCheckInResult> {
  const nowIso = now.toISOString();
  const key = await sharedSecret(db, CHECKIN_SECRET, nowIso);
  const checked = checkCode(key, code, now.getTime());
  if (checked.why === 'invalid' || checked.kind !== 'activity') throw fail(ACTIVITY_CHECKIN.invalid);
  const act = await db
    .selectFrom('activity as a')
    .innerJoin('activityProject as p', 'p.id', 'a.projectId')
    .leftJoin('activitySignup as s', (j) => j.onRef('s.activityId', '=', 'a.id').on('s.userId', '=', userId).on('s.status', '=', 'signed'))
    .select(['a.id', 'a.title', 'a.place', 'a.startTime', 'a.endTime', 'p.title as projectTitle', 's.userId as signed'])
    .where('a.id', '=', checked.id)
    .executeTakeFirst();
  if (!act) throw fail(ACTIVITY_CHECKIN.invalid);
  // whoever is not on the list is told so, whether or not the code is still current
  if (act.signed === null || act.signed === undefined) throw fail(ACTIVITY_CHECKIN.notSigned);
  if (!checked.ok) throw fail(ACTIVITY_CHECKIN.expired);
  assertCheckinOpen(act, nowIso, ACTIVITY_CHECKIN.closed);
  const { scannedAt } = await recordCheckin(db, { activityId: act.id, userId, place: act.place }, nowIso, null);
  return {
    activityId: act.id,
    checkedInAt: scannedAt,
    title: act.title,
    projectTitle: act.projectTitle,
    place: act.place,
    startTime: act.startTime,
  };
}
