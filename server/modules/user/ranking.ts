import type { Ranking, RankingEntry, RankingLevel } from '../../../contract/userReport';
import type { Db } from '../../db/transaction';

// user/ranking: 本期学时 ranks within the caller's stage at one level. Reads stage_study
// through its (stage, [college | branch], band, user) indexes, the band being whole
// RANK_BAND_SECONDS of the figure (lesson/tables.ts: so a credit seldom moves an entry), and the
// school's (stage, band, seconds, user): "my rank" is 1 + the count of rows in higher bands + the
// rows of my band above my figure, the top 50 the first rows of the range, ordered within each
// band by the exact figure (equal figures in account order). Competition ranking: equal figures
// share a rank and the next one skips. Lists show name, branch and figure only.

export const TOP = 50;

const round = (n: number): number => Math.round(n * 1000) / 1000;

const scopeColumn = { branch: 'r.branchId', college: 'r.collegeId', school: null } as const;

export async function ranking(db: Db, userId: number, level: RankingLevel): Promise<Ranking> {
  // who and where the caller is, with their row: the scope follows the learner's org, which
  // the rows follow too (moveStageStudyOrg)
  const me = await db
    .selectFrom('user as u')
    .innerJoin('stage as s', 's.id', 'u.stageId')
    .innerJoin('phase as p', 'p.id', 's.phaseId')
    .leftJoin('stageStudy as own', (j) => j.onRef('own.userId', '=', 'u.id').onRef('own.stageId', '=', 'u.stageId'))
    .leftJoin('orgUnit as b', 'b.id', 'u.orgId')
    .leftJoin('orgUnit as c', 'c.id', 'b.parentId')
    .leftJoin('orgUnit as sc', 'sc.id', 'c.parentId')
    .select([
      's.id as stageId',
      's.name as stageName',
      'p.name as phaseName',
      'own.seconds',
      'own.band',
      'u.orgId',
      'b.parentId',
      'b.name as branchName',
      'c.name as collegeName',
      'sc.name as schoolName',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!me) return { stage: null, level, scopeName: '', total: 0, list: [], mine: null };

  const column = scopeColumn[level];
  const scopeId = level === 'branch' ? (me.orgId ?? 0) : (me.parentId ?? me.orgId ?? 0);
  const inScope = () => {
    const q = db.selectFrom('stageStudy as r').where('r.stageId', '=', me.stageId);
    return column ? q.where(column, '=', scopeId) : q;
  };
  // the caller's figure and band (no figure: no rank, and the counts above are not used)
  const mySeconds = me.seconds ?? null;
  const myBand = me.band ?? 0;
  // the counts and the top 50 are independent: on PostgreSQL they go out together on pooled
  // connections (fewer round trips); SQLite runs them one after the other anyway
  const [[counts], [sameBand], top] = await Promise.all([
    // one pass over the index range for both (no row read: the band is in the index)
    inScope()
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number>(eb.case().when('r.band', '>', myBand).then(1).else(0).end()).as('above'),
      ])
      .execute(),
    // my band's rows above my figure: the only rows read for their exact figure
    inScope()
      .where('r.band', '=', myBand)
      .where('r.seconds', '>', mySeconds ?? Number.MAX_VALUE)
      .select((eb) => eb.fn.countAll<number>().as('above'))
      .execute(),
    inScope()
      .innerJoin('user as u', 'u.id', 'r.userId')
      .leftJoin('orgUnit as o', 'o.id', 'r.branchId')
      .select(['r.userId', 'r.seconds', 'u.name', 'o.name as branch'])
      .orderBy('r.band', 'desc')
      .orderBy('r.seconds', 'desc')
      .orderBy('r.userId')
      .limit(TOP)
      .execute(),
  ]);

  const list: RankingEntry[] = [];
  for (const [i, r] of top.entries()) {
    const prev = list[i - 1];
    const rank = prev && top[i - 1].seconds === r.seconds ? prev.rank : i + 1;
    list.push({ rank, name: r.name, branch: r.branch ?? '', seconds: round(r.seconds), me: r.userId === userId });
  }
  const scopeName =
    level === 'branch'
      ? me.branchName
      : level === 'college'
        ? (me.collegeName ?? me.branchName)
        : (me.schoolName ?? me.collegeName ?? me.branchName);
  return {
    stage: { id: me.stageId, name: me.stageName, phaseName: me.phaseName },
    level,
    scopeName: scopeName ?? '',
    total: Number(counts.total),
    list,
    mine: mySeconds === null ? null : { rank: Number(counts.above ?? 0) + Number(sameBand.above) + 1, seconds: round(mySeconds) },
  };
}
