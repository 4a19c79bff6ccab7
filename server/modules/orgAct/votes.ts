import { sql } from 'kysely';
import type { PageOf } from '../../../contract/common';
import type { VoteDetail, VoteResults, VoteState, VoteSummary } from '../../../contract/orgAct';
import { inTransaction, type Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { offsetOf } from '../cms/listing';
import type { Member } from './membership';

// The branch's votes. A ballot is cast inside the window by an eligible member, with valid choices,
// once: the ballot row (unique on vote and member) is written by one conditional insert in the
// transaction that writes the choices, so simultaneous ballots of one member count once. A ballot
// records who voted; what they chose is kept with their name only when the vote is not anonymous,
// so an anonymous vote cannot tell who chose what. Results come after the end, or during the vote
// when it says so; the names behind each item only after the end of a vote that is not anonymous.

export const VOTE = {
  none: '投票不存在',
  notStarted: '投票尚未开始',
  ended: '投票已结束',
  already: '你已经投过票',
  duplicate: '不能重复选择同一候选项',
  badItem: '所选候选项不属于本次投票',
  resultsLater: '投票结束后公布结果',
  single: '本次投票只能选择 1 项',
  tooMany: (n: number) => `本次投票最多选择 ${n} 项`,
  notEligible: (who: string[]) => `本次投票仅限${who.join('、')}参加`,
} as const;

const votes = (db: Db, m: Member) =>
  db
    .selectFrom('orgVote as v')
    .innerJoin('orgUnit as o', 'o.id', 'v.orgId')
    .select((eb) => [
      'v.id',
      'v.orgId',
      'v.title',
      'v.description',
      'o.name as orgName',
      'v.startTime',
      'v.endTime',
      'v.mode',
      'v.maxChoices',
      'v.anonymous',
      'v.showResultsBeforeEnd',
      'v.eligibleIdentities',
      eb
        .exists(eb.selectFrom('orgVoteBallot as b').select('b.id').whereRef('b.voteId', '=', 'v.id').where('b.userId', '=', m.id))
        .as('voted'),
    ])
    // only the learner's own branch; no branch, no votes
    .where('v.orgId', '=', m.branchId ?? 0);
type VoteRow = Awaited<ReturnType<ReturnType<typeof votes>['execute']>>[number];

const stateOf = (v: { startTime: string; endTime: string }, nowIso: string): VoteState =>
  nowIso < v.startTime ? 'upcoming' : nowIso < v.endTime ? 'open' : 'ended';

function identitiesOf(v: VoteRow): string[] {
  try {
    const list: unknown = JSON.parse(v.eligibleIdentities);
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function toSummary(v: VoteRow, m: Member, nowIso: string): VoteSummary {
  const state = stateOf(v, nowIso);
  const eligibleIdentities = identitiesOf(v);
  return {
    id: v.id,
    title: v.title,
    description: v.description,
    orgName: v.orgName,
    startTime: v.startTime,
    endTime: v.endTime,
    mode: v.mode,
    maxChoices: v.mode === 'single' ? 1 : v.maxChoices,
    anonymous: Boolean(v.anonymous),
    showResultsBeforeEnd: Boolean(v.showResultsBeforeEnd),
    eligibleIdentities,
    state,
    eligible: eligibleIdentities.length === 0 || eligibleIdentities.includes(m.identity),
    voted: Boolean(v.voted),
    resultsVisible: state === 'ended' || (state === 'open' && Boolean(v.showResultsBeforeEnd)),
  };
}

async function visibleVote(db: Db, m: Member, voteId: number): Promise<VoteRow> {
  const row = await votes(db, m).where('v.id', '=', voteId).executeTakeFirst();
  if (!row) throw fail(VOTE.none);
  return row;
}

export async function votePage(db: Db, m: Member, q: { pageNum: number; pageSize: number }, nowIso: string): Promise<PageOf<VoteSummary>> {
  const { n } = await db
    .selectFrom('orgVote')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('orgId', '=', m.branchId ?? 0)
    .executeTakeFirstOrThrow();
  const start = sql.ref('v.startTime');
  const end = sql.ref('v.endTime');
  // open first (closing soonest first), then upcoming (soonest first), then ended (latest first)
  const rank = sql`case when ${start} <= ${nowIso} and ${end} > ${nowIso} then 0 when ${start} > ${nowIso} then 1 else 2 end`;
  const soonest = sql`case when ${start} <= ${nowIso} and ${end} > ${nowIso} then ${end} when ${start} > ${nowIso} then ${start} else '' end`;
  const rows = await votes(db, m)
    .orderBy(rank)
    .orderBy(soonest)
    .orderBy('v.endTime', 'desc')
    .orderBy('v.id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .execute();
  return { list: rows.map((v) => toSummary(v, m, nowIso)), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

const itemsOf = (db: Db, voteId: number) =>
  db.selectFrom('orgVoteItem').select(['id', 'name', 'intro']).where('voteId', '=', voteId).orderBy('sort').orderBy('id').execute();

export async function voteDetail(db: Db, m: Member, voteId: number, nowIso: string): Promise<VoteDetail> {
  const v = await visibleVote(db, m, voteId);
  const items = await itemsOf(db, voteId);
  const mine = v.anonymous
    ? []
    : await db.selectFrom('orgVoteChoice').select('itemId').where('voteId', '=', voteId).where('userId', '=', m.id).execute();
  const order = new Map(items.map((it, i) => [it.id, i]));
  const myChoices = mine.map((c) => c.itemId).sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  return { vote: toSummary(v, m, nowIso), items, myChoices };
}

/** One ballot: in the window, eligible, 1..maxChoices distinct items of this vote, once. */
export async function castBallot(db: Db, m: Member, body: { voteId: number; itemIds: number[] }, nowIso: string): Promise<VoteDetail> {
  const v = await visibleVote(db, m, body.voteId);
  const summary = toSummary(v, m, nowIso);
  if (summary.state === 'upcoming') throw fail(VOTE.notStarted);
  if (summary.state === 'ended') throw fail(VOTE.ended);
  if (!summary.eligible) throw fail(VOTE.notEligible(summary.eligibleIdentities));
  if (summary.voted) throw fail(VOTE.already);
  const chosen = body.itemIds;
  if (new Set(chosen).size !== chosen.length) throw fail(VOTE.duplicate);
  if (chosen.length > summary.maxChoices) throw fail(summary.maxChoices === 1 ? VOTE.single : VOTE.tooMany(summary.maxChoices));
  const items = new Set((await itemsOf(db, v.id)).map((it) => it.id));
  if (!chosen.every((id) => items.has(id))) throw fail(VOTE.badItem);
  await inTransaction(db, async (trx) => {
    const ballot = await trx
      .insertInto('orgVoteBallot')
      .values({ voteId: v.id, userId: m.id, castAt: nowIso })
      .onConflict((oc) => oc.columns(['voteId', 'userId']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!ballot) throw fail(VOTE.already);
    const voter = v.anonymous ? null : m.id;
    await trx
      .insertInto('orgVoteChoice')
      .values(chosen.map((itemId) => ({ voteId: v.id, itemId, userId: voter })))
      .execute();
  });
  return voteDetail(db, m, v.id, nowIso);
}

export async function voteResults(db: Db, m: Member, voteId: number, nowIso: string): Promise<VoteResults> {
  const v = await visibleVote(db, m, voteId);
  const vote = toSummary(v, m, nowIso);
  if (!vote.resultsVisible) throw fail(vote.state === 'upcoming' && vote.showResultsBeforeEnd ? VOTE.notStarted : VOTE.resultsLater);
  const final = vote.state === 'ended';
  const counts = await db
    .selectFrom('orgVoteItem as i')
    .select((eb) => [
      'i.id',
      'i.name',
      eb
        .selectFrom('orgVoteChoice as c')
        .select((x) => x.fn.countAll<number>().as('n'))
        .whereRef('c.itemId', '=', 'i.id')
        .whereRef('c.voteId', '=', 'i.voteId')
        .as('count'),
    ])
    .where('i.voteId', '=', voteId)
    .orderBy('i.sort')
    .orderBy('i.id')
    .execute();
  const named =
    final && !vote.anonymous
      ? await db
          .selectFrom('orgVoteChoice as c')
          .innerJoin('user as u', 'u.id', 'c.userId')
          .select(['c.itemId', 'u.name'])
          .where('c.voteId', '=', voteId)
          .orderBy('u.id')
          .execute()
      : null;
  const { ballots } = await db
    .selectFrom('orgVoteBallot')
    .select((eb) => eb.fn.countAll<number>().as('ballots'))
    .where('voteId', '=', voteId)
    .executeTakeFirstOrThrow();
  let eligibleQuery = db
    .selectFrom('user as u')
    .leftJoin('identity as d', 'd.id', 'u.identityId')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('u.orgId', '=', v.orgId)
    .where('u.status', '=', 1);
  if (vote.eligibleIdentities.length > 0) eligibleQuery = eligibleQuery.where('d.name', 'in', vote.eligibleIdentities);
  const { n: eligible } = await eligibleQuery.executeTakeFirstOrThrow();
  return {
    vote,
    final,
    ballotCount: Number(ballots),
    // members who have left the branch since still count among the ballots
    eligibleCount: Math.max(Number(eligible), Number(ballots)),
    items: counts.map((c) => ({
      id: c.id,
      name: c.name,
      count: Number(c.count ?? 0),
      voters: named ? named.filter((x) => x.itemId === c.id).map((x) => x.name) : null,
    })),
  };
}
