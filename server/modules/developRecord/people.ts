import { sql } from 'kysely';
import type { Req, Res } from '../../../contract';
import { STAGE_NAMES, type DevelopStage } from '../../../contract/develop';
import type { DevelopPerson, DevelopPersonRow, RoadStep } from '../../../contract/developRecord';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { offsetOf, pageOf, titleContains } from '../cms/listing';
import { MSG_OUT_OF_SCOPE, reviewScope, subtreeOf, type Organiser } from '../organiser/scope';
import { scopedPeople } from '../people/learners';
import { targetInScope } from '../roster/target';
import { factsOf, type Facts } from './evidence';
import { gatesOf } from './gates';
import { recordableSteps } from './record';
import { evidenceOf, roadOf, stagesOf } from './road';

// The console's 发展党员 list and one person's 全程记实: the learners in scope who are on the road
// (a development record, or an identity on the path), each with the last step recorded, the next
// one and how many are past their time limit, computed from the same facts and gates that refuse
// a record, so the console never shows a step as ready that the server would refuse.

const ON_THE_ROAD: DevelopStage[] = ['applicant', 'activist', 'candidate', 'probationary'];

interface Candidate {
  id: number;
  account: string;
  name: string;
  branchId: number | null;
  branchName: string | null;
  partyStatus: string;
}

function rowOf(c: Candidate, f: Facts, road: RoadStep[]): DevelopPersonRow {
  const stage: DevelopStage =
    f.app?.stage ?? (ON_THE_ROAD.includes(c.partyStatus as DevelopStage) ? (c.partyStatus as DevelopStage) : 'applicant');
  const done = road.filter((s) => s.state === 'done');
  const last = done.at(-1);
  const next = road.find((s) => s.state !== 'done');
  return {
    userId: c.id,
    account: c.account,
    name: c.name,
    branchId: c.branchId,
    branchName: c.branchName ?? '',
    stage,
    stageName: STAGE_NAMES[stage],
    lastStep: last ? { no: last.no, name: last.name, doneOn: last.doneOn! } : null,
    nextStep: next ? { no: next.no, name: next.name, recorder: next.recorder, state: next.state } : null,
    overdue: road.filter((s) => s.overdue).length,
  };
}

/** The people on the road within `within` (the caller's scope, or one unit's subtree in it). */
export function onTheRoad(db: Db, o: Organiser, within?: Set<number>) {
  return scopedPeople(db, o, within).where((eb) =>
    eb.or([
      eb('u.partyStatus', 'in', ON_THE_ROAD),
      eb.exists(eb.selectFrom('developApplication as d').select('d.id').whereRef('d.userId', '=', 'u.id')),
    ]),
  );
}

export async function developList(
  db: Db,
  o: Organiser,
  q: Req<'developRecord', 'list'>,
  today: string,
): Promise<Res<'developRecord', 'list'>> {
  const scope = reviewScope(o);
  if (q.branchId !== undefined && !scope.has(q.branchId)) throw fail(MSG_OUT_OF_SCOPE);
  const keyword = q.keyword?.trim() ?? '';
  const people = (await onTheRoad(db, o, q.branchId === undefined ? undefined : subtreeOf(o.units, q.branchId))
    .$if(keyword !== '', (w) => w.where((eb) => eb.or([titleContains(keyword, 'u.name'), titleContains(keyword, 'u.account')])))
    .select(['u.id', 'u.account', 'u.name', 'u.orgId as branchId', 'b.name as branchName', 'u.partyStatus'])
    .orderBy(sql`coalesce(b.sort, 0)`)
    .orderBy('u.account')
    .execute()) as Candidate[];
  const [facts, gates] = await Promise.all([
    factsOf(
      db,
      people.map((p) => p.id),
    ),
    gatesOf(db),
  ]);
  const rows = people
    .map((c) => rowOf(c, facts.get(c.id)!, roadOf(facts.get(c.id)!, gates, today)))
    .filter((r) => (q.stage === undefined || r.stage === q.stage) && (q.nextStep === undefined || r.nextStep?.no === q.nextStep));
  return pageOf(
    rows.slice(offsetOf(q.pageNum, q.pageSize), offsetOf(q.pageNum, q.pageSize) + q.pageSize),
    rows.length,
    q.pageNum,
    q.pageSize,
  );
}

/** The top of the tree above a unit: the school, whose name heads the 记实表. */
function schoolOf(o: Organiser, orgId: number): string {
  let unit = o.units.get(orgId);
  for (let i = 0; unit && unit.parentId !== null && i < 50; i += 1) unit = o.units.get(unit.parentId) ?? unit;
  return unit?.name ?? '';
}

export async function developPerson(db: Db, o: Organiser, userId: number, today: string): Promise<DevelopPerson> {
  const t = await targetInScope(db, o, userId);
  const [user, facts, gates] = await Promise.all([
    db
      .selectFrom('user as u')
      .leftJoin('orgUnit as b', 'b.id', 'u.orgId')
      .select([
        'u.id',
        'u.account',
        'u.name',
        'u.orgId as branchId',
        'b.name as branchName',
        'u.partyStatus',
        'u.gender',
        'u.nation',
        'u.birthday',
        'u.education',
      ])
      .where('u.id', '=', userId)
      .executeTakeFirstOrThrow(),
    factsOf(db, [userId]),
    gatesOf(db),
  ]);
  const f = facts.get(userId)!;
  const road = roadOf(f, gates, today);
  const labels = await enumLabels(db, user.nation, user.education);
  const canRecord = recordableSteps(o, t.orgId);
  const lastNo = f.records.size > 0 ? Math.max(...f.records.keys()) : null;
  return {
    ...rowOf(user, f, road),
    schoolName: schoolOf(o, t.orgId),
    gender: user.gender === 1 ? '男' : user.gender === 2 ? '女' : '',
    nation: labels.nation,
    birthday: user.birthday,
    education: labels.education,
    stages: stagesOf(f),
    steps: road,
    evidence: evidenceOf(f, today),
    canRecord,
    canWithdraw: lastNo !== null && canRecord.includes(lastNo) ? lastNo : null,
  };
}

/** 民族 and 学历 are stored as enum values; the 记实表 prints their names. */
async function enumLabels(db: Db, nation: string, education: string) {
  const rows = await db
    .selectFrom('enumItem')
    .select(['code', 'value', 'label'])
    .where((eb) =>
      eb.or([
        eb.and([eb('code', '=', 'nation'), eb('value', '=', nation)]),
        eb.and([eb('code', '=', 'education'), eb('value', '=', education)]),
      ]),
    )
    .execute();
  return {
    nation: rows.find((r) => r.code === 'nation')?.label ?? nation,
    education: rows.find((r) => r.code === 'education')?.label ?? education,
  };
}
