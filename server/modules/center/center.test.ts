import { CODE_OK, CODE_OPERATION_ERROR, CODE_TOKEN_EXPIRED } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { UserDetail } from '../../../contract/center';
import { call, createTestApp, type TestApp } from '../../test/testApp';

const center = endpoints.center;
let t: TestApp;
let xiaoming: string;
let siyu: string;

// Creating a database, migrating and seeding can take several seconds on a busy PostgreSQL.
const SETUP_MS = 30_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [xiaoming, siyu] = await Promise.all([t.login('2023010101', 'Dangjian@2026'), t.login('2023010102', 'Dangjian@2026')]);
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
      account: '2023010101',
      name: '张晓明',
      gender: 1,
      appId: 6,
      studentNo: '2023010101',
      college: '计算机科学与技术学院',
      identityName: '入党积极分子',
      orgName: '计算机学院本科生第一党支部',
      phaseName: '入党积极分子培训',
      stageName: '2026年秋季学期 第一阶段',
      email: 'zhangxiaoming@stu.example.edu.cn',
      defaultPassword: false,
    });
    expect(d.orgPath).toEqual(['中共华东理工科技大学委员会', '计算机科学与技术学院党委', '计算机学院本科生第一党支部']);
    expect(new Date(d.createdAt).toISOString()).toBe(d.createdAt);
    expect(d.passwordChangedAt).not.toBeNull();
  });

  it('shows no password change for a learner who still has the initial password', async () => {
    const token = await t.login('2024010199', 'Init@2026');
    const d = await detail(token);
    expect(d.defaultPassword).toBe(true);
    expect(d.passwordChangedAt).toBeNull();
  });

  it('needs a token', async () => {
    expect((await call(t.app, center.userDetail.path, {})).code).toBe(CODE_TOKEN_EXPIRED);
    expect((await call(t.app, center.userDetail.path, {}, 'not-a-token')).code).toBe(CODE_TOKEN_EXPIRED);
    expect((await call(t.app, center.editUser.path, { name: '张三' })).code).toBe(CODE_TOKEN_EXPIRED);
  });
});

describe('center/editUser', () => {
  it('changes the caller and nobody else', async () => {
    const before = await detail(siyu);
    const res = await edit(xiaoming, { phone: '13911112222', className: '计科2301班（辅修金融）', gender: 1 });
    expect(res.code).toBe(CODE_OK);
    expect(res.data).toMatchObject({ account: '2023010101', phone: '13911112222', className: '计科2301班（辅修金融）' });
    expect((await detail(xiaoming)).phone).toBe('13911112222');
    expect(await detail(siyu)).toEqual(before);
  });

  it('moves the caller to another branch and clears optional fields', async () => {
    const branch = await t.db.selectFrom('orgUnit').select('id').where('name', '=', '计算机学院本科生第二党支部').executeTakeFirstOrThrow();
    const res = await edit(xiaoming, { orgId: branch.id, email: '', birthday: null });
    expect(res.code).toBe(CODE_OK);
    expect(res.data).toMatchObject({ orgId: branch.id, orgName: '计算机学院本科生第二党支部', email: '', birthday: null });
  });

  it('refuses bad input, naming the field, and writes nothing', async () => {
    const before = await detail(xiaoming);
    const college = await t.db.selectFrom('orgUnit').select('id').where('name', '=', '计算机科学与技术学院党委').executeTakeFirstOrThrow();
    const cases: [object, string][] = [
      [{ name: undefined }, '姓名'],
      [{ phone: '12345' }, '手机号'],
      [{ email: 'not-mail' }, '邮箱'],
      [{ birthday: '2005/04/12' }, '出生日期'],
      [{ identityId: 'abc' }, '身份'],
      [{ identityId: 98765 }, '身份'],
      [{ orgId: college.id }, '党支部'],
    ];
    for (const [patch, field] of cases) {
      const res = await edit(xiaoming, patch);
      expect({ patch, code: res.code }).toEqual({ patch, code: CODE_OPERATION_ERROR });
      expect(res.msg).toContain(field);
    }
    expect(await detail(xiaoming)).toEqual(before);
  });

  it('ignores fields a learner may not change', async () => {
    const res = await call<UserDetail>(t.app, center.editUser.path, { name: '张晓明', account: 'hacker', appId: 5, partyStatus: 'member' }, xiaoming);
    expect(res.code).toBe(CODE_OK);
    expect(res.data).toMatchObject({ account: '2023010101', appId: 6, partyStatus: 'activist' });
  });
});
