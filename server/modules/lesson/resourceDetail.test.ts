import { CODE_OK, CODE_OPERATION_ERROR } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { Res } from '../../../contract';
import { clock } from '../../lib/clock';
import { insertStructure, insertUser } from '../../test/fixtures';
import { insertLessons, setVideoRules, type LessonFixture } from '../../test/lessonFixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';

const L = endpoints.lesson;
let t: TestApp;
let f: LessonFixture;
let n = 0;

const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  await insertStructure(t.db);
  f = await insertLessons(t.db);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(async () => {
  clock.reset();
  await setVideoRules(t.db, {});
});

async function learner(): Promise<string> {
  n += 1;
  await insertUser(t.db, { account: `detail${n}`, password: 'Study@2026' });
  return t.login(`detail${n}`, 'Study@2026');
}
const detail = (token: string, videoId: number) => call<Res<'lesson', 'resourceDetail'>>(t.app, L.resourceDetail.path, { videoId }, token);

describe('lesson/resourceDetail', () => {
  it('a video never played: nothing studied, the rules the player follows', async () => {
    const token = await learner();
    const res = await detail(token, f.videos.long);
    expect(res.code).toBe(CODE_OK);
    expect(res.data).toEqual({
      videoId: f.videos.long,
      duration: 100,
      position: 0,
      credited: 0,
      coveredRatio: 0,
      covered: [],
      completed: false,
      requiredSeconds: 90,
      firstStudiedAt: null,
      lastStudiedAt: null,
      today: 0,
      rules: { heartbeatSeconds: 30, allowSeek: false, maxSpeed: 1.5, completeRatio: 0.9, pauseOnBlur: true },
    });
  });

  it('after studying: credited, covered pairs, position, first and last studied, today, and the stored rules', async () => {
    const token = await learner();
    await setVideoRules(t.db, { completeRatio: 0.5, heartbeatSeconds: 10 });
    const first = clock.iso();
    const s = (await call<Res<'lesson', 'resourceStart'>>(t.app, L.resourceStart.path, { videoId: f.videos.long }, token)).data;
    clock.advance(10);
    await call(t.app, L.resourceTime.path, { sessionId: s.sessionId, position: 10, playing: true }, token);
    clock.advance(2);
    const last = clock.iso();
    await call(t.app, L.resourceTime.path, { sessionId: s.sessionId, position: 0, playing: false }, token); // seeked back, paused
    const res = await detail(token, f.videos.long);
    expect(res.data).toMatchObject({
      position: 0,
      credited: 10,
      coveredRatio: 0.1,
      covered: [[0, 10]],
      completed: false,
      requiredSeconds: 50,
      today: 10,
      rules: { heartbeatSeconds: 10, completeRatio: 0.5 },
    });
    expect(Date.parse(res.data.firstStudiedAt!)).toBeGreaterThanOrEqual(Date.parse(first));
    expect(Date.parse(res.data.lastStudiedAt!)).toBeGreaterThanOrEqual(Date.parse(last));
    expect(res.data.lastStudiedAt! > res.data.firstStudiedAt!).toBe(true);
    // another learner sees only their own record
    expect((await detail(await learner(), f.videos.long)).data).toMatchObject({ credited: 0, covered: [], firstStudiedAt: null });
  });

  it('an unknown video is a 10002 with a reason, a bad id a 10002 naming the field', async () => {
    const token = await learner();
    expect(await detail(token, 999999)).toMatchObject({ status: 200, code: CODE_OPERATION_ERROR, msg: '视频不存在或已下架' });
    const bad = await call(t.app, L.resourceDetail.path, { videoId: 'x' }, token);
    expect(bad.status).toBe(200);
    expect(bad.msg).toContain('视频');
  });
});
