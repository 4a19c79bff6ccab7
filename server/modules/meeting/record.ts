import { sql } from 'kysely';
import type { Req } from '../../../contract';
import type { MeetingDetail } from '../../../contract/meeting';
import { inTransaction, type Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { appendAudit } from '../audit/chain';
import { ownImages, parseImages } from '../base/ownImages';
import { sendMessage } from '../center/send';
import { roleLineFor, type Organiser } from '../organiser/scope';
import { actorOf } from '../roster/target';
import { meetingDetail, meetingInScope } from './meetings';

// After the meeting the branch records it: minutes, a recording's link, photos. Saving it also
// settles the attendance: whoever was expected and has no record is 缺席 (请假 when their leave was
// approved), and everyone 缺席 or 请假 gets a 补学 record with the requirement and deadline given,
// and a to-do that links to it (the 补学 page shows the minutes, the link and the photos). Saving
// again updates the record and writes 补学 only for those who have none yet (a unique key), so a
// correction never sends anyone a second to-do. One transaction: the record, the attendance, the
// 补学 rows, their to-dos and the audit entry commit together.

export const RECORD = {
  notOver: '会议结束后才能填写会议记录',
  deadline: '补学截止时间应晚于现在，请重新选择',
  badTime: '补学截止时间格式不正确，请重新选择',
  photos: '照片须是您本人刚上传的图片，请重新添加',
} as const;

export const MEND_PATH = '/personal-space/workbenches/activity?tab=mends';

export async function recordMeeting(db: Db, o: Organiser, b: Req<'meeting', 'record'>, now: Date): Promise<MeetingDetail> {
  const act = await meetingInScope(db, o, b.meetingId);
  const at = now.toISOString();
  if (at < act.endTime) throw fail(RECORD.notOver);
  const deadlineMs = Date.parse(b.mendDeadline);
  if (!Number.isFinite(deadlineMs)) throw fail(RECORD.badTime);
  if (deadlineMs <= now.getTime()) throw fail(RECORD.deadline);
  const deadline = new Date(deadlineMs).toISOString();
  const minutes = b.minutes.trim();
  const requirement = b.mendRequirement.trim();
  // the photos already on the record stay; new ones must be the organiser's own uploads
  const kept = new Set(parseImages(act.photos));
  const fresh = await ownImages(
    db,
    o.userId,
    b.photos.filter((p) => !kept.has(p)),
    RECORD.photos,
  );
  const photos = [...new Set(b.photos.filter((p) => kept.has(p)).concat(fresh))];
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('orgAct')
      .set({ minutes, recordingUrl: b.recordingUrl.trim(), photos: JSON.stringify(photos), recordedAt: at })
      .where('id', '=', act.id)
      .execute();
    // no record yet: absent, or on leave when the request was approved
    await sql`insert into org_act_attendance (act_id, user_id, status, checked_in_at, recorded_by)
      select i.act_id, i.user_id, case when l.state = 'approved' then 'leave' else 'absent' end, null, ${o.userId}
      from org_act_invitee i
      left join org_act_leave l on l.act_id = i.act_id and l.user_id = i.user_id
      where i.act_id = ${act.id}
        and not exists (select 1 from org_act_attendance r where r.act_id = i.act_id and r.user_id = i.user_id)`.execute(trx);
    const owed = await trx
      .insertInto('orgActMend')
      .columns(['actId', 'userId', 'requirement', 'deadline', 'state', 'createdAt'])
      .expression((eb) =>
        eb
          .selectFrom('orgActAttendance as r')
          .select([
            'r.actId',
            'r.userId',
            eb.val(requirement).as('requirement'),
            eb.val(deadline).as('deadline'),
            eb.val('pending').as('state'),
            eb.val(at).as('createdAt'),
          ])
          .where('r.actId', '=', act.id)
          .where('r.status', 'in', ['absent', 'leave'])
          .where((w) =>
            w.not(
              w.exists(
                w.selectFrom('orgActMend as m').select('m.id').whereRef('m.actId', '=', 'r.actId').whereRef('m.userId', '=', 'r.userId'),
              ),
            ),
          ),
      )
      .returning('userId')
      .execute();
    if (owed.length > 0) {
      await sendMessage(
        trx,
        {
          kind: 'todo',
          title: `补学：${act.title}`,
          body: `您缺席或请假的${act.category}「${act.title}」需要补学。\n\n补学要求：${requirement}\n\n会议记录、录像和照片在补学记录中查看；完成后请提交补学情况，由党支部确认。`,
          sender: act.orgName,
          sentAt: at,
          dueAt: deadline,
          actionPath: MEND_PATH,
          actionText: '去补学',
          doneWhen: 'mend',
          doneRef: act.id,
          sentBy: o.userId,
        },
        owed.map((r) => r.userId),
      );
    }
    await appendAudit(trx, {
      actor: actorOf(o),
      role: roleLineFor(o, act.orgId),
      action: '填写会议记录',
      target: `${act.orgName}：${act.category}「${act.title}」`,
      before: act.recordedAt ? { minutes: [...act.minutes].length, photos: kept.size, recordingUrl: act.recordingUrl } : undefined,
      after: { minutes: [...minutes].length, photos: photos.length, recordingUrl: b.recordingUrl.trim(), newMends: owed.length, deadline },
      at,
    });
  });
  return meetingDetail(db, o, act.id, at);
}
