import { CODE_OK, CODE_OPERATION_ERROR, CODE_TOKEN_EXPIRED, MSG_CHANGE_INITIAL_PASSWORD } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { UserDetail } from '../../../contract/center';
import { insertPeople, insertStructure, insertUser, type FixtureIds } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';

const center = endpoints.center;
let t: TestApp;
let ids: FixtureIds;
let xiaoming: string;
let haoran: string;

// Creating a database and migrating can take several seconds on a busy PostgreSQL.
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  ids = await insertStructure(t.db);
  const people = await insertPeople(t.db, ids);
  await insertUser(t.db, { account: 'fresh001', password: 'Init@2026', defaultPassword: 1 });
  xiaoming = await t.login(people.learner.account, people.learner.password);
  haoran = await t.login(people.probationer.account, people.probationer.password);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

const detail = async (token: string) => {
  const res = await call<UserDetail>(t.app, center.userDetail.path, {}, token);
  expect(res.code).toBe(CODE_OK);
  return res.data;
};
/** A patch must carry the name (the contract makes it required); the rest is optional. */
const edit = (token: string, patch: object) => call<UserDetail>(t.app, center.editUser.path, { name: '张晓明', ...patch }, token);

describe('center/userDetail', () => {
  it('answers the caller with the account facts', async () => {
    const d = await detail(xiaoming);
    expect(d).toMatchObject({
      account: 'learner01',
      name: '张晓明',
      gender: 1,
      appId: 6,
      studentNo: 'learner01',
      college: '计算机学院',
      identityName: '入党积极分子',
      orgName: '本科生第一党支部',
      phaseName: '积极分子培训',
      stageName: '第一阶段',
      email: 'learner01@example.edu.cn',
      defaultPassword: false,
    });
    expect(d.orgPath).toEqual(['校党委', '计算机学院党委', '本科生第一党支部']);
    expect(new Date(d.createdAt).toISOString()).toBe(d.createdAt);
    expect(d.passwordChangedAt).not.toBeNull();
  });

  it('refuses a learner who still has the initial password: the password change comes first', async () => {
    const token = await t.login('fresh001', 'Init@2026');
    expect(await call(t.app, center.userDetail.path, {}, token)).toMatchObject({
      code: CODE_OPERATION_ERROR,
      msg: MSG_CHANGE_INITIAL_PASSWORD,
    });
  });

  it('needs a token', async () => {
    expect((await call(t.app, center.userDetail.path, {})).code).toBe(CODE_TOKEN_EXPIRED);
    expect((await call(t.app, center.userDetail.path, {}, 'not-a-token')).code).toBe(CODE_TOKEN_EXPIRED);
    expect((await call(t.app, center.editUser.path, { name: '张三' })).code).toBe(CODE_TOKEN_EXPIRED);
  });
});

describe('center/editUser', () => {
  it('changes the caller and nobody else', async () => {
    const before = await detail(haoran);
    const res = await edit(xiaoming, { phone: '13911112222', className: '计科2301班（辅修金融）', gender: 1 });
    expect(res.code).toBe(CODE_OK);
    expect(res.data).toMatchObject({ account: 'learner01', phone: '13911112222', className: '计科2301班（辅修金融）' });
    expect((await detail(xiaoming)).phone).toBe('13911112222');
    expect(await detail(haoran)).toEqual(before);
  });

  it("clears optional fields; the branch stays the organisation's to change", async () => {
    const res = await edit(xiaoming, { email: '', birthday: null });
    expect(res.code).toBe(CODE_OK);
    expect(res.data).toMatchObject({ email: '', birthday: null });
    const moved = await edit(xiaoming, { orgId: ids.orgs.branch2 });
    expect([moved.code, moved.msg]).toEqual([CODE_OPERATION_ERROR, '所在党组织不能自行修改；转接组织关系请联系所在学院党务秘书']);
  });

  it('refuses bad input, naming the field, and writes nothing', async () => {
    const before = await detail(xiaoming);
    const cases: [object, string][] = [
      [{ name: '李思雨' }, '姓名'],
      [{ phone: '12345' }, '手机号'],
      [{ email: 'not-mail' }, '邮箱'],
      [{ birthday: '2005/04/12' }, '出生日期'],
      [{ identityId: 'abc' }, '身份'],
      [{ identityId: 98765 }, '身份'],
      [{ orgId: ids.orgs.college }, '党组织'],
      [{ birthday: '2099-01-01' }, '出生日期'],
    ];
    for (const [patch, field] of cases) {
      const res = await edit(xiaoming, patch);
      expect({ patch, code: res.code }).toEqual({ patch, code: CODE_OPERATION_ERROR });
      expect(res.msg).toContain(field);
    }
    expect(await detail(xiaoming)).toEqual(before);
  });

  it('ignores fields a learner may not change', async () => {
    const res = await call<UserDetail>(
      t.app,
      center.editUser.path,
      { name: '张晓明', account: 'hacker', appId: 5, partyStatus: 'member' },
      xiaoming,
    );
    expect(res.code).toBe(CODE_OK);
    expect(res.data).toMatchObject({ account: 'learner01', appId: 6, partyStatus: 'activist' });
  });
});
