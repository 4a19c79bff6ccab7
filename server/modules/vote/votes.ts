import { sql } from 'kysely';
import type { PageOf } from '../../../contract/common';
import type { VoteState } from '../../../contract/orgAct';
import type { VoteConsoleDetail, VoteRow, VoteTurnoutRow } from '../../../contract/vote';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { offsetOf } from '../cms/listing';
import { MSG_OUT_OF_SCOPE, reviewScope, subtreeOf, type Organiser } from '../organiser/scope';
import { eligibleMembers, identitiesOf } from './eligible';

// The votes of the branches in the caller's scope, with their turnout: who may vote (the branch's
// confirmed learners of the named identities, and anyone who voted and has since left or changed
// identity) and who did. What anyone chose is never listed with their name here; the counts per
// option come when the learners see them too: after the end, or during the vote when it says so.

const scoped = (db: Db, units: Iterable<number>) =>
  db
    .selectFrom('orgVote as v')
    .innerJoin('orgUnit as o', 'o.id', 'v.orgId')
    .leftJoin('user as c', 'c.id', 'v.createdBy')
    .select([
      'v.id',
      'v.title',
      'v.description',
      'v.orgId',
      'o.name as orgName',
      'v.startTime',
      'v.endTime',
      'v.mode',
      'v.maxChoices',
      'v.anonymous',
      'v.showResultsBeforeEnd',
      'v.eligibleIdentities',
      'c.name as creator',
    ])
    .where('v.orgId', 'in', [...units, 0]);
export type VoteDbRow = Awaited<ReturnType<ReturnType<typeof scoped>['execute']>>[number];

export const voteStateOf = (v: { startTime: string; endTime: string }, nowIso: string): VoteState =>
  nowIso < v.startTime ? 'upcoming' : nowIso < v.endTime ? 'open' : 'ended';

/** Everyone who may vote and whether they did: the eligible members, then voters no longer among them. */
async function turnoutOf(db: Db, v: VoteDbRow): Promise<VoteTurnoutRow[]> {
  const [members, ballots] = await Promise.all([
    eligibleMembers(db, v.orgId, identitiesOf(v.eligibleIdentities)),
    db
      .selectFrom('orgVoteBallot as b')
      .innerJoin('user as u', 'u.id', 'b.userId')
      .leftJoin('identity as i', 'i.id', 'u.identityId')
      .select(['b.userId', 'b.castAt', 'u.name', 'u.account', (eb) => eb.fn.coalesce('i.name', eb.val('')).as('identity')])
      .where('b.voteId', '=', v.id)
      .orderBy('u.account')
      .execute(),
  ]);
  const cast = new Map(ballots.map((b) => [b.userId, b]));
  const rows: VoteTurnoutRow[] = members.map((m) => ({ ...m, voted: cast.has(m.userId), votedAt: cast.get(m.userId)?.castAt ?? null }));
  const listed = new Set(members.map((m) => m.userId));
  for (const b of ballots) {
    if (!listed.has(b.userId))
      rows.push({ userId: b.userId, name: b.name, account: b.account, identity: b.identity, voted: true, votedAt: b.castAt });
  }
  return rows;
}

function toRow(v: VoteDbRow, turnout: VoteTurnoutRow[], nowIso: string): VoteRow {
  return {
    id: v.id,
    title: v.title,
    orgId: v.orgId,
    orgName: v.orgName,
    startAt: v.startTime,
    endAt: v.endTime,
    mode: v.mode,
    maxChoices: v.mode === 'single' ? 1 : v.maxChoices,
    anonymous: Boolean(v.anonymous),
    showResultsBeforeEnd: Boolean(v.showResultsBeforeEnd),
    eligibleIdentities: identitiesOf(v.eligibleIdentities),
    state: voteStateOf(v, nowIso),
    eligibleCount: turnout.length,
    ballotCount: turnout.filter((r) => r.voted).length,
    createdBy: v.creator ?? '',
  };
}

function inState(state: VoteState, nowIso: string) {
  const start = sql.ref('v.startTime');
  const end = sql.ref('v.endTime');
  if (state === 'upcoming') return sql<boolean>`${start} > ${nowIso}`;
  if (state === 'open') return sql<boolean>`${start} <= ${nowIso} and ${end} > ${nowIso}`;
  return sql<boolean>`${end} <= ${nowIso}`;
}

/** The scope's units, or those under `orgId` when it is in the scope. */
function unitsFor(o: Organiser, orgId: number | undefined): Set<number> {
  const scope = reviewScope(o);
  if (orgId === undefined) return scope;
  if (!scope.has(orgId)) throw fail(MSG_OUT_OF_SCOPE);
  return subtreeOf(o.units, orgId);
}

export async function votePage(
  db: Db,
  o: Organiser,
  q: { orgId?: number; state?: VoteState; pageNum: number; pageSize: number },
  nowIso: string,
): Promise<PageOf<VoteRow>> {
  let base = scoped(db, unitsFor(o, q.orgId));
  if (q.state) base = base.where(inState(q.state, nowIso));
  const { n } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const start = sql.ref('v.startTime');
  const end = sql.ref('v.endTime');
  // open first (closing soonest first), then upcoming (soonest first), then ended (latest first)
  const rank = sql`case when ${start} <= ${nowIso} and ${end} > ${nowIso} then 0 when ${start} > ${nowIso} then 1 else 2 end`;
  const soonest = sql`case when ${start} <= ${nowIso} and ${end} > ${nowIso} then ${end} when ${start} > ${nowIso} then ${start} else '' end`;
  const rows = await base
    .orderBy(rank)
    .orderBy(soonest)
    .orderBy('v.endTime', 'desc')
    .orderBy('v.id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .execute();
  const turnouts = await Promise.all(rows.map((v) => turnoutOf(db, v)));
  return { list: rows.map((v, i) => toRow(v, turnouts[i], nowIso)), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

/** A vote of a branch in the caller's scope; any other answers as one that does not exist. */
export async function voteInScope(db: Db, o: Organiser, voteId: number): Promise<VoteDbRow> {
  const row = await scoped(db, reviewScope(o)).where('v.id', '=', voteId).executeTakeFirst();
  if (!row) throw fail(MSG_OUT_OF_SCOPE);
  return row;
}

async function resultsOf(db: Db, v: VoteDbRow, final: boolean): Promise<NonNullable<VoteConsoleDetail['results']>> {
  const [counts, named] = await Promise.all([
    db
      .selectFrom('orgVoteItem as i')
      .leftJoin('orgVoteChoice as c', (j) => j.onRef('c.itemId', '=', 'i.id').onRef('c.voteId', '=', 'i.voteId'))
      .select(['i.id', 'i.name', 'i.sort', (eb) => eb.fn.count<number>('c.id').as('count')])
      .where('i.voteId', '=', v.id)
      .groupBy(['i.id', 'i.name', 'i.sort'])
      .orderBy('i.sort')
      .orderBy('i.id')
      .execute(),
    // who chose what: only once it is over, and never for an anonymous vote (not even kept then)
    final && !v.anonymous
      ? db
          .selectFrom('orgVoteChoice as c')
          .innerJoin('user as u', 'u.id', 'c.userId')
          .select(['c.itemId', 'u.name'])
          .where('c.voteId', '=', v.id)
          .orderBy('u.account')
          .execute()
      : Promise.resolve(null),
  ]);
  return {
    final,
    options: counts.map((c) => ({
      id: c.id,
      name: c.name,
      count: Number(c.count),
      voters: named ? named.filter((x) => x.itemId === c.id).map((x) => x.name) : null,
    })),
  };
}

export async function voteDetail(db: Db, o: Organiser, voteId: number, nowIso: string): Promise<VoteConsoleDetail> {
  const v = await voteInScope(db, o, voteId);
  const [turnout, options] = await Promise.all([
    turnoutOf(db, v),
    db.selectFrom('orgVoteItem').select(['id', 'name', 'intro']).where('voteId', '=', voteId).orderBy('sort').orderBy('id').execute(),
  ]);
  const row = toRow(v, turnout, nowIso);
  const visible = row.state === 'ended' || (row.state === 'open' && row.showResultsBeforeEnd);
  return {
    ...row,
    description: v.description,
    options,
    turnout,
    results: visible ? await resultsOf(db, v, row.state === 'ended') : null,
  };
}
