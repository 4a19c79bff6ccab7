import { endpoints, type EndpointName } from '../../../contract/endpoints';
import type { Res } from '../../../contract';
import { call, createTestApp, type TestApp } from '../../test/testApp';

// The demo 理论学习中心组 as the demo cadre gb001 sees it, and that learners see none of it (issue #11).

let t: TestApp;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

async function as<N extends EndpointName<'centerGroup'>>(
  account: string,
  password: string,
  name: N,
  body: object = { pageNum: 1, pageSize: 50 },
): Promise<Res<'centerGroup', N>> {
  const token = await t.login(account, password);
  const res = await call<Res<'centerGroup', N>>(t.app, endpoints.centerGroup[name].path, body, token);
  expect(res.code).toBe(99999);
  return res.data;
}

describe('理论学习中心组 demo data', () => {
  it('gb001 sees one going on, two coming and four past, with check-ins, an approved leave, a submitted 学习体会 and a draft', async () => {
    const { list } = await as('gb001', 'Ganbu@2026', 'myActivity');
    expect(list.map((s) => s.state)).toEqual(['ongoing', 'upcoming', 'upcoming', 'ended', 'ended', 'ended', 'ended']);
    expect(list.every((s) => s.groupName.endsWith('委员会理论学习中心组'))).toBe(true);
    expect(list[0]).toMatchObject({ theme: '学习贯彻党的二十届四中全会精神专题学习', checkedIn: true });
    expect(list.filter((s) => s.state === 'upcoming').every((s) => s.canLeave)).toBe(true);
    const past = list.filter((s) => s.state === 'ended');
    expect(past.map((s) => s.experienceState)).toEqual(['draft', 'none', 'none', 'submitted']);
    expect(past.map((s) => s.leaveState)).toEqual([null, null, 'approved', null]);
    expect(past.map((s) => s.checkedIn)).toEqual([true, true, false, true]);
    const detail = await as('gb001', 'Ganbu@2026', 'activityDetail', { activityId: past[3].id });
    expect(detail.readings.length).toBeGreaterThanOrEqual(3);
    expect(detail.speakers).toContain('党委组织部部长 赵建国');
    const submitted = await as('gb001', 'Ganbu@2026', 'getUserExperience', { activityId: past[3].id });
    expect(submitted.charCount).toBeGreaterThanOrEqual(200);
    expect(submitted.charCount).toBeLessThanOrEqual(3000);
    expect(submitted).toMatchObject({ state: 'submitted', editable: false });
    expect(await as('gb001', 'Ganbu@2026', 'getUserExperience', { activityId: past[2].id })).toMatchObject({
      state: 'none',
      editable: true,
    });
    const log = await as('gb001', 'Ganbu@2026', 'userQrcodeScanLog');
    expect(log.list.map((c) => c.method)).toEqual(['scan', 'scan', 'makeup', 'scan']);
  });

  it('a learner sees no sessions and no check-ins', async () => {
    expect((await as('2021030301', 'Dangjian@2026', 'myActivity')).total).toBe(0);
    expect((await as('2021030301', 'Dangjian@2026', 'userQrcodeScanLog')).total).toBe(0);
  });
});
