import { CODE_OK } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { Res } from '../../../contract';
import { clock } from '../../lib/clock';
import { insertStructure, insertUser } from '../../test/fixtures';
import { insertLessons, type LessonFixture } from '../../test/lessonFixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';

// How the server reads the reports a real page sends around a pause and a refused seek (issue
// #39): a pause report that overtakes the playing one still credits the stretch before it, and a
// refused seek answers the furthest position the learner may be at, where the page puts the player.

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
afterEach(() => clock.reset());

async function learner(): Promise<string> {
  n += 1;
  await insertUser(t.db, { account: `reports${n}`, password: 'Study@2026' });
  return t.login(`reports${n}`, 'Study@2026');
}
async function start(token: string, videoId: number) {
  const res = await call<Res<'lesson', 'resourceStart'>>(t.app, L.resourceStart.path, { videoId }, token);
  expect(res.code).toBe(CODE_OK);
  return res.data;
}
/** waits `seconds` (on the server's clock) and reports `position` */
async function after(seconds: number, token: string, sessionId: string, position: number, playing: boolean) {
  clock.advance(seconds);
  const res = await call<Res<'lesson', 'resourceTime'>>(t.app, L.resourceTime.path, { sessionId, position, playing }, token);
  expect({ status: res.status, code: res.code }).toEqual({ status: 200, code: CODE_OK });
  return res.data;
}
const detail = async (token: string, videoId: number) =>
  (await call<Res<'lesson', 'resourceDetail'>>(t.app, L.resourceDetail.path, { videoId }, token)).data;

describe('a pause report', () => {
  it('that overtakes the playing report sent before it still credits the stretch played, once', async () => {
    const token = await learner();
    const s = await start(token, f.videos.long);
    // blur paused the player at 13.8 s; the tab's hidden report (paused) arrives first
    expect(await after(13.8, token, s.sessionId, 13.8, false)).toEqual({ credited: 13.8, position: 13.8, completed: false });
    // the playing report of the same moment, late: nothing twice
    expect(await after(0.2, token, s.sessionId, 13.8, true)).toEqual({ credited: 13.8, position: 13.8, completed: false });
    expect((await detail(token, f.videos.long)).covered).toEqual([[0, 13.8]]);
  });

  it('of a player that stood still earns nothing, however long it stood', async () => {
    const token = await learner();
    const s = await start(token, f.videos.long);
    await after(20, token, s.sessionId, 20, true);
    expect((await after(60, token, s.sessionId, 20, false)).credited).toBe(20);
    expect((await after(60, token, s.sessionId, 20, false)).credited).toBe(20);
  });
});

describe('a refused seek', () => {
  it('answers the furthest position watched, not the last reported one, and playing on from there earns again', async () => {
    const token = await learner();
    const s = await start(token, f.videos.long);
    await after(30, token, s.sessionId, 30, true);
    expect((await after(2, token, s.sessionId, 0, true)).position).toBe(0); // back to the start
    // a jump far ahead: refused, nothing earned, the player goes to 30 s (what was watched)
    expect(await after(10, token, s.sessionId, 90, true)).toEqual({ credited: 30, position: 30, completed: false });
    expect(await after(20, token, s.sessionId, 50, true)).toEqual({ credited: 50, position: 50, completed: false });
  });

  it('past the end, with nothing watched, answers the start', async () => {
    const token = await learner();
    const s = await start(token, f.videos.long);
    expect(await after(20, token, s.sessionId, 500, true)).toEqual({ credited: 0, position: 0, completed: false });
  });
});
