import type { Req, Res } from '../../../contract';
import type { DuesRefused } from '../../../contract/dues';
import { inTransaction, type Db } from '../../db/transaction';
import { duesBands } from '../../lib/duesRule';
import { fail } from '../../lib/errors';
import { appendAudit } from '../audit/chain';
import { MSG_OUT_OF_SCOPE, roleLineFor, type Organiser } from '../organiser/scope';
import { actorOf, targetLine } from '../roster/target';
import { monthProblem, personProblem, todayOf, valuesProblem } from './checks';
import { duesScope } from './scope';
import { DUES } from './texts';
import { auditView, writeEntries, type CheckedEntry } from './write';

// 记录党费: one member's month, or a batch (“mark paid” for a selection). Each person is checked on
// their own — in the caller's scope, a paying member who had joined by then — and the answer says
// who was recorded and who was not, and why. The records that pass and an audit entry each (with
// the record before, when it is a correction) commit together.

export async function recordDues(db: Db, o: Organiser, b: Req<'dues', 'record'>, now: Date): Promise<Res<'dues', 'record'>> {
  const { units } = duesScope(o);
  const today = todayOf(now);
  const badMonth = monthProblem(b.month, today);
  if (badMonth) throw fail(badMonth);
  const ids = [...new Set(b.entries.map((e) => e.userId))];
  const people = new Map(
    (
      await db
        .selectFrom('user')
        .select(['id', 'name', 'account', 'orgId', 'partyStatus', 'joinPartyDate', 'status', 'branchConfirmed'])
        .where('id', 'in', ids)
        .execute()
    ).map((u) => [u.id, u]),
  );
  const bands = await duesBands(db);
  const refused: DuesRefused[] = [];
  const checked: CheckedEntry[] = [];
  const seen = new Set<number>();
  for (const e of b.entries) {
    const p = people.get(e.userId);
    // someone outside the scope answers as someone who does not exist
    if (!p || p.orgId === null || !units.has(p.orgId) || p.status !== 1 || p.branchConfirmed !== 1) {
      refused.push({ userId: e.userId, name: '', reason: MSG_OUT_OF_SCOPE });
      continue;
    }
    const values = { category: e.category, baseFen: e.baseFen ?? null, paidDate: e.paidDate ?? null };
    const reason = seen.has(p.id) ? DUES.twice : (personProblem(p, b.month, o.userId) ?? valuesProblem(b.month, values, bands, today));
    seen.add(p.id);
    if (reason) refused.push({ userId: p.id, name: p.name, reason });
    else checked.push({ user: { id: p.id, name: p.name, account: p.account, orgId: p.orgId }, month: b.month, ...values });
  }
  const at = now.toISOString();
  const outcomes = checked.length
    ? await inTransaction(db, async (trx) => {
        const done = await writeEntries(trx, checked, bands, at, o.userId);
        for (const w of done) {
          if (w.state === 'unchanged') continue;
          const e = w.entry;
          await appendAudit(trx, {
            actor: actorOf(o),
            role: roleLineFor(o, e.user.orgId),
            action: w.before ? '更正党费记录' : '记录党费',
            target: `${targetLine(e.user)} ${e.month}`,
            before: w.before ? auditView(w.before) : undefined,
            after: auditView({ category: e.category, baseFen: w.baseFen, amountFen: w.amountFen, paidDate: e.paidDate }),
            at,
          });
        }
        return done;
      })
    : [];
  for (const w of outcomes)
    if (w.state === 'unchanged') refused.push({ userId: w.entry.user.id, name: w.entry.user.name, reason: DUES.unchanged });
  return {
    recorded: outcomes
      .filter((w) => w.state !== 'unchanged')
      .map((w) => ({ userId: w.entry.user.id, name: w.entry.user.name, amountFen: w.amountFen, rewritten: w.state === 'rewritten' })),
    refused,
  };
}
