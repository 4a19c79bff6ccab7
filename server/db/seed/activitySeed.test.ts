import { activityStateOf } from '../../lib/activityState';
import { createTestApp, type TestApp } from '../../test/testApp';

// The demo training activities as stored: every seat counted is a sign-up row, activities in
// every state, leave requests in each state, check-ins, a college's own project and a cadre one.

let t: TestApp;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

describe('activity demo data', () => {
  it('counts exactly the sign-up rows, within capacity', async () => {
    const activities = await t.db.selectFrom('activity').selectAll().execute();
    const signups = await t.db.selectFrom('activitySignup').select('activityId').where('status', '=', 'signed').execute();
    for (const a of activities) {
      expect(a.signedCount).toBe(signups.filter((s) => s.activityId === a.id).length);
      expect(a.signedCount).toBeLessThanOrEqual(a.capacity);
    }
  });

  it('has activities open, full, closed for sign-up and over; leaves in each state; check-ins', async () => {
    const now = new Date().toISOString();
    const states = (await t.db.selectFrom('activity').selectAll().execute()).map((a) => activityStateOf(a, now));
    for (const s of ['open', 'full', 'closed', 'ended'] as const) expect(states).toContain(s);
    const leaves = (await t.db.selectFrom('activityLeave').select('state').execute()).map((l) => l.state);
    expect(new Set(leaves)).toEqual(new Set(['pending', 'approved', 'rejected']));
    expect((await t.db.selectFrom('activityCheckin').selectAll().execute()).length).toBeGreaterThan(0);
  });

  it('has a whole-school project, a college’s 发展对象 project and a cadre project', async () => {
    const projects = await t.db.selectFrom('activityProject').selectAll().execute();
    expect(projects.some((p) => p.orgId === null && p.audience === 'learner' && p.track === 'train')).toBe(true);
    expect(projects.some((p) => p.orgId !== null && p.track === 'develop')).toBe(true);
    expect(projects.some((p) => p.audience === 'cadre')).toBe(true);
  });
});
