// The heartbeat's hot path (bench:study): the video rules reach the next heartbeat at once
// however they are changed, a progress row that went missing is made again, and heartbeats
// stay out of the request log.
import { CODE_OK } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { Res } from '../../../contract';
import { clock } from '../../lib/clock';
import { insertStructure, insertUser } from '../../test/fixtures';
import { insertLessons, setVideoRules, type LessonFixture } from '../../test/lessonFixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { videoSettingOf } from '../base/settings';

const L = endpoints.lesson;
let t: TestApp;
let f: LessonFixture;
const lines: string[] = [];
let n = 0;

const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(line) } });
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
  await insertUser(t.db, { account: `hot${n}`, password: 'Study@2026' });
  return t.login(`hot${n}`, 'Study@2026');
}
async function start(token: string, videoId: number) {
  const res = await call<Res<'lesson', 'resourceStart'>>(t.app, L.resourceStart.path, { videoId }, token);
  expect(res.code).toBe(CODE_OK);
  return res.data.sessionId;
}
async function after(seconds: number, token: string, sessionId: string, position: number) {
  clock.advance(seconds);
  const res = await call<Res<'lesson', 'resourceTime'>>(t.app, L.resourceTime.path, { sessionId, position, playing: true }, token);
  expect({ status: res.status, code: res.code }).toEqual({ status: 200, code: CODE_OK });
  return res.data;
}

describe('the video rules', () => {
  it('a change in the database (any instance, any tool) counts from the very next heartbeat', async () => {
    const token = await learner();
    const s = await start(token, f.videos.long);
    await after(10, token, s, 10);
    // a seek forward is refused under the default rules...
    expect(await after(5, token, s, 60)).toMatchObject({ position: 10 });
    // ...and allowed right after the stored rules say so, with no restart and no cache to clear
    await setVideoRules(t.db, { allowSeek: true });
    expect(await after(5, token, s, 60)).toMatchObject({ position: 60 });
    await t.db.deleteFrom('setting').where('key', '=', 'video').execute();
    expect(await after(5, token, s, 95)).toMatchObject({ position: 60 }); // no row: the defaults again
  });

  it('parsing is remembered per stored text, and a bad text yields the defaults', () => {
    const a = videoSettingOf('{"heartbeatSeconds":10}');
    expect(a.heartbeatSeconds).toBe(10);
    expect(videoSettingOf('{"heartbeatSeconds":10}')).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(videoSettingOf('{"heartbeatSeconds":1}').heartbeatSeconds).toBe(30); // below the minimum
    expect(videoSettingOf('not json').heartbeatSeconds).toBe(30);
    expect(videoSettingOf(undefined).heartbeatSeconds).toBe(30);
  });
});

describe('the heartbeat', () => {
  it('makes the progress row again when it went missing (a reset), and credits on from its start', async () => {
    const token = await learner();
    const s = await start(token, f.videos.long);
    await after(10, token, s, 10);
    const { id } = await t.db.selectFrom('user').select('id').where('account', '=', `hot${n}`).executeTakeFirstOrThrow();
    await t.db.deleteFrom('videoProgress').where('userId', '=', id).execute();
    // the row held the session's place too: the player is sent back to the start, and nothing of
    // the time before the reset is credited
    expect(await after(10, token, s, 20)).toEqual({ credited: 0, position: 0, completed: false });
    expect(await after(10, token, s, 10)).toEqual({ credited: 10, position: 10, completed: false });
  });

  it('is not written to the request log at info, unlike other endpoints', async () => {
    const token = await learner();
    const s = await start(token, f.videos.long);
    lines.length = 0;
    await after(10, token, s, 10);
    await call(t.app, L.studyTime.path, {}, token);
    const urls = lines.map((l) => JSON.parse(l) as { req?: { url: string } }).flatMap((l) => (l.req ? [l.req.url] : []));
    expect(urls).toContain(L.studyTime.path);
    expect(urls).not.toContain(L.resourceTime.path);
  });
});
