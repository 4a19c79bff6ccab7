import type { Req, Res } from '../../../contract';
import { STAGE_NAMES, type DevelopStage } from '../../../contract/develop';
import { WITHDRAW_REASON_MAX, WITHDRAW_REASON_MIN } from '../../../contract/developRecord';
import { stepDef } from '../../../contract/developSteps';
import { inTransaction, type Db } from '../../db/transaction';
import { beijingDate } from '../../lib/beijingDate';
import { fail } from '../../lib/errors';
import { appendAudit } from '../audit/chain';
import { roleLineFor, type Organiser } from '../organiser/scope';
import { actorOf, targetInScope, targetLine } from '../roster/target';
import { developPerson } from './people';
import { recordableSteps, setIdentity, STAGE_COLUMN } from './record';

// Withdrawing a wrongly recorded step, so that it can be recorded again with the right date or
// fields. Only the last recorded step: the ones after it were checked against it. The caller must
// be one who may record it (a branch cannot withdraw the 党委's step). In one transaction: the
// record deleted by one conditional statement (no later step recorded meanwhile), the identity the
// step gave taken back by a conditional update from that identity, the stage's date put back, and
// the audit entry with the record and the reason.

export const MSG_WITHDRAW = {
  none: '该步骤尚未记录，无需撤销',
  notLast: (no: number, name: string) => `只能撤销最后记录的一步（第${no}步「${name}」），请先撤销其后的步骤`,
  notYours: '此步骤由上级党委记录，党支部不能撤销',
  moved: '此人的记录刚被其他管理员更改，请刷新后再试',
  reason: `请填写撤销原因（${WITHDRAW_REASON_MIN} 至 ${WITHDRAW_REASON_MAX} 字）`,
} as const;

export async function withdrawStep(
  db: Db,
  o: Organiser,
  b: Req<'developRecord', 'withdraw'>,
  now: Date,
): Promise<Res<'developRecord', 'withdraw'>> {
  const def = stepDef(b.stepNo)!;
  const reason = b.reason.trim();
  if (reason.length < WITHDRAW_REASON_MIN) throw fail(MSG_WITHDRAW.reason);
  const at = now.toISOString();
  await inTransaction(db, async (trx) => {
    const t = await targetInScope(trx, o, b.userId);
    const rec = await trx
      .selectFrom('developRecord')
      .selectAll()
      .where('userId', '=', t.id)
      .where('stepNo', '=', def.no)
      .executeTakeFirst();
    if (!rec) throw fail(MSG_WITHDRAW.none);
    const last = await trx
      .selectFrom('developRecord')
      .select((eb) => eb.fn.max('stepNo').as('no'))
      .where('applicationId', '=', rec.applicationId)
      .executeTakeFirstOrThrow();
    const lastNo = Number(last.no);
    if (lastNo !== def.no) throw fail(MSG_WITHDRAW.notLast(lastNo, stepDef(lastNo)?.name ?? ''));
    if (!recordableSteps(o, t.orgId).includes(def.no)) throw fail(MSG_WITHDRAW.notYours);
    const deleted = await trx
      .deleteFrom('developRecord')
      .where('id', '=', rec.id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('developRecord as later')
              .select('later.id')
              .where('later.applicationId', '=', rec.applicationId)
              .where('later.stepNo', '>', def.no),
          ),
        ),
      )
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) throw fail(MSG_WITHDRAW.moved);
    const to = def.becomes;
    if (to && to !== 'applicant') {
      const column = STAGE_COLUMN[to];
      const back = rec.movedFrom as DevelopStage | null;
      const moved = await trx
        .updateTable('developApplication')
        .set({ [column]: rec.stageOnBefore, ...(back ? { stage: back } : {}) })
        .where('id', '=', rec.applicationId)
        .$if(back !== null, (q) => q.where('stage', '=', to))
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw fail(MSG_WITHDRAW.moved);
      if (back) await setIdentity(trx, t.id, back, to === 'probationary' ? null : undefined, at);
    }
    await appendAudit(trx, {
      actor: actorOf(o),
      role: roleLineFor(o, t.orgId),
      action: '撤销发展党员步骤',
      target: `${targetLine(t)}：第${def.no}步「${def.name}」`,
      before: {
        doneOn: rec.doneOn,
        fields: JSON.parse(rec.fields) as unknown,
        handledBy: rec.handledBy,
        recordedBy: rec.recordedByName,
        ...(rec.movedFrom ? { identity: STAGE_NAMES[to!] } : {}),
      },
      after: { reason, ...(rec.movedFrom ? { identity: STAGE_NAMES[rec.movedFrom as DevelopStage] } : {}) },
      at,
    });
  });
  return developPerson(db, o, b.userId, beijingDate(now));
}
