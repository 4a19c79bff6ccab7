import { CODE_OK, CODE_TOKEN_EXPIRED } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { PartyUserInfo } from '../../../contract/partyIndex';
import { insertPeople, insertStructure, type People } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';

const path = endpoints.partyIndex.userInfo.path;
let t: TestApp;
let people: People;

// Creating a database and migrating can take several seconds on a busy PostgreSQL.
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  people = await insertPeople(t.db, await insertStructure(t.db));
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
    [
      'learner' as const,
      { name: '张晓明', partyStatus: 'activist', partyStatusText: '入党积极分子', joinPartyDate: null, identityName: '入党积极分子' },
    ],
    [
      'probationer' as const,
      {
        name: '王浩然',
        partyStatusText: '中共预备党员',
        joinPartyDate: '2026-05-20',
        phaseName: '发展对象培训',
        orgName: '本科生第二党支部',
      },
    ],
    [
      'cadre' as const,
      { name: '赵建国', partyStatusText: '中共党员', identityName: '正式党员', orgName: '本科生第一党支部', phaseName: '', stageName: '' },
    ],
  ])('describes the %s in their organisation', async (who, expected) => {
    const token = await t.login(people[who].account, people[who].password);
    const res = await formCall(token);
    expect(res.code).toBe(CODE_OK);
    expect(res.data).toMatchObject(expected);
  });

  it('shows an empty status text for a value the enum no longer has', async () => {
    const token = await t.login(people.probationer.account, people.probationer.password);
    await t.db.updateTable('user').set({ partyStatus: 'retired-code' }).where('id', '=', people.probationer.id).execute();
    const res = await formCall(token);
    expect(res.data).toMatchObject({ partyStatus: 'retired-code', partyStatusText: '' });
  });

  it('needs a token', async () => {
    expect((await formCall()).code).toBe(CODE_TOKEN_EXPIRED);
    expect((await formCall('expired-or-forged')).code).toBe(CODE_TOKEN_EXPIRED);
  });
});
