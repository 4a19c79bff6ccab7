import { sql } from 'kysely';
import type { PageOf } from '../../../contract/common';
import type { PartyActDetail, PartyActItem, PartyActKind, PartyActState } from '../../../contract/partyIndex';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { offsetOf } from '../cms/listing';
import type { Member } from '../orgAct/membership';

// Party activities (党委活动) and education-base visits (教育基地) a learner sees: those held by
// an organisation above them — their college committee (the parent of their branch) and the school
// committee at the top — never another college's. The organiser keeps the participation records;
// the learner reads their own. Any other activity answers as if it did not exist.

export const NO_PARTY_ACT = '活动不存在';
const MAX_DEPTH = 8;

/** The learner's organisations from their branch up to the school committee (the root). */
export async function orgChainOf(db: Db, m: Member): Promise<{ ids: number[]; rootId: number | null }> {
  const ids = [...m.orgIds];
  let top = ids.length > 0 ? ids[ids.length - 1] : null;
  for (let depth = 0; top !== null && depth < MAX_DEPTH; depth++) {
    const row = await db.selectFrom('orgUnit').select('parentId').where('id', '=', top).executeTakeFirst();
    const parent = row?.parentId ?? null;
    if (parent === null || ids.includes(parent)) break;
    ids.push(parent);
    top = parent;
  }
  return { ids, rootId: top };
}

const stateOf = (a: { startTime: string; endTime: string }, nowIso: string): PartyActState =>
  nowIso < a.startTime ? 'upcoming' : nowIso < a.endTime ? 'ongoing' : 'ended';

const acts = (db: Db, userId: number, orgIds: number[]) =>
  db
    .selectFrom('partyAct as a')
    .innerJoin('orgUnit as o', 'o.id', 'a.orgId')
    .leftJoin('partyActRecord as r', (j) => j.onRef('r.actId', '=', 'a.id').on('r.userId', '=', userId))
    .select((eb) => [
      'a.id',
      'a.kind',
      'a.title',
      'a.category',
      'a.orgId',
      'o.name as orgName',
      'a.startTime',
      'a.endTime',
      'a.place',
      'a.organizer',
      'a.capacity',
      'a.baseName',
      'a.baseAddress',
      'a.intro',
      'a.agenda',
      'r.status',
      'r.checkInAt',
      'r.remark',
      eb
        .selectFrom('partyActRecord as c')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('c.actId', '=', 'a.id')
        .as('participantCount'),
    ])
    // no organisation: nothing (`in ()` is not valid SQL)
    .where('a.orgId', 'in', orgIds.length > 0 ? orgIds : [0]);
type ActRow = Awaited<ReturnType<ReturnType<typeof acts>['execute']>>[number];

function toItem(r: ActRow, rootId: number | null, nowIso: string): PartyActItem {
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    category: r.category,
    orgName: r.orgName,
    level: r.orgId === rootId ? 'school' : 'college',
    startTime: r.startTime,
    endTime: r.endTime,
    place: r.place,
    organizer: r.organizer,
    capacity: Number(r.capacity),
    participantCount: Number(r.participantCount ?? 0),
    baseName: r.baseName,
    baseAddress: r.baseAddress,
    state: stateOf(r, nowIso),
    participation: r.status ?? null,
  };
}

export async function partyActPage(
  db: Db,
  m: Member,
  kind: PartyActKind,
  q: { state?: PartyActState; pageNum: number; pageSize: number },
  nowIso: string,
): Promise<PageOf<PartyActItem>> {
  const chain = await orgChainOf(db, m);
  let base = acts(db, m.id, chain.ids).where('a.kind', '=', kind);
  if (q.state === 'upcoming') base = base.where('a.startTime', '>', nowIso);
  if (q.state === 'ongoing') base = base.where('a.startTime', '<=', nowIso).where('a.endTime', '>', nowIso);
  if (q.state === 'ended') base = base.where('a.endTime', '<=', nowIso);
  const { n } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  // not over yet: the soonest first; over: the latest first
  const notOver = sql`case when ${sql.ref('a.endTime')} > ${nowIso} then 0 else 1 end`;
  const soonest = sql`case when ${sql.ref('a.endTime')} > ${nowIso} then ${sql.ref('a.startTime')} else '' end`;
  const rows = await base
    .orderBy(notOver)
    .orderBy(soonest)
    .orderBy('a.startTime', 'desc')
    .orderBy('a.id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .execute();
  return { list: rows.map((r) => toItem(r, chain.rootId, nowIso)), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

/** Either kind: the id comes from 党委活动 or 教育基地. */
export async function partyActDetail(db: Db, m: Member, actId: number, nowIso: string): Promise<PartyActDetail> {
  const chain = await orgChainOf(db, m);
  const r = await acts(db, m.id, chain.ids).where('a.id', '=', actId).executeTakeFirst();
  if (!r) throw fail(NO_PARTY_ACT);
  return {
    ...toItem(r, chain.rootId, nowIso),
    intro: r.intro,
    agenda: r.agenda,
    record: r.status ? { status: r.status, checkInAt: r.checkInAt ?? null, remark: r.remark ?? '' } : null,
  };
}
