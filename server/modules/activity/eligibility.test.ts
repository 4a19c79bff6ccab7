import { clock } from '../../lib/clock';
import { activityFixture, insertOrgs, participant, type Orgs, type Participant } from '../../test/activityFixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { ELIGIBILITY } from './eligibility';

// Who may join a training class: the identities the class trains, and only once the learner's
// branch has confirmed the account. The rule is judged inside the seat-taking statement, so an
// ineligible learner never holds a seat, not even for a moment among a crowd.

let t: TestApp;
let orgs: Orgs;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  orgs = await insertOrgs(t.db);
  for (const name of ['入党积极分子', '发展对象']) await identity(name);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

/** the identity's id, made on first use (a test app holds no reference data) */
async function identity(name: string): Promise<number> {
  const row = await t.db.selectFrom('identity').select('id').where('name', '=', name).executeTakeFirst();
  return row?.id ?? (await t.db.insertInto('identity').values({ name, sort: 1 }).returning('id').executeTakeFirstOrThrow()).id;
}

/** a 发展对象 class of the school (track develop) with one activity */
async function candidateClass(capacity = 10) {
  const a = await activityFixture(t.db, clock.now().getTime(), { track: 'develop' }, { capacity });
  await t.db
    .insertInto('activityProjectIdentity')
    .values({ projectId: a.projectId, identityId: await identity('发展对象') })
    .execute();
  return a;
}

async function learnerAs(name: string, confirmed = true): Promise<Participant> {
  const p = await participant(t, orgs.branch);
  await t.db
    .updateTable('user')
    .set({ identityId: await identity(name), branchConfirmed: confirmed ? 1 : 0 })
    .where('id', '=', p.id)
    .execute();
  return p;
}

const seats = async (activityId: number) => {
  const a = await t.db.selectFrom('activity').select('signedCount').where('id', '=', activityId).executeTakeFirstOrThrow();
  const rows = await t.db
    .selectFrom('activitySignup')
    .select('userId')
    .where('activityId', '=', activityId)
    .where('status', '=', 'signed')
    .execute();
  return { signedCount: a.signedCount, userIds: rows.map((r) => r.userId).sort((x, y) => x - y) };
};

describe('eligibility', () => {
  it('an 入党积极分子 is refused a seat in the 发展对象 class (10002 saying why), and is not shown the class', async () => {
    const a = await candidateClass();
    const activist = await learnerAs('入党积极分子');
    expect(await activist.refused('baoMing', { activityId: a.activityId })).toBe(ELIGIBILITY.wrongIdentity(['发展对象'], '入党积极分子'));
    expect(await seats(a.activityId)).toEqual({ signedCount: 0, userIds: [] });
    expect((await activist.ok('dyProjectList')).map((p) => p.id)).not.toContain(a.projectId);

    const candidate = await learnerAs('发展对象');
    expect((await candidate.ok('dyProjectList')).map((p) => p.id)).toContain(a.projectId);
    expect((await candidate.ok('baoMing', { activityId: a.activityId })).signedUp).toBe(true);
    expect(await seats(a.activityId)).toEqual({ signedCount: 1, userIds: [candidate.id] });
  });

  it('an account its branch has not confirmed joins no class and is shown none, whatever its identity', async () => {
    const open = await activityFixture(t.db, clock.now().getTime());
    const a = await candidateClass();
    const waiting = await learnerAs('发展对象', false);
    expect(await waiting.refused('baoMing', { activityId: open.activityId })).toBe(ELIGIBILITY.unconfirmed);
    expect(await waiting.refused('baoMing', { activityId: a.activityId })).toBe(ELIGIBILITY.unconfirmed);
    expect(await waiting.ok('projectList')).toEqual([]);
    expect(await waiting.ok('dyProjectList')).toEqual([]);
    expect(await seats(open.activityId)).toEqual({ signedCount: 0, userIds: [] });
  });

  it('ten 入党积极分子 and ten 发展对象 at once for three seats: only 发展对象 get them, three exactly', async () => {
    const a = await candidateClass(3);
    const activists = await Promise.all(Array.from({ length: 10 }, () => learnerAs('入党积极分子')));
    const candidates = await Promise.all(Array.from({ length: 10 }, () => learnerAs('发展对象')));
    const everyone = [...activists, ...candidates];
    const answers = await Promise.all(everyone.map((p) => p.raw('baoMing', { activityId: a.activityId })));
    const activistAnswers = answers.slice(0, 10);
    expect(activistAnswers.map((r) => [r.code, r.msg])).toEqual(
      Array(10).fill([10002, ELIGIBILITY.wrongIdentity(['发展对象'], '入党积极分子')]),
    );
    const won = candidates
      .filter((_, i) => answers[10 + i].code === 99999)
      .map((p) => p.id)
      .sort((x, y) => x - y);
    expect(won).toHaveLength(3);
    expect(
      answers
        .slice(10)
        .filter((r) => r.code === 10002)
        .map((r) => r.msg),
    ).toEqual(Array(7).fill('名额已满'));
    expect(await seats(a.activityId)).toEqual({ signedCount: 3, userIds: won });
    // twenty accounts made and logged in first: generous for a busy machine
  }, 60_000);
});
