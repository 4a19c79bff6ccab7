import type { Kysely } from 'kysely';
import type { Res } from '../../contract';
import { CODE_OK, CODE_OPERATION_ERROR } from '../../contract/codes';
import { endpoints, type EndpointName } from '../../contract/endpoints';
import type { Database } from '../db/schema';
import { insertUser } from './fixtures';
import { call, type TestApp } from './testApp';

// Training projects and activities made to order, and learners of a given organisation calling
// the activity group, independent of the demo seed.

const HOUR = 3600_000;
export const hoursFrom = (now: number, hours: number) => new Date(now + hours * HOUR).toISOString();

export interface Orgs {
  school: number;
  college: number;
  branch: number;
  otherCollege: number;
  otherBranch: number;
}

export async function insertOrgs(db: Kysely<Database>): Promise<Orgs> {
  const org = async (parentId: number | null, name: string) =>
    (await db.insertInto('orgUnit').values({ parentId, name, kind: '党委', sort: 1 }).returning('id').executeTakeFirstOrThrow()).id;
  const school = await org(null, '校党委');
  const college = await org(school, '计算机学院党委');
  const branch = await org(college, '本科生第一党支部');
  const otherCollege = await org(school, '外国语学院党委');
  const otherBranch = await org(otherCollege, '外国语学院学生党支部');
  return { school, college, branch, otherCollege, otherBranch };
}

export interface NewActivity {
  title?: string;
  /** hours from `now` */
  starts?: number;
  deadline?: number;
  capacity?: number;
}

/** A project (of an organisation, or the whole school) with one activity; answers the activity id. */
export async function activityFixture(
  db: Kysely<Database>,
  now: number,
  project: { orgId?: number | null; audience?: 'learner' | 'cadre'; track?: 'train' | 'develop' } = {},
  a: NewActivity = {},
): Promise<{ projectId: number; activityId: number }> {
  const p = await db
    .insertInto('activityProject')
    .values({
      title: '2026年春季入党积极分子培训班',
      track: project.track ?? 'train',
      audience: project.audience ?? 'learner',
      orgId: project.orgId ?? null,
      organizer: '校党校',
      startDate: '2026-03-01',
      endDate: '2026-12-31',
      intro: '<b>不执行</b>的简介',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const starts = a.starts ?? 72;
  const activity = await db
    .insertInto('activity')
    .values({
      projectId: p.id,
      title: a.title ?? '专题党课',
      category: '专题党课',
      place: '报告厅',
      content: '<script>alert(1)</script>内容',
      startTime: hoursFrom(now, starts),
      endTime: hoursFrom(now, starts + 2),
      signupDeadline: hoursFrom(now, a.deadline ?? 48),
      capacity: a.capacity ?? 10,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { projectId: p.id, activityId: activity.id };
}

type G = 'activity';
export interface Participant {
  id: number;
  ok<N extends EndpointName<G>>(name: N, body?: object): Promise<Res<G, N>>;
  refused(name: EndpointName<G>, body?: object): Promise<string>;
  raw(name: EndpointName<G>, body?: object): Promise<{ code: number; msg: string; data: unknown; status: number }>;
}

let made = 0;

/** A fresh learner of `orgId` (appId 6, or 5 for a cadre), logged in. */
export async function participant(t: TestApp, orgId: number | null, appId = 6): Promise<Participant> {
  made += 1;
  const account = `act${String(made).padStart(4, '0')}`;
  const id = await insertUser(t.db, { account, password: 'Act@2026', appId, orgId, name: `学员${made}` });
  const token = await t.login(account, 'Act@2026');
  const raw = (name: EndpointName<G>, body: object = {}) => call(t.app, endpoints.activity[name].path, body, token);
  return {
    id,
    raw,
    async ok(name, body = {}) {
      const res = await raw(name, body);
      expect({ code: res.code, msg: res.msg }).toEqual({ code: CODE_OK, msg: expect.any(String) });
      return res.data as never;
    },
    async refused(name, body = {}) {
      const res = await raw(name, body);
      expect({ status: res.status, code: res.code, data: res.data }).toEqual({ status: 200, code: CODE_OPERATION_ERROR, data: null });
      return res.msg;
    },
  };
}
