import type { Ranking, RankingEntry, RankingLevel } from '../../../contract/userReport';
import type { Db } from '../../db/transaction';

// user/ranking: 本期学时 ranks within the caller's stage at one level. Reads stage_study only
// through its (stage, [college | branch], seconds, user) indexes: "my rank" is 1 + the count of
// rows above my figure, the top 50 the first rows of the range (equal figures in account
// order). Competition ranking: equal figures share a rank and the next one skips. Lists show
// name, branch and figure only.

export const TOP = 50;

const round = (n: number): number => Math.round(n * 1000) / 1000;

const scopeColumn = { branch: 'r.branchId', college: 'r.collegeId', school: null } as const;

export async function ranking(db: Db, userId: number, level: RankingLevel): Promise<Ranking> {
  const me = await db.selectFrom('user as u')
    .innerJoin('stage as s', 's.id', 'u.stageId')
    .innerJoin('phase as p', 'p.id', 's.phaseId')
    .leftJoin('orgUnit as b', 'b.id', 'u.orgId')
    .select(['s.id as stageId', 's.name as stageName', 'p.name as phaseName', 'u.orgId', 'b.parentId'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!me) return { stage: null, level, scopeName: '', total: 0, list: [], mine: null };

  const own = await db.selectFrom('stageStudy').select(['seconds', 'branchId', 'collegeId'])
    .where('userId', '=', userId).where('stageId', '=', me.stageId).executeTakeFirst();
  // without a row yet, the caller ranks where their org puts them (as their first credit will)
  const branchId = own?.branchId ?? me.orgId ?? 0;
  const collegeId = own?.collegeId ?? me.parentId ?? me.orgId ?? 0;
  const column = scopeColumn[level];
  const scopeId = level === 'branch' ? branchId : collegeId;

  const inScope = () => {
    const q = db.selectFrom('stageStudy as r').where('r.stageId', '=', me.stageId);
    return column ? q.where(column, '=', scopeId) : q;
  };
  const [{ total }] = await inScope().select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const top = await inScope()
    .innerJoin('user as u', 'u.id', 'r.userId')
    .leftJoin('orgUnit as o', 'o.id', 'r.branchId')
    .select(['r.userId', 'r.seconds', 'u.name', 'o.name as branch'])
    .orderBy('r.seconds', 'desc').orderBy('r.userId')
    .limit(TOP)
    .execute();
  let mine: Ranking['mine'] = null;
  if (own) {
    const [{ above }] = await inScope().where('r.seconds', '>', own.seconds).select((eb) => eb.fn.countAll<number>().as('above')).execute();
    mine = { rank: Number(above) + 1, seconds: round(own.seconds) };
  }

  const list: RankingEntry[] = [];
  for (const [i, r] of top.entries()) {
    const prev = list[i - 1];
    const rank = prev && top[i - 1].seconds === r.seconds ? prev.rank : i + 1;
    list.push({ rank, name: r.name, branch: r.branch ?? '', seconds: round(r.seconds), me: r.userId === userId });
  }
  const scope = level === 'school'
    ? await db.selectFrom('orgUnit').select('name').where('parentId', 'is', null).orderBy('sort').orderBy('id').executeTakeFirst()
    : await db.selectFrom('orgUnit').select('name').where('id', '=', scopeId).executeTakeFirst();
  return {
    stage: { id: me.stageId, name: me.stageName, phaseName: me.phaseName },
    level,
    scopeName: scope?.name ?? '',
    total: Number(total),
    list,
    mine,
  };
}
