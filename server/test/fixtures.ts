import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../lib/password';

// Just the rows the server-core tests need, independent of the demo seed's content.

export interface FixtureIds {
  identities: { activist: number; member: number; applicant: number };
  orgs: { committee: number; college: number; branch: number; branch2: number };
  phases: { first: number; second: number };
  stages: { a: number; b: number; c: number };
}

export async function insertStructure(db: Kysely<Database>): Promise<FixtureIds> {
  await db
    .insertInto('app')
    .values([
      { id: 1, name: '党员管理系统', portalUrl: '', learningTheWay: 0, cadreArea: 0 },
      { id: 5, name: '干部培训', portalUrl: '/training2/', learningTheWay: 0, cadreArea: 1 },
      { id: 6, name: '学员培训', portalUrl: '/training2/', learningTheWay: 1, cadreArea: 0 },
    ])
    .execute();
  await db
    .insertInto('enumItem')
    .values([
      { code: 'gender', value: '2', label: '女', sort: 2 },
      { code: 'gender', value: '1', label: '男', sort: 1 },
      { code: 'partyStatus', value: 'activist', label: '入党积极分子', sort: 1 },
      { code: 'partyStatus', value: 'probationary', label: '中共预备党员', sort: 2 },
      { code: 'partyStatus', value: 'member', label: '中共党员', sort: 3 },
    ])
    .execute();
  const id = async (table: 'identity' | 'phase', name: string, sort: number) =>
    (
      await db
        .insertInto(table as 'phase')
        .values({ name, sort })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const org = async (parentId: number | null, name: string, kind: string, sort: number) =>
    (await db.insertInto('orgUnit').values({ parentId, name, kind, sort }).returning('id').executeTakeFirstOrThrow()).id;
  const identities = {
    member: await id('identity', '正式党员', 2),
    activist: await id('identity', '入党积极分子', 1),
    applicant: await id('identity', '入党申请人', 0),
  };
  const committee = await org(null, '校党委', '党委', 1);
  const college = await org(committee, '计算机学院党委', '党委', 1);
  const branch2 = await org(college, '本科生第二党支部', '党支部', 2);
  const branch = await org(college, '本科生第一党支部', '党支部', 1);
  const phases = { first: await id('phase', '积极分子培训', 1), second: await id('phase', '发展对象培训', 2) };
  const stage = async (phaseId: number, name: string, sort: number) =>
    (
      await db
        .insertInto('stage')
        .values({ phaseId, name, startDate: '2026-03-01', endDate: '2026-06-30', sort })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const stages = {
    b: await stage(phases.first, '第二阶段', 2),
    a: await stage(phases.first, '第一阶段', 1),
    c: await stage(phases.second, '集中学习', 1),
  };
  return { identities, orgs: { committee, college, branch, branch2 }, phases, stages };
}

export interface NewUser {
  account: string;
  password: string;
  name?: string;
  appId?: number;
  email?: string;
  status?: number;
  defaultPassword?: number;
  orgId?: number | null;
  identityId?: number | null;
  stageId?: number | null;
  partyStatus?: string;
  joinPartyDate?: string | null;
  passwordChangedAt?: string | null;
}

export async function insertUser(db: Kysely<Database>, u: NewUser): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('user')
    .values({
      account: u.account,
      passwordHash: await hashPassword(u.password),
      name: u.name ?? '测试学员',
      gender: 1,
      appId: u.appId ?? 6,
      avatarUrl: '',
      phone: '',
      email: u.email ?? '',
      studentNo: u.account,
      nation: '01',
      education: '',
      partyStatus: u.partyStatus ?? '',
      birthday: null,
      joinPartyDate: u.joinPartyDate ?? null,
      college: '计算机学院',
      major: '',
      className: '',
      identityId: u.identityId ?? null,
      orgId: u.orgId ?? null,
      stageId: u.stageId ?? null,
      defaultPassword: u.defaultPassword ?? 0,
      status: u.status ?? 1,
      createdAt: now,
      updatedAt: now,
      passwordChangedAt: u.passwordChangedAt ?? null,
      lastLoginAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface Person {
  id: number;
  account: string;
  password: string;
}

export interface People {
  /** app 6, 入党积极分子 in 本科生第一党支部, first stage of 积极分子培训 */
  learner: Person;
  /** app 6, 中共预备党员 in 本科生第二党支部, in 集中学习 of 发展对象培训 */
  probationer: Person;
  /** app 5 (cadre), 中共党员 in 本科生第一党支部, in no training stage */
  cadre: Person;
}

/** Three people of the structure above, each with their own password. */
export async function insertPeople(db: Kysely<Database>, ids: FixtureIds): Promise<People> {
  const person = async (u: NewUser): Promise<Person> => ({ id: await insertUser(db, u), account: u.account, password: u.password });
  return {
    learner: await person({
      account: 'learner01',
      password: 'Learner@2026',
      name: '张晓明',
      email: 'learner01@example.edu.cn',
      orgId: ids.orgs.branch,
      identityId: ids.identities.activist,
      stageId: ids.stages.a,
      partyStatus: 'activist',
      passwordChangedAt: '2026-09-01T08:00:00.000Z',
    }),
    probationer: await person({
      account: 'learner02',
      password: 'Learner2@2026',
      name: '王浩然',
      orgId: ids.orgs.branch2,
      identityId: ids.identities.member,
      stageId: ids.stages.c,
      partyStatus: 'probationary',
      joinPartyDate: '2026-05-20',
    }),
    cadre: await person({
      account: 'cadre001',
      password: 'Cadre@2026',
      name: '赵建国',
      appId: 5,
      orgId: ids.orgs.branch,
      identityId: ids.identities.member,
      partyStatus: 'member',
      joinPartyDate: '2001-07-01',
    }),
  };
}
