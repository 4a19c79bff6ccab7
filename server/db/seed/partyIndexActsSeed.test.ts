import { endpoints } from '../../../contract/endpoints';
import type { Res } from '../../../contract';
import { call, createTestApp, type TestApp } from '../../test/testApp';

// The demo party activities, education-base visits and make-up records as the demo learners see
// them (issue #11).

let t: TestApp;
const SETUP_MS = 120_000;
jest.setTimeout(60_000);
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

type N = 'partyActList' | 'baseActList' | 'userActivityMendDetail' | 'mendSubmit' | 'partyActDetail';
async function as<K extends N>(
  account: string,
  name: K,
  body: object = { pageNum: 1, pageSize: 50 },
): Promise<{ code: number; msg: string; data: Res<'partyIndex', K> }> {
  const token = await t.login(account, 'Dangjian@2026');
  return call<Res<'partyIndex', K>>(t.app, endpoints.partyIndex[name].path, body, token);
}
const school = '中共华东理工科技大学委员会';

describe('party activities demo data', () => {
  it('张晓明 sees the 计算机学院党委’s and the school’s activities, past and coming, with his records', async () => {
    const { data } = await as('2023010101', 'partyActList');
    expect(new Set(data.list.map((a) => a.orgName))).toEqual(new Set(['计算机科学与技术学院党委', school]));
    expect(data.list.map((a) => a.category)).toEqual(expect.arrayContaining(['专题党课', '主题报告会', '党史知识竞赛', '红色观影']));
    expect(data.list.some((a) => a.state === 'upcoming')).toBe(true);
    expect(data.list.some((a) => a.state === 'ended' && a.participation !== null)).toBe(true);
    expect(data.list.every((a) => a.participantCount <= a.capacity)).toBe(true);
    const detail = await as('2023010101', 'partyActDetail', { actId: data.list[0].id });
    expect(detail.data.intro.length).toBeGreaterThan(30);
    expect(detail.data.agenda).toContain('\n');
  });

  it('education bases: names and addresses, the school’s and the college’s; another college’s answers 活动不存在', async () => {
    const mine = (await as('2022020201', 'baseActList')).data.list;
    expect(mine.map((a) => a.baseName)).toEqual(expect.arrayContaining(['中共一大纪念馆', '陈云纪念馆', '上海淞沪抗战纪念馆']));
    expect(mine.every((a) => a.kind === 'base' && a.baseAddress.startsWith('上海市'))).toBe(true);
    expect(new Set(mine.map((a) => a.orgName))).toEqual(new Set(['机械工程学院党总支', school]));
    const cs = (await as('2023010101', 'baseActList')).data.list.find((a) => a.orgName === '计算机科学与技术学院党委');
    expect(cs).toBeDefined();
    expect(await as('2022020201', 'partyActDetail', { actId: cs?.id })).toMatchObject({ code: 10002, msg: '活动不存在' });
  });

  it('make-up records: 李思雨 to do (may report), 王浩然 reported, 陈静 confirmed, 张晓明 none', async () => {
    const li = (await as('2023010102', 'userActivityMendDetail')).data;
    expect(li.counts).toEqual({ pending: 1, done: 0, confirmed: 0 });
    expect(li.list[0]).toMatchObject({ reason: 'leave', actCategory: '支部党员大会', canSubmit: true, overdue: false });
    expect((await as('2022020201', 'userActivityMendDetail')).data.list.map((m) => m.state)).toEqual(['done']);
    const chen = (await as('2021030301', 'userActivityMendDetail')).data.list;
    expect(chen).toHaveLength(1);
    expect(chen[0]).toMatchObject({ state: 'confirmed', confirmedBy: '马克思主义学院研究生党支部委员会' });
    expect((await as('2023010101', 'userActivityMendDetail')).data.total).toBe(0);
    expect(await as('2023010101', 'mendSubmit', { mendId: li.list[0].id, note: '已观看会议录像并提交了学习笔记' })).toMatchObject({
      code: 10002,
      msg: '补学记录不存在',
    });
    const done = await as('2023010102', 'mendSubmit', { mendId: li.list[0].id, note: '已观看会议录像并提交了学习笔记' });
    expect(done.data).toMatchObject({ state: 'done', canSubmit: false });
  });
});
