import { endpoints } from '../../../contract/endpoints';
import { clock } from '../../lib/clock';
import { insertStructure, insertUser, type FixtureIds } from '../../test/fixtures';
import { NAME_FIXED } from './userInfo';
import { call, createTestApp, type TestApp } from '../../test/testApp';

const u = endpoints.user;
let t: TestApp;
let ids: FixtureIds;

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertStructure(t.db);
  await insertUser(t.db, {
    account: 'alice01',
    password: 'Alice@2026',
    name: '张晓明',
    email: 'alice@example.edu.cn',
    orgId: ids.orgs.branch,
    identityId: ids.identities.activist,
    stageId: ids.stages.a,
  });
  await insertUser(t.db, { account: 'bob0001', password: 'Bob@20260', name: '李思雨', email: 'bob@example.edu.cn' });
});
afterAll(() => t.close());
afterEach(() => clock.reset());

/** A fresh captcha and its answer (read from the table, as a person reads the image). */
const captcha = () => t.captcha();
const login = async (account: string, password: string) => call(t.app, u.login.path, { account, password, ...(await captcha()) });
const lastCode = () => /验证码为：(\d{6})/.exec(t.mails[t.mails.length - 1].text)![1];

describe('captcha', () => {
  test('generateCaptcha answers an SVG of 4 characters that expires in 5 minutes', async () => {
    const res = await call<{ captchaId: string; svg: string; expiresIn: number }>(t.app, u.generateCaptcha.path);
    expect(res.code).toBe(99999);
    expect(res.data.svg).toMatch(/^<svg/);
    expect(res.data.expiresIn).toBe(300);
    const row = await t.db.selectFrom('captcha').selectAll().where('id', '=', res.data.captchaId).executeTakeFirstOrThrow();
    expect(row.answer).toMatch(/^[a-z0-9]{4}$/);
    expect(row.answer).not.toMatch(/[0o1il]/);
  });

  test('getCaptcha refreshes: the old id stops working', async () => {
    const old = await captcha();
    const res = await call<{ captchaId: string }>(t.app, u.getCaptcha.path, { captchaId: old.captchaId });
    expect(res.data.captchaId).not.toBe(old.captchaId);
    expect(await call(t.app, u.login.path, { account: 'alice01', password: 'Alice@2026', ...old })).toMatchObject({
      code: 10002,
      msg: '验证码已过期，请刷新',
    });
  });

  test('a wrong captcha is refused and used up; an expired one says so', async () => {
    const c = await captcha();
    expect(
      await call(t.app, u.login.path, { account: 'alice01', password: 'Alice@2026', captchaId: c.captchaId, captchaCode: 'zzzz' }),
    ).toMatchObject({ code: 10002, msg: '验证码错误，请重新输入' });
    expect(await call(t.app, u.login.path, { account: 'alice01', password: 'Alice@2026', ...c })).toMatchObject({
      code: 10002,
      msg: '验证码已过期，请刷新',
    });
    const late = await captcha();
    clock.advance(301);
    expect(await call(t.app, u.login.path, { account: 'alice01', password: 'Alice@2026', ...late })).toMatchObject({
      code: 10002,
      msg: '验证码已过期，请刷新',
    });
  });

  test('the answer is case-insensitive', async () => {
    const c = await captcha();
    expect(
      await call(t.app, u.login.path, {
        account: 'alice01',
        password: 'Alice@2026',
        captchaId: c.captchaId,
        captchaCode: c.captchaCode.toUpperCase(),
      }),
    ).toMatchObject({ code: 99999 });
  });
});

describe('login and logout', () => {
  test('login answers the token, its expiry and the user info', async () => {
    const res = await login('alice01', 'Alice@2026');
    expect(res.code).toBe(99999);
    expect(res.data).toMatchObject({
      token: expect.any(String),
      expiresAt: expect.any(String),
      defaultPassword: false,
      userInfo: {
        account: 'alice01',
        name: '张晓明',
        appId: 6,
        identityName: '入党积极分子',
        orgName: '本科生第一党支部',
        orgPath: ['校党委', '计算机学院党委', '本科生第一党支部'],
        phaseName: '积极分子培训',
        stageName: '第一阶段',
      },
    });
    expect((res.data as { userInfo: { lastLoginAt: string } }).userInfo.lastLoginAt).not.toBeNull();
  });

  test('login by form-encoded body works too', async () => {
    const c = await captcha();
    const res = await t.app.inject({
      method: 'POST',
      url: u.login.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ account: 'alice01', password: 'Alice@2026', ...c }).toString(),
    });
    expect(res.json()).toMatchObject({ code: 99999, data: { userInfo: { account: 'alice01' } } });
  });

  test('missing fields and wrong types are named', async () => {
    expect(await call(t.app, u.login.path, { password: 'x', captchaId: 'a', captchaCode: 'b' })).toMatchObject({
      code: 10002,
      msg: '账号不能为空',
    });
    expect(
      await call(t.app, u.login.path, { account: 'alice01', password: 'x', captchaId: 'a', captchaCode: 'b', extra: 1 }),
    ).toMatchObject({ code: 10002, msg: '验证码已过期，请刷新' });
    expect(await call(t.app, u.login.path, { account: ['a'], password: 'x', captchaId: 'a', captchaCode: 'b' })).toMatchObject({
      code: 10002,
      msg: '账号必须是文本',
    });
  });

  test('a wrong password says how many tries are left; an unknown account answers the same', async () => {
    await insertUser(t.db, { account: 'carol01', password: 'Carol@2026' });
    expect(await login('carol01', 'wrong')).toMatchObject({ code: 10002, msg: '账号或密码错误，还可尝试 4 次' });
    expect(await login('nobody99', 'wrong')).toMatchObject({ code: 10002, msg: '账号或密码错误，还可尝试 4 次' });
  });

  test('5 wrong passwords in 15 minutes lock the account (not others) for 15 minutes', async () => {
    await insertUser(t.db, { account: 'dave001', password: 'Dave@2026' });
    for (let i = 4; i >= 1; i--) expect(await login('dave001', 'bad')).toMatchObject({ msg: `账号或密码错误，还可尝试 ${i} 次` });
    const locked = '账号已被锁定，请 15 分钟后再试（15 分钟内连续 5 次密码错误）';
    expect(await login('dave001', 'bad')).toMatchObject({ code: 10002, msg: locked });
    // Even the right password is refused while locked; another account is unaffected.
    expect(await login('dave001', 'Dave@2026')).toMatchObject({ code: 10002, msg: locked });
    expect(await login('bob0001', 'Bob@20260')).toMatchObject({ code: 99999 });
    clock.advance(10 * 60);
    expect(await login('dave001', 'Dave@2026')).toMatchObject({ msg: '账号已被锁定，请 5 分钟后再试（15 分钟内连续 5 次密码错误）' });
    clock.advance(5 * 60 + 1);
    expect(await login('dave001', 'Dave@2026')).toMatchObject({ code: 99999 });
  });

  test('failures older than 15 minutes do not count; success clears them', async () => {
    await insertUser(t.db, { account: 'erin001', password: 'Erin@2026' });
    for (let i = 0; i < 4; i++) await login('erin001', 'bad');
    clock.advance(16 * 60);
    expect(await login('erin001', 'bad')).toMatchObject({ msg: '账号或密码错误，还可尝试 4 次' });
    expect(await login('erin001', 'Erin@2026')).toMatchObject({ code: 99999 });
    expect(await login('erin001', 'bad')).toMatchObject({ msg: '账号或密码错误，还可尝试 4 次' });
  });

  test('a disabled account cannot log in', async () => {
    await insertUser(t.db, { account: 'frank01', password: 'Frank@2026', status: 0 });
    expect(await login('frank01', 'Frank@2026')).toMatchObject({ code: 10002, msg: '账号已停用，请联系管理员' });
  });

  test('logout ends the session; the token then gets 10003', async () => {
    const token = await t.login('alice01', 'Alice@2026');
    expect(await call(t.app, u.logout.path, {}, token)).toMatchObject({ code: 99999, data: null });
    expect(await call(t.app, u.userInfo.path, {}, token)).toMatchObject({ code: 10003, msg: 'token过期，请重新登录' });
    expect(await call(t.app, u.logout.path, {})).toMatchObject({ code: 10003, msg: '请先登录' });
  });
});

describe('userInfo and editUserInfo', () => {
  test('userInfo answers the caller only', async () => {
    const token = await t.login('bob0001', 'Bob@20260');
    expect(await call(t.app, u.userInfo.path, { id: 1, account: 'alice01' }, token)).toMatchObject({
      code: 99999,
      data: { account: 'bob0001', name: '李思雨', orgPath: [], identityName: '' },
    });
    expect(await call(t.app, u.userInfo.path, {})).toMatchObject({ code: 10003 });
  });

  test('the organisation path is read in one query, and a parent loop in the data ends it', async () => {
    const token = await t.login('alice01', 'Alice@2026');
    const queries: string[] = [];
    const { loadUserInfo } = await import('./userInfo');
    const counting = t.db.withPlugin({
      transformQuery: (args) => (queries.push(args.node.kind), args.node),
      transformResult: async (args) => args.result,
    });
    expect(
      (
        await loadUserInfo(
          counting,
          (await t.db.selectFrom('user').select('id').where('account', '=', 'alice01').executeTakeFirstOrThrow()).id,
        )
      ).orgPath,
    ).toEqual(['校党委', '计算机学院党委', '本科生第一党支部']);
    expect(queries).toHaveLength(2); // the user row, the whole path
    // A bad loop (the top committee under the branch) must not hang or repeat names.
    await t.db.updateTable('orgUnit').set({ parentId: ids.orgs.branch }).where('id', '=', ids.orgs.committee).execute();
    try {
      const res = await call<{ orgPath: string[] }>(t.app, u.userInfo.path, {}, token);
      expect(res.data.orgPath).toEqual(['校党委', '计算机学院党委', '本科生第一党支部']);
    } finally {
      await t.db.updateTable('orgUnit').set({ parentId: null }).where('id', '=', ids.orgs.committee).execute();
    }
  });

  test('editUserInfo changes the caller, checks references, ignores fields that are not theirs', async () => {
    const token = await t.login('bob0001', 'Bob@20260');
    const res = await call(
      t.app,
      u.editUserInfo.path,
      {
        name: '李思雨',
        gender: 2,
        phone: '13800138000',
        email: 'siyu@example.edu.cn',
        identityId: ids.identities.applicant,
        orgId: ids.orgs.branch2,
        birthday: '2003-05-01',
        appId: 1,
        account: 'alice01',
        id: 1,
      },
      token,
    );
    expect(res).toMatchObject({
      code: 99999,
      data: {
        account: 'bob0001',
        appId: 6,
        gender: 2,
        phone: '13800138000',
        identityName: '入党申请人',
        orgName: '本科生第二党支部',
        birthday: '2003-05-01',
      },
    });
    const alice = await t.db.selectFrom('user').select(['name', 'phone']).where('account', '=', 'alice01').executeTakeFirstOrThrow();
    expect(alice).toEqual({ name: '张晓明', phone: '' });
  });

  test("the name is the organisation's: another name is refused on both edit screens and changes nothing; the same one, or none, passes", async () => {
    await insertUser(t.db, { account: 'yutong01', password: 'Yutong@2026', name: '孙雨桐' });
    const token = await t.login('yutong01', 'Yutong@2026');
    const refused = { code: 10002, msg: NAME_FIXED };
    expect(NAME_FIXED).toMatch(/党务秘书/);
    expect(await call(t.app, u.editUserInfo.path, { name: '张晓明', phone: '13800138001' }, token)).toMatchObject(refused);
    expect(await call(t.app, endpoints.center.editUser.path, { name: '张晓明' }, token)).toMatchObject(refused);
    const row = () => t.db.selectFrom('user').select(['name', 'phone']).where('account', '=', 'yutong01').executeTakeFirstOrThrow();
    expect(await row()).toEqual({ name: '孙雨桐', phone: '' });
    expect(await call(t.app, u.editUserInfo.path, { name: '孙雨桐', phone: '13800138001' }, token)).toMatchObject({
      code: 99999,
      data: { name: '孙雨桐' },
    });
    expect(await call(t.app, u.editUserInfo.path, { phone: '13800138002' }, token)).toMatchObject({
      code: 99999,
      data: { name: '孙雨桐', phone: '13800138002' },
    });
    // an account recorded without a name states it once, as at registration
    await t.db.updateTable('user').set({ name: '' }).where('account', '=', 'yutong01').execute();
    expect(await call(t.app, u.editUserInfo.path, { name: ' 孙雨桐 ' }, token)).toMatchObject({ code: 99999, data: { name: '孙雨桐' } });
    expect(await call(t.app, u.editUserInfo.path, { name: '张晓明' }, token)).toMatchObject(refused);
  });

  test('editUserInfo refusals', async () => {
    await insertUser(t.db, { account: 'carl001', password: 'Carl@2026' });
    const token = await t.login('carl001', 'Carl@2026');
    const edit = (body: object) => call(t.app, u.editUserInfo.path, body, token);
    expect(await edit({ orgId: ids.orgs.college })).toMatchObject({ code: 10002, msg: '请选择具体的党支部' });
    expect(await edit({ orgId: 99999 })).toMatchObject({ code: 10002, msg: '所选党组织不存在' });
    expect(await edit({ identityId: 99999 })).toMatchObject({ code: 10002, msg: '所选身份不存在' });
    expect(await edit({ phone: '123' })).toMatchObject({ code: 10002, msg: '手机号长度应为 11 个字符' });
    expect(await edit({ name: '' })).toMatchObject({ code: 10002 });
    expect(await call(t.app, u.editUserInfo.path, { name: '李思雨' })).toMatchObject({ code: 10003 });
    expect(await edit({ birthday: '2099-01-01' })).toMatchObject({ code: 10002, msg: '出生日期不正确：不能晚于今天，也不能早于 1900 年' });
    expect(await edit({ birthday: '1899-12-31' })).toMatchObject({ code: 10002 });
  });

  test('the avatar is empty or an image the caller uploaded; the stored one passes unchanged with other edits', async () => {
    const me = await insertUser(t.db, { account: 'avatar01', password: 'Avatar@2026' });
    const other = await insertUser(t.db, { account: 'avatar02', password: 'Avatar2@2026' });
    const file = async (ownerId: number, storedName: string, mime = 'image/png') => {
      await t.db
        .insertInto('file')
        .values({ ownerId, storedName, originalName: 'a', mime, size: 100, purpose: 'avatar', createdAt: clock.iso() })
        .execute();
      return `/uploads/${storedName}`;
    };
    const mine = await file(me, '2026/11/my-avatar.png');
    const mineLater = await file(me, '2026/11/my-avatar-2.png');
    const minePdf = await file(me, '2026/11/my-letter.pdf', 'application/pdf');
    const theirs = await file(other, '2026/11/their-avatar.png');
    const token = await t.login('avatar01', 'Avatar@2026');
    const edit = (body: object) => call(t.app, u.editUserInfo.path, body, token);
    const stored = async () => (await t.db.selectFrom('user').select('avatarUrl').where('id', '=', me).executeTakeFirstOrThrow()).avatarUrl;
    const refused = { code: 10002, msg: '头像须为本人上传的图片，请重新上传' };
    for (const avatarUrl of [
      'javascript:alert(1)',
      'https://evil.example.com/p.png',
      '/uploads/demo/lesson-1.svg',
      '/uploads/../../etc/passwd',
      theirs,
      minePdf,
      `${mine}?x=1`,
      mine.slice('/uploads'.length),
    ]) {
      expect([avatarUrl, await edit({ avatarUrl })]).toEqual([avatarUrl, expect.objectContaining(refused)]);
    }
    expect(await stored()).toBe('');
    expect(await edit({ avatarUrl: mine })).toMatchObject({ code: 99999, data: { avatarUrl: mine } });
    // the signed address base/uploadFile answers for an attachment is stored by its plain one
    expect(await edit({ avatarUrl: `${mineLater}?expires=1900000000&signature=abc` })).toMatchObject({
      code: 99999,
      data: { avatarUrl: mineLater },
    });
    expect(await edit({ avatarUrl: mine })).toMatchObject({ code: 99999, data: { avatarUrl: mine } });
    expect(await edit({ avatarUrl: mineLater, phone: '13700137000' })).toMatchObject({
      code: 99999,
      data: { avatarUrl: mineLater, phone: '13700137000' },
    });
    expect(await edit({ avatarUrl: '' })).toMatchObject({ code: 99999, data: { avatarUrl: '' } });
    // the personal space's edit screen goes through the same rule
    expect(await call(t.app, endpoints.center.editUser.path, { avatarUrl: theirs }, token)).toMatchObject(refused);
    // a value stored before this rule (or by an import) is sent back as it is when other fields change
    await t.db.updateTable('user').set({ avatarUrl: '/uploads/demo/old-avatar.png' }).where('id', '=', me).execute();
    expect(await edit({ avatarUrl: '/uploads/demo/old-avatar.png', phone: '13600136000' })).toMatchObject({
      code: 99999,
      data: { avatarUrl: '/uploads/demo/old-avatar.png', phone: '13600136000' },
    });
    expect(await edit({ phone: '13500135000' })).toMatchObject({ code: 99999, data: { avatarUrl: '/uploads/demo/old-avatar.png' } });
    expect(await edit({ avatarUrl: 'https://evil.example.com/p.png' })).toMatchObject(refused);
    expect(await stored()).toBe('/uploads/demo/old-avatar.png');
  });

  test("identity and branch: stated once when missing (only the stages before membership), then the organisation's; the same values resubmitted pass", async () => {
    await insertUser(t.db, { account: 'dana001', password: 'Dana@2026' });
    const token = await t.login('dana001', 'Dana@2026');
    const edit = (body: object) => call(t.app, u.editUserInfo.path, body, token);
    const before = await t.db.selectFrom('user').select(['identityId', 'orgId']).where('account', '=', 'dana001').executeTakeFirstOrThrow();
    expect(before).toEqual({ identityId: null, orgId: null });
    // 正式党员 carries the vote (orgAct): nobody may grant it to themselves
    expect((await edit({ identityId: ids.identities.member })).msg).toMatch(/^“正式党员”身份由党组织认定，不能自行选择/);
    // 入党积极分子 is the branch's decision too: a person states only that they applied
    expect(await edit({ identityId: ids.identities.activist })).toMatchObject({
      code: 10002,
      msg: expect.stringMatching(/^“入党积极分子”身份由党组织认定，不能自行选择；请选择入党申请人/),
    });
    expect(await edit({ identityId: ids.identities.applicant, orgId: ids.orgs.branch })).toMatchObject({
      code: 99999,
      data: { branchConfirmed: false },
    });
    expect(await edit({ identityId: ids.identities.applicant, orgId: ids.orgs.branch, phone: '13900139000' })).toMatchObject({
      code: 99999,
      data: { phone: '13900139000' },
    });
    expect(await edit({ identityId: ids.identities.member })).toMatchObject({
      code: 10002,
      msg: '身份由党组织认定，不能自行修改；如有出入，请联系所在学院党务秘书',
    });
    expect(await edit({ identityId: null })).toMatchObject({ code: 10002 });
    expect(await edit({ orgId: ids.orgs.branch2 })).toMatchObject({
      code: 10002,
      msg: '所在党组织不能自行修改；转接组织关系请联系所在学院党务秘书',
    });
    const after = await t.db
      .selectFrom('user')
      .select(['identityId', 'orgId', 'phone'])
      .where('account', '=', 'dana001')
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ identityId: ids.identities.applicant, orgId: ids.orgs.branch, phone: '13900139000' });
  });
});

describe('updatePassword', () => {
  test('old password, policy, difference; other sessions end, this one stays', async () => {
    await insertUser(t.db, { account: 'gina001', password: 'Init@2026', defaultPassword: 1 });
    const other = await t.login('gina001', 'Init@2026');
    const token = await t.login('gina001', 'Init@2026');
    const update = (oldPassword: string, newPassword: string) => call(t.app, u.updatePassword.path, { oldPassword, newPassword }, token);
    expect(await update('Wrong@2026', 'Better#2027')).toMatchObject({ code: 10002, msg: '原密码错误，还可尝试 4 次' });
    expect(await update('Init@2026', 'short')).toMatchObject({ code: 10002, msg: '密码长度应为 8-64 位' });
    expect(await update('Init@2026', 'alllowercase1')).toMatchObject({
      code: 10002,
      msg: '密码需至少包含大写字母、小写字母、数字、符号中的三类',
    });
    expect(await update('Init@2026', 'Init@2026')).toMatchObject({ code: 10002, msg: '新密码不能与原密码相同' });
    expect(await call(t.app, u.updatePassword.path, { oldPassword: 'Init@2026' }, token)).toMatchObject({
      code: 10002,
      msg: '新密码不能为空',
    });
    expect(await update('Init@2026', 'Better#2027')).toMatchObject({ code: 99999, data: null });
    expect(await call(t.app, u.userInfo.path, {}, token)).toMatchObject({ code: 99999, data: { defaultPassword: false } });
    expect(await call(t.app, u.userInfo.path, {}, other)).toMatchObject({ code: 10003 });
    expect(await login('gina001', 'Better#2027')).toMatchObject({ code: 99999 });
    const row = await t.db.selectFrom('user').select('passwordChangedAt').where('account', '=', 'gina001').executeTakeFirstOrThrow();
    expect(row.passwordChangedAt).not.toBeNull();
  });

  test('a wrong old password says how many tries are left, counted with the login page, before the lock', async () => {
    await insertUser(t.db, { account: 'nina001', password: 'Nina@2026' });
    const token = await t.login('nina001', 'Nina@2026');
    const update = (oldPassword: string) => call(t.app, u.updatePassword.path, { oldPassword, newPassword: 'Better#2027' }, token);
    // one try spent on the login page: the change-password form goes on from there
    expect(await login('nina001', 'bad')).toMatchObject({ msg: '账号或密码错误，还可尝试 4 次' });
    for (let i = 3; i >= 1; i--) expect(await update('Wrong@2026')).toMatchObject({ code: 10002, msg: `原密码错误，还可尝试 ${i} 次` });
    const locked = '账号已被锁定，请 15 分钟后再试（15 分钟内连续 5 次密码错误）';
    expect(await update('Wrong@2026')).toMatchObject({ code: 10002, msg: locked });
    expect(await update('Nina@2026')).toMatchObject({ code: 10002, msg: locked });
    expect(await login('nina001', 'Nina@2026')).toMatchObject({ code: 10002, msg: locked });
  });

  test('a password equal to the account is refused', async () => {
    await insertUser(t.db, { account: 'Hank@2026x', password: 'Hank#2026' });
    const token = await t.login('Hank@2026x', 'Hank#2026');
    expect(await call(t.app, u.updatePassword.path, { oldPassword: 'Hank#2026', newPassword: 'Hank@2026x' }, token)).toMatchObject({
      code: 10002,
      msg: '密码不能与账号相同',
    });
  });
});

describe('sendMail, register and forgetPwd', () => {
  test('register needs a mail code and answers a logged-in learner of app 6', async () => {
    expect(await call(t.app, u.sendMail.path, { email: 'New@Example.edu.cn', purpose: 'register', ...(await captcha()) })).toMatchObject({
      code: 99999,
      data: { expiresIn: 600, resendIn: 60 },
    });
    expect(t.mails[t.mails.length - 1].to).toBe('new@example.edu.cn');
    const body = {
      account: 'newbie01',
      password: 'Newbie@2026',
      name: '新同学',
      email: 'new@example.edu.cn',
      orgId: ids.orgs.branch,
      identityId: ids.identities.applicant,
    };
    expect(await call(t.app, u.register.path, { ...body, mailCode: '000000' === lastCode() ? '111111' : '000000' })).toMatchObject({
      code: 10002,
      msg: '邮箱验证码错误，还可尝试 4 次',
    });
    const res = await call(t.app, u.register.path, { ...body, mailCode: lastCode() });
    expect(res).toMatchObject({
      code: 99999,
      data: { token: expect.any(String), userInfo: { account: 'newbie01', appId: 6, orgName: '本科生第一党支部' } },
    });
    // The code is used up; the account is taken.
    expect(await call(t.app, u.register.path, { ...body, account: 'newbie02', mailCode: lastCode() })).toMatchObject({
      code: 10002,
      msg: '邮箱验证码已失效，请重新获取',
    });
    // The account is taken: told only to someone holding a live code for their address.
    expect(await call(t.app, u.register.path, { ...body, mailCode: lastCode() })).toMatchObject({
      code: 10002,
      msg: '邮箱验证码已失效，请重新获取',
    });
    clock.advance(61);
    await call(t.app, u.sendMail.path, { email: body.email, purpose: 'register', ...(await captcha()) });
    expect(await call(t.app, u.register.path, { ...body, mailCode: lastCode() })).toMatchObject({ code: 10002, msg: '该账号已被注册' });
  });

  test('register does not tell which accounts exist to someone without a live mail code', async () => {
    const probe = (account: string) =>
      call(t.app, u.register.path, { account, password: 'Probe@2026x', name: '探测者', email: 'probe@example.edu.cn', mailCode: '123456' });
    const taken = await probe('alice01');
    const free = await probe('nobody99');
    expect(taken).toMatchObject({ code: 10002, msg: '邮箱验证码已失效，请重新获取' });
    expect(free).toEqual(taken);
  });

  test('register refusals: policy, org kind, closed registration, bad fields', async () => {
    const body = { account: 'newbie03', password: 'Newbie@2026', name: '新同学', email: 'n3@example.edu.cn', mailCode: '123456' };
    expect(await call(t.app, u.register.path, { ...body, password: 'newbie03' })).toMatchObject({
      code: 10002,
      msg: '密码需至少包含大写字母、小写字母、数字、符号中的三类',
    });
    expect(await call(t.app, u.register.path, { ...body, orgId: ids.orgs.committee })).toMatchObject({
      code: 10002,
      msg: '请选择具体的党支部',
    });
    expect(await call(t.app, u.register.path, { ...body, email: 'bad' })).toMatchObject({ code: 10002, msg: '邮箱格式不正确' });
    expect(await call(t.app, u.register.path, { ...body, mailCode: '12ab56' })).toMatchObject({ code: 10002, msg: '邮箱验证码格式不正确' });
    await t.db
      .insertInto('setting')
      .values({ key: 'base', value: JSON.stringify({ registerEnabled: false }), updatedAt: clock.iso() })
      .execute();
    try {
      expect(await call(t.app, u.register.path, body)).toMatchObject({ code: 10002, msg: '当前未开放注册' });
      expect(await call(t.app, u.sendMail.path, { email: 'x@example.edu.cn', purpose: 'register', ...(await captcha()) })).toMatchObject({
        code: 10002,
        msg: '当前未开放注册',
      });
    } finally {
      await t.db.deleteFrom('setting').where('key', '=', 'base').execute();
    }
  });

  test('sendMail: captcha, rate limits per address', async () => {
    const send = async (email: string) => call(t.app, u.sendMail.path, { email, purpose: 'register', ...(await captcha()) });
    expect(
      await call(t.app, u.sendMail.path, { email: 'r@example.edu.cn', purpose: 'register', captchaId: 'x', captchaCode: 'y' }),
    ).toMatchObject({ code: 10002, msg: '验证码已过期，请刷新' });
    expect(await send('r@example.edu.cn')).toMatchObject({ code: 99999 });
    clock.advance(20);
    expect(await send('r@example.edu.cn')).toMatchObject({ code: 10002, msg: '发送过于频繁，请 40 秒后再试' });
    expect(await send('other@example.edu.cn')).toMatchObject({ code: 99999 });
    for (let i = 0; i < 9; i++) {
      clock.advance(61);
      expect(await send('r@example.edu.cn')).toMatchObject({ code: 99999 });
    }
    clock.advance(61);
    expect(await send('r@example.edu.cn')).toMatchObject({ code: 10002, msg: '该邮箱今日发送次数已达上限，请明天再试' });
    expect(await call(t.app, u.sendMail.path, { email: 'r@example.edu.cn', purpose: 'other', ...(await captcha()) })).toMatchObject({
      code: 10002,
      msg: '用途取值无效',
    });
  });

  test("forgetPwd: only the account's own address gets a code; the reset ends sessions and the lock", async () => {
    const forget = async (account: string, email: string) =>
      call(t.app, u.sendMail.path, { email, account, purpose: 'forgetPwd', ...(await captcha()) });
    // a pairing that does not belong together is answered as a real send, and no mail goes out
    const mails = t.mails.length;
    expect(await forget('alice01', 'bob@example.edu.cn')).toMatchObject({ code: 99999, data: { expiresIn: 600, resendIn: 60 } });
    expect(await forget('nobody01', 'alice-other@example.edu.cn')).toMatchObject({ code: 99999, data: { expiresIn: 600, resendIn: 60 } });
    expect(t.mails).toHaveLength(mails);
    const session = await t.login('alice01', 'Alice@2026');
    for (let i = 0; i < 5; i++) await login('alice01', 'bad');
    expect(await forget('alice01', 'ALICE@example.edu.cn')).toMatchObject({ code: 99999 });
    const reset = { account: 'alice01', email: 'alice@example.edu.cn', newPassword: 'Reset#2026' };
    expect(await call(t.app, u.forgetPwd.path, { ...reset, mailCode: lastCode(), newPassword: 'weak' })).toMatchObject({
      code: 10002,
      msg: '密码长度应为 8-64 位',
    });
    expect(await call(t.app, u.forgetPwd.path, { ...reset, mailCode: lastCode() })).toMatchObject({ code: 99999, data: null });
    expect(await call(t.app, u.userInfo.path, {}, session)).toMatchObject({ code: 10003 });
    expect(await login('alice01', 'Reset#2026')).toMatchObject({ code: 99999 });
  });

  test('a mail code allows 5 wrong tries and expires after 10 minutes', async () => {
    await insertUser(t.db, { account: 'ivy0001', password: 'Ivy@20260', email: 'ivy@example.edu.cn' });
    const reset = { account: 'ivy0001', email: 'ivy@example.edu.cn', newPassword: 'Reset#2026' };
    await call(t.app, u.sendMail.path, { email: reset.email, account: 'ivy0001', purpose: 'forgetPwd', ...(await captcha()) });
    const code = lastCode();
    const wrong = code === '999999' ? '888888' : '999999';
    for (let left = 4; left >= 1; left--) {
      expect(await call(t.app, u.forgetPwd.path, { ...reset, mailCode: wrong })).toMatchObject({
        msg: `邮箱验证码错误，还可尝试 ${left} 次`,
      });
    }
    expect(await call(t.app, u.forgetPwd.path, { ...reset, mailCode: wrong })).toMatchObject({ msg: '邮箱验证码错误次数过多，请重新获取' });
    expect(await call(t.app, u.forgetPwd.path, { ...reset, mailCode: code })).toMatchObject({ msg: '邮箱验证码错误次数过多，请重新获取' });
    clock.advance(61);
    await call(t.app, u.sendMail.path, { email: reset.email, account: 'ivy0001', purpose: 'forgetPwd', ...(await captcha()) });
    const fresh = lastCode();
    clock.advance(601);
    expect(await call(t.app, u.forgetPwd.path, { ...reset, mailCode: fresh })).toMatchObject({ msg: '邮箱验证码已失效，请重新获取' });
  });
});

describe('pick lists', () => {
  test('identityList, phaselist and stageList are sorted; stageList filters by phase', async () => {
    expect((await call(t.app, u.identityList.path)).data).toEqual([
      { id: ids.identities.applicant, name: '入党申请人', selfDeclared: true },
      { id: ids.identities.activist, name: '入党积极分子', selfDeclared: false },
      { id: ids.identities.member, name: '正式党员', selfDeclared: false },
    ]);
    expect((await call(t.app, u.phaselist.path)).data).toEqual([
      { id: ids.phases.first, name: '积极分子培训' },
      { id: ids.phases.second, name: '发展对象培训' },
    ]);
    const all = await call<{ id: number }[]>(t.app, u.stageList.path);
    expect(all.data.map((s) => s.id)).toEqual([ids.stages.a, ids.stages.b, ids.stages.c]);
    const first = await call<{ id: number; phaseId: number; startDate: string }[]>(t.app, u.stageList.path, { phaseId: ids.phases.first });
    expect(first.data).toEqual([
      { id: ids.stages.a, phaseId: ids.phases.first, name: '第一阶段', startDate: '2026-03-01', endDate: '2026-06-30' },
      { id: ids.stages.b, phaseId: ids.phases.first, name: '第二阶段', startDate: '2026-03-01', endDate: '2026-06-30' },
    ]);
    expect(await call(t.app, u.stageList.path, { phaseId: 'x' })).toMatchObject({ code: 10002, msg: '培训阶段必须是整数' });
  });

  test('treeList nests children in sort order', async () => {
    const res = await call(t.app, u.treeList.path);
    expect(res.data).toEqual([
      {
        id: ids.orgs.committee,
        name: '校党委',
        kind: '党委',
        children: [
          {
            id: ids.orgs.college,
            name: '计算机学院党委',
            kind: '党委',
            children: [
              { id: ids.orgs.branch, name: '本科生第一党支部', kind: '党支部', children: [] },
              { id: ids.orgs.branch2, name: '本科生第二党支部', kind: '党支部', children: [] },
            ],
          },
        ],
      },
    ]);
  });
});
