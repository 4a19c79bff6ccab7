import type { Attendance, CheckInResult, OrgActCategory } from '../../../contract/orgAct';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { sharedSecret } from '../../lib/sharedSecret';
import { checkCode } from '../meeting/checkinCode';
import { assertCheckinOpen, CHECKIN_SECRET } from '../meeting/code';

// A learner checks in with the code their phone's camera read off the organiser's screen: a code
// this server made, still current, for a meeting whose list names them, while check-in is open.
// One conditional statement records it: of any number of simultaneous check-ins by one person the
// first sets the time and the others find it set, so everyone is told the same time. A record an
// organiser made by hand gives way to a check-in (the person is there after all).

export const CHECKIN = {
  invalid: '签到码无效，请用手机扫描会议现场屏幕上的二维码',
  expired: '签到码已过期（每 30 秒更换一次），请重新扫描屏幕上最新的二维码',
  notInvited: '您不在本次会议的参会名单中，不能签到；如有疑问，请联系党支部',
} as const;

export async function checkIn(db: Db, userId: number, code: string, now: Date): Promise<CheckInResult> {
  const nowIso = now.toISOString();
  const key = await sharedSecret(db, CHECKIN_SECRET, nowIso);
  const checked = checkCode(key, code, now.getTime());
  // an activity's code (集中培训) is not a meeting's: the check-in page sends those to activity/checkIn
  if (checked.why === 'invalid' || checked.kind !== 'meeting') throw fail(CHECKIN.invalid);
  const meetingId = checked.id;
  const act = await db
    .selectFrom('orgAct as a')
    .innerJoin('orgUnit as o', 'o.id', 'a.orgId')
    .leftJoin('orgActInvitee as i', (j) => j.onRef('i.actId', '=', 'a.id').on('i.userId', '=', userId))
    .select(['a.id', 'a.title', 'a.category', 'o.name as orgName', 'a.startTime', 'a.endTime', 'i.userId as invited'])
    .where('a.id', '=', meetingId)
    .executeTakeFirst();
  if (!act) throw fail(CHECKIN.invalid);
  if (act.invited === null || act.invited === undefined) throw fail(CHECKIN.notInvited);
  if (!checked.ok) throw fail(CHECKIN.expired);
  assertCheckinOpen(act, nowIso);
  const state = nowIso > act.startTime ? 'late' : 'present';
  await db
    .insertInto('orgActAttendance')
    .values({ actId: act.id, userId, status: state, checkedInAt: nowIso, recordedBy: null })
    .onConflict((oc) =>
      oc
        .columns(['actId', 'userId'])
        .doUpdateSet({ status: state, checkedInAt: nowIso, recordedBy: null })
        .where('orgActAttendance.checkedInAt', 'is', null),
    )
    .execute();
  const row = await db
    .selectFrom('orgActAttendance')
    .select(['status', 'checkedInAt'])
    .where('actId', '=', act.id)
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    meetingId: act.id,
    checkedInAt: row.checkedInAt ?? nowIso,
    title: act.title,
    category: act.category as OrgActCategory,
    orgName: act.orgName,
    startTime: act.startTime,
    state: row.status as Attendance,
  };
}
