import { endpoints } from '../../../contract/endpoints';
import { clock } from '../../lib/clock';
import { hoursFrom } from '../../test/activityFixtures';
import { insertStructure, insertUser, type FixtureIds } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { SELF_REGISTER_IDENTITY_ONLY } from './userInfo';

// Open registration makes an 入党申请人 whose branch has not confirmed them: no other identity may
// be stated, and until the branch confirms the account it sees none of the branch's agendas
// (研究确定发展对象人选 is one) or votes, nor any training class to sign up for.

const u = endpoints.user;
let t: TestApp;
let ids: FixtureIds;
beforeAll(async () => {
  t = await createTestApp();
  ids = await insertStructure(t.db);
});
afterAll(() => t.close());
afterEach(() => clock.reset());

const lastCode = () => /验证码为：(\d{6})/.exec(t.mails[t.mails.length - 1].text)![1];
const sendCode = async (email: string) => {
  clock.advance(61);
  expect(await call(t.app, u.sendMail.path, { email, purpose: 'register', ...(await t.captcha()) })).toMatchObject({ code: 99999 });
};
const body = (account: string, email: string) => ({ account, password: 'Newbie@2026', name: '新同学', email, orgId: ids.orgs.branch });

describe('self-registration', () => {
  it('refuses 入党积极分子 (10002 saying why, nothing made, the code still good); none or 入党申请人 makes an unconfirmed applicant', async () => {
    await sendCode('reg1@example.edu.cn');
    expect(
      await call(t.app, u.register.path, {
        ...body('reg0001', 'reg1@example.edu.cn'),
        identityId: ids.identities.activist,
        mailCode: lastCode(),
      }),
    ).toMatchObject({ code: 10002, msg: SELF_REGISTER_IDENTITY_ONLY, data: null });
    expect(await t.db.selectFrom('user').select('id').where('account', '=', 'reg0001').executeTakeFirst()).toBeUndefined();
    const made = await call(t.app, u.register.path, { ...body('reg0001', 'reg1@example.edu.cn'), mailCode: lastCode() });
    expect(made).toMatchObject({
      code: 99999,
      data: { userInfo: { identityName: '入党申请人', orgName: '本科生第一党支部', branchConfirmed: false } },
    });

    await sendCode('reg2@example.edu.cn');
    const stated = await call(t.app, u.register.path, {
      ...body('reg0002', 'reg2@example.edu.cn'),
      identityId: ids.identities.applicant,
      mailCode: lastCode(),
    });
    expect(stated).toMatchObject({ code: 99999, data: { userInfo: { identityId: ids.identities.applicant, branchConfirmed: false } } });
  });

  it('the unconfirmed account sees none of its branch’s agendas or votes, which a confirmed member of the branch sees', async () => {
    const now = clock.now().getTime();
    const agenda = await t.db
      .insertInto('orgAct')
      .values({
        orgId: ids.orgs.branch,
        category: '支部委员会',
        title: '支部委员会：研究确定发展对象人选',
        startTime: hoursFrom(now, 24),
        endTime: hoursFrom(now, 26),
        place: '党员活动室',
        organizer: '支部书记',
        agenda: '一、研究确定发展对象人选',
        createdAt: clock.iso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const vote = await t.db
      .insertInto('orgVote')
      .values({
        orgId: ids.orgs.branch,
        title: '推选优秀共产党员',
        description: '',
        startTime: hoursFrom(now, -1),
        endTime: hoursFrom(now, 48),
        mode: 'single',
        maxChoices: 1,
        anonymous: 0,
        showResultsBeforeEnd: 0,
        eligibleIdentities: '[]',
        createdAt: clock.iso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await sendCode('reg3@example.edu.cn');
    const made = await call<{ token: string }>(t.app, u.register.path, { ...body('reg0003', 'reg3@example.edu.cn'), mailCode: lastCode() });
    const page = { pageNum: 1, pageSize: 50 };
    const asNewcomer = (path: string, b: object) => call<{ list: { id: number }[] }>(t.app, path, b, made.data.token);
    expect((await asNewcomer(endpoints.orgAct.actList.path, page)).data.list).toEqual([]);
    expect(await asNewcomer(endpoints.orgAct.actDetail.path, { actId: agenda.id })).toMatchObject({ code: 10002, msg: '活动不存在' });
    expect((await asNewcomer(endpoints.orgAct.voteList.path, page)).data.list).toEqual([]);

    await insertUser(t.db, { account: 'member01', password: 'Member@2026', orgId: ids.orgs.branch, identityId: ids.identities.member });
    const token = await t.login('member01', 'Member@2026');
    expect(
      (await call<{ list: { id: number }[] }>(t.app, endpoints.orgAct.actList.path, page, token)).data.list.map((a) => a.id),
    ).toContain(agenda.id);
    expect(
      (await call<{ list: { id: number }[] }>(t.app, endpoints.orgAct.voteList.path, page, token)).data.list.map((v) => v.id),
    ).toContain(vote.id);
  });
});
