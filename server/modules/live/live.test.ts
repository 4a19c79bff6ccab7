import { CODE_OK, CODE_OPERATION_ERROR } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { LiveAct } from '../../../contract/live';
import { insertPeople, insertStructure, type People } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';

// Live lectures: state by the server's clock, on air first, then the next ones soonest first,
// then the past ones newest first; each audience sees its own; ended ones give no live link.

let t: TestApp;
let people: People;
let learner: string;
let cadre: string;
const SETUP_MS = 120_000;
const MIN = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  people = await insertPeople(t.db, await insertStructure(t.db));
  learner = await t.login(people.learner.account, people.learner.password);
  cadre = await t.login(people.cadre.account, people.cadre.password);
  const at = (m: number) => new Date(Date.now() + m * MIN).toISOString();
  const live = (title: string, start: number, minutes: number, audience: 'learner' | 'cadre' | 'all' = 'all') =>
    t.db
      .insertInto('liveAct')
      .values({
        title,
        startTime: at(start),
        endTime: at(start + minutes),
        liveUrl: `https://live.example.com/${title}`,
        audience,
        replayVideoId: null,
      })
      .execute();
  await live('上月的讲座', -40 * 24 * 60, 90);
  await live('昨天的讲座', -24 * 60, 90);
  await live('正在直播', -10, 60);
  await live('下周的讲座', 7 * 24 * 60, 90);
  await live('明天的讲座', 24 * 60, 90);
  await live('干部专场', 2 * 24 * 60, 90, 'cadre');
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

const list = async (token: string, body: object = {}) => {
  const res = await call<{ list: LiveAct[]; total: number }>(
    t.app,
    endpoints.live.liveActList.path,
    { pageNum: 1, pageSize: 20, ...body },
    token,
  );
  expect(res.code).toBe(CODE_OK);
  return res.data;
};

describe('live/liveActList', () => {
  it('orders on air, then upcoming soonest first, then ended newest first; ended ones have no live link', async () => {
    const { list: acts } = await list(learner);
    expect(acts.map((a) => [a.title, a.state])).toEqual([
      ['正在直播', 'live'],
      ['明天的讲座', 'upcoming'],
      ['下周的讲座', 'upcoming'],
      ['昨天的讲座', 'ended'],
      ['上月的讲座', 'ended'],
    ]);
    expect(acts[0].liveUrl).toBe('https://live.example.com/正在直播');
    expect(acts[3].liveUrl).toBe('');
  });

  it('filters by state and keeps each audience to its own', async () => {
    expect((await list(learner, { state: 'upcoming' })).list.map((a) => a.title)).toEqual(['明天的讲座', '下周的讲座']);
    expect((await list(cadre, { state: 'upcoming' })).list.map((a) => a.title)).toEqual(['明天的讲座', '干部专场', '下周的讲座']);
    const bad = await call(t.app, endpoints.live.liveActList.path, { pageNum: 1, pageSize: 20, state: 'soon' }, learner);
    expect(bad.code).toBe(CODE_OPERATION_ERROR);
    expect(bad.msg).toMatch(/直播状态/);
  });
});
