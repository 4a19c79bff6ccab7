import { CODE_OK, CODE_TOKEN_EXPIRED } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { PartyUserInfo } from '../../../contract/partyIndex';
import { createTestApp, type TestApp } from '../../test/testApp';

const path = endpoints.partyIndex.userInfo.path;
let t: TestApp;

// Creating a database, migrating and seeding can take several seconds on a busy PostgreSQL.
const SETUP_MS = 30_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

/** The web app sends this call form-encoded (spec §7), so the test does too. */
async function formCall(token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { token } : {}) },
    payload: '',
  });
  return res.json() as { code: number; msg: string; data: PartyUserInfo };
}

describe('partyIndex/userInfo', () => {
  it.each([
    ['2023010101', 'Dangjian@2026', { name: '张晓明', partyStatus: 'activist', partyStatusText: '入党积极分子', joinPartyDate: null, identityName: '入党积极分子' }],
    ['2022020201', 'Dangjian@2026', { name: '王浩然', partyStatusText: '中共预备党员', joinPartyDate: '2026-05-20', phaseName: '预备党员培训' }],
    ['2021030301', 'Dangjian@2026', { name: '陈静', partyStatusText: '中共党员', orgName: '马克思主义学院研究生党支部', identityName: '正式党员' }],
    ['gb001', 'Ganbu@2026', { name: '赵建国', partyStatusText: '中共党员', identityName: '领导干部', phaseName: '', stageName: '' }],
  ])('describes %s in their organisation', async (account, password, expected) => {
    const token = await t.login(account, password);
    const res = await formCall(token);
    expect(res.code).toBe(CODE_OK);
    expect(res.data).toMatchObject(expected);
  });

  it('shows an empty status text for a value the enum no longer has', async () => {
    const token = await t.login('2023010102', 'Dangjian@2026');
    await t.db.updateTable('user').set({ partyStatus: 'retired-code' }).where('account', '=', '2023010102').execute();
    const res = await formCall(token);
    expect(res.data).toMatchObject({ partyStatus: 'retired-code', partyStatusText: '' });
  });

  it('needs a token', async () => {
    expect((await formCall()).code).toBe(CODE_TOKEN_EXPIRED);
    expect((await formCall('expired-or-forged')).code).toBe(CODE_TOKEN_EXPIRED);
  });
});
