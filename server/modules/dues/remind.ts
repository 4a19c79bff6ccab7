import type { Req, Res } from '../../../contract';
import { inTransaction, type Db } from '../../db/transaction';
import { yuan } from '../../lib/duesRule';
import { appendAudit } from '../audit/chain';
import { sendMessage } from '../center/send';
import { roleLineFor, type Organiser } from '../organiser/scope';
import { actorOf } from '../roster/target';
import { todayOf } from './checks';
import { payingMembersQuery } from './members';
import { duesScope } from './scope';
import { DUES } from './texts';

// 提醒未缴: each member in scope with months recorded and not paid, up to last month (this month's
// dues may still be paid before it ends), gets one message naming the months and the total. At most
// one a member a day: the reminder's row (user, Beijing day) is inserted first with ON CONFLICT DO
// NOTHING, and only the insert that wins sends — two organisers or two instances clicking at once
// send once. The rows, the messages and the audit entry commit together.

const LEARNER_DUES_PATH = '/personal-space/workbenches/training-dues';

export async function remindUnpaid(db: Db, o: Organiser, b: Req<'dues', 'remind'>, now: Date): Promise<Res<'dues', 'remind'>> {
  const scope = duesScope(o, b.orgId);
  const today = todayOf(now);
  const rows = await payingMembersQuery(db, scope.units)
    .innerJoin('duesRecord as r', 'r.userId', 'u.id')
    .select(['u.id', 'o.name as branchName', 'r.month', 'r.amountFen'])
    .where('r.paidDate', 'is', null)
    .where('r.month', '<', today.month)
    .orderBy('u.id')
    .orderBy('r.month')
    .execute();
  const owing = new Map<number, { months: string[]; fen: number; branchName: string }>();
  for (const r of rows) {
    const m = owing.get(r.id) ?? { months: [], fen: 0, branchName: r.branchName };
    m.months.push(r.month);
    m.fen += r.amountFen;
    owing.set(r.id, m);
  }
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    let sent = 0;
    for (const [userId, m] of owing) {
      const won = await trx
        .insertInto('duesReminder')
        .values({ userId, day: today.date, months: JSON.stringify(m.months), sentBy: o.userId, sentAt: at })
        .onConflict((oc) => oc.columns(['userId', 'day']).doNothing())
        .returning('userId')
        .executeTakeFirst();
      if (!won) continue;
      await sendMessage(
        trx,
        {
          kind: 'notice',
          title: DUES.reminderTitle,
          body: DUES.reminderBody(m.months, yuan(m.fen)),
          sender: m.branchName,
          sentAt: at,
          actionPath: LEARNER_DUES_PATH,
          actionText: DUES.reminderAction,
          sentBy: o.userId,
        },
        [userId],
      );
      sent += 1;
    }
    const answer = { sent, skipped: owing.size - sent };
    if (sent) {
      await appendAudit(trx, {
        actor: actorOf(o),
        role: roleLineFor(o, scope.picked?.id ?? null),
        action: '提醒缴纳党费',
        target: scope.picked?.name ?? '本人管理的全部党组织',
        after: answer,
        at,
      });
    }
    return answer;
  });
}
