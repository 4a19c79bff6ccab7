import type { Req, Res } from '../../../contract';
import type { DuesBranchSummary, DuesMemberSummary } from '../../../contract/dues';
import type { Db } from '../../db/transaction';
import type { Organiser } from '../organiser/scope';
import { payingMembers } from './members';
import { duesScope } from './scope';

// A year of dues in the caller's scope: per branch (its paying members now, the member-months
// recorded, due, paid, and months recorded and not paid) and per member, for the screen and its
// CSV. Members are counted where they are now: someone who moved keeps their records and brings
// them to the new branch.

export async function duesSummary(db: Db, o: Organiser, b: Req<'dues', 'summary'>): Promise<Res<'dues', 'summary'>> {
  const scope = duesScope(o, b.orgId);
  const people = await payingMembers(db, scope.units);
  const members = new Map<number, DuesMemberSummary & { orgId: number }>(
    people.map((p) => [
      p.id,
      {
        userId: p.id,
        name: p.name,
        account: p.account,
        branchName: p.branchName,
        orgId: p.orgId,
        recorded: 0,
        dueFen: 0,
        paidFen: 0,
        unpaid: [],
      },
    ]),
  );
  const ids = [...members.keys()];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('duesRecord')
      .select(['userId', 'month', 'amountFen', 'paidDate'])
      .where('userId', 'in', ids.slice(i, i + 500))
      .where('month', '>=', `${b.year}-01`)
      .where('month', '<=', `${b.year}-12`)
      .orderBy('month')
      .execute();
    for (const r of rows) {
      const m = members.get(r.userId)!;
      m.recorded += 1;
      m.dueFen += r.amountFen;
      if (r.paidDate === null) m.unpaid.push(r.month);
      else m.paidFen += r.amountFen;
    }
  }
  const branches = new Map<number, DuesBranchSummary>();
  for (const m of members.values()) {
    const br = branches.get(m.orgId) ?? {
      orgId: m.orgId,
      name: m.branchName,
      members: 0,
      recorded: 0,
      dueFen: 0,
      paidFen: 0,
      unpaidMonths: 0,
    };
    br.members += 1;
    br.recorded += m.recorded;
    br.dueFen += m.dueFen;
    br.paidFen += m.paidFen;
    br.unpaidMonths += m.unpaid.length;
    branches.set(m.orgId, br);
  }
  return {
    year: b.year,
    scopeName: scope.picked?.name ?? '本人管理的全部党组织',
    branches: [...branches.values()],
    members: [...members.values()].map(({ orgId: _orgId, ...m }) => m),
  };
}
