import { CODE_OK, CODE_OPERATION_ERROR } from '../../../../contract/codes';
import { endpoints } from '../../../../contract/endpoints';
import { inTransaction } from '../../../db/transaction';
import { clock } from '../../../lib/clock';
import { hoursFrom } from '../../../test/activityFixtures';
import { insertStructure, insertUser, type FixtureIds } from '../../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../../test/testApp';
import { DISABLED } from '../../user/refusal';
import { registerAdapter } from './register';
import type { AppliedVerdict, ItemRow } from './types';

// A self-registration as a review item: registering opens one pending item (kind register) with
// the account; the branch's approval confirms the account, which then sees its branch's matters;
// a return disables it, signs it out, and its login says the registration was refused and why.
// A decided registration is not decided again; an ordinary disabled account's message is unchanged.

const u = endpoints.user;
let t: TestApp;
let ids: FixtureIds;
const SETUP_MS = 120_000;
jest.setTimeout(60_000);
beforeAll(async () => {
  t = await createTestApp();
  ids = await insertStructure(t.db);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
beforeEach(() => clock.freeze());
afterEach(() => clock.reset());

const PASSWORD = 'Newbie@2026';
const lastCode = () => /验证码为：(\d{6})/.exec(t.mails[t.mails.length - 1].text)![1];
let made = 0;

/** Registers a new account through user/register; answers its id, account and token. */
async function registered(): Promise<{ id: number; account: string; token: string }> {
  made += 1;
  const account = `rv${String(made).padStart(4, '0')}`;
  const email = `${account}@example.edu.cn`;
  clock.advance(61);
  expect(await call(t.app, u.sendMail.path, { email, purpose: 'register', ...(await t.captcha()) })).toMatchObject({ code: CODE_OK });
  const res = await call<{ token: string; userInfo: { id: number } }>(t.app, u.register.path, {
    account,
    password: PASSWORD,
    name: '新同学',
    email,
    gender: 2,
    orgId: ids.orgs.branch,
    mailCode: lastCode(),
  });
  expect(res.code).toBe(CODE_OK);
  return { id: res.data.userInfo.id, account, token: res.data.token };
}

const login = async (account: string) => call(t.app, u.login.path, { account, password: PASSWORD, ...(await t.captcha()) });
const itemsOf = (userId: number) =>
  t.db.selectFrom('reviewItem').selectAll().where('source', '=', 'user').where('refId', '=', userId).orderBy('id').execute();
const verdict = (v: 'approve' | 'return', reason = ''): AppliedVerdict => ({
  verdict: v,
  reason,
  score: null,
  reviewerName: '支部书记',
  at: clock.iso(),
});
const apply = (item: ItemRow, v: AppliedVerdict) => inTransaction(t.db, (trx) => registerAdapter.apply(trx, item, v));
/** what the review module records on the item when it decides (its own route, not this adapter) */
const decided = (item: ItemRow, v: AppliedVerdict) =>
  t.db
    .updateTable('reviewItem')
    .set({ state: v.verdict === 'approve' ? 'approved' : 'returned', reason: v.reason, decidedAt: v.at })
    .where('id', '=', item.id)
    .execute();

describe('registration review', () => {
  it('registering opens one pending item showing the form as filled', async () => {
    const me = await registered();
    const items = await itemsOf(me.id);
    expect(items).toEqual([
      expect.objectContaining({ kind: 'register', userId: me.id, title: '自行注册', state: 'pending', submittedAt: clock.iso() }),
    ]);
    const handed = await registerAdapter.handedIn(t.db, items[0]);
    const bj = new Date(clock.now().getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(Object.fromEntries(handed.map((h) => [h.label, h.text]))).toEqual({
      姓名: '新同学',
      账号: me.account,
      性别: '女',
      手机: '未填写',
      邮箱: `${me.account}@example.edu.cn`,
      学号: '未填写',
      学院: '未填写',
      专业: '未填写',
      班级: '未填写',
      所选党支部: '校党委 / 计算机学院党委 / 本科生第一党支部',
      身份: '入党申请人',
      注册时间: bj,
    });
  });

  it('approval confirms the account: it sees its branch’s matters, and is sent to study; not decided twice', async () => {
    const agenda = await t.db
      .insertInto('orgAct')
      .values({
        orgId: ids.orgs.branch,
        category: '支部委员会',
        title: '支部委员会：研究确定发展对象人选',
        startTime: hoursFrom(clock.now().getTime(), 24),
        endTime: hoursFrom(clock.now().getTime(), 26),
        place: '党员活动室',
        organizer: '支部书记',
        createdAt: clock.iso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const me = await registered();
    const page = { pageNum: 1, pageSize: 50 };
    const acts = async () =>
      (await call<{ list: { id: number }[] }>(t.app, endpoints.orgAct.actList.path, page, me.token)).data.list.map((a) => a.id);
    expect(await acts()).not.toContain(agenda.id);

    const [item] = await itemsOf(me.id);
    const v = verdict('approve');
    await apply(item, v);
    expect(await registerAdapter.link(t.db, item, v)).toEqual({ path: '/index/home', actionText: '去学习' });
    expect(await call(t.app, u.userInfo.path, {}, me.token)).toMatchObject({ code: CODE_OK, data: { branchConfirmed: true } });
    expect(await acts()).toContain(agenda.id);
    await expect(apply(item, verdict('return', '信息不实'))).rejects.toMatchObject({
      code: CODE_OPERATION_ERROR,
      message: '该注册申请已不在待审核状态',
    });
    expect(await login(me.account)).toMatchObject({ code: CODE_OK });
  });

  it('a return disables the account and signs it out; its login says the registration was refused and why', async () => {
    const me = await registered();
    const [item] = await itemsOf(me.id);
    const v = verdict('return', '本支部无此学生，请核对所在党支部');
    await apply(item, v);
    await decided(item, v);
    expect(await t.db.selectFrom('user').select(['status', 'branchConfirmed']).where('id', '=', me.id).executeTakeFirst()).toEqual({
      status: 0,
      branchConfirmed: 0,
    });
    expect(await call(t.app, u.userInfo.path, {}, me.token)).toMatchObject({ code: 10003 });
    expect(await login(me.account)).toMatchObject({
      code: CODE_OPERATION_ERROR,
      msg: '注册申请未通过：本支部无此学生，请核对所在党支部。如有疑问请联系所在党支部',
      data: null,
    });
    await expect(apply(item, verdict('approve'))).rejects.toMatchObject({ message: '该注册申请已不在待审核状态' });
    expect(await registerAdapter.link(t.db, item, v)).toEqual({ path: '', actionText: '' });
  });

  it('the refusal is not told until the item says returned (a wrong password still comes first)', async () => {
    const me = await registered();
    const [item] = await itemsOf(me.id);
    const v = verdict('return', '请到支部当面确认');
    await apply(item, v);
    // the adapter ran but the review module has not recorded the return: the general message
    expect(await login(me.account)).toMatchObject({ code: CODE_OPERATION_ERROR, msg: DISABLED });
    await decided(item, v);
    expect((await call(t.app, u.login.path, { account: me.account, password: 'Wrong@2026x', ...(await t.captcha()) })).msg).toMatch(
      /账号或密码错误/,
    );
    expect((await login(me.account)).msg).toBe('注册申请未通过：请到支部当面确认。如有疑问请联系所在党支部');
  });

  it('an ordinary disabled account keeps its message; a confirmed account disabled later too', async () => {
    await insertUser(t.db, { account: 'off00001', password: PASSWORD, status: 0, orgId: ids.orgs.branch });
    expect(await login('off00001')).toMatchObject({ code: CODE_OPERATION_ERROR, msg: '账号已停用，请联系管理员' });

    // refused once, then the school re-enabled and confirmed it, then disabled it for another reason
    const me = await registered();
    const [item] = await itemsOf(me.id);
    const v = verdict('return', '信息不全');
    await apply(item, v);
    await decided(item, v);
    await t.db.updateTable('user').set({ branchConfirmed: 1 }).where('id', '=', me.id).execute();
    expect(await login(me.account)).toMatchObject({ code: CODE_OPERATION_ERROR, msg: DISABLED });
  });
});
