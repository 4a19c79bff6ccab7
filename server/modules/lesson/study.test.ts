import { CODE_OK, CODE_OPERATION_ERROR } from '../../../contract/codes';
import type { PageOf } from '../../../contract/common';
import { endpoints } from '../../../contract/endpoints';
import type { Res } from '../../../contract';
import { clock } from '../../lib/clock';
import { insertStructure, insertUser } from '../../test/fixtures';
import { insertLessons, setVideoRules, type LessonFixture } from '../../test/lessonFixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { GRACE_SECONDS } from './credit';
import { MAX_BEATS_PER_WINDOW, REPLACED, TOO_FAST } from './sessions';

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

/** Each test studies as a learner of its own, so progress never leaks between tests. */
async function learner(): Promise<string> {
  n += 1;
  await insertUser(t.db, { account: `study${n}`, password: 'Study@2026' });
  return t.login(`study${n}`, 'Study@2026');
}
async function ok<T>(token: string, path: string, body: object): Promise<T> {
  const res = await call<T>(t.app, path, body, token);
  expect({ code: res.code, msg: res.msg }).toEqual({ code: CODE_OK, msg: expect.any(String) });
  return res.data;
}
const start = (token: string, videoId: number) => ok<Res<'lesson', 'resourceStart'>>(token, L.resourceStart.path, { videoId });
const beat = (token: string, sessionId: string, position: number, playing = true) =>
  call<Res<'lesson', 'resourceTime'>>(t.app, L.resourceTime.path, { sessionId, position, playing }, token);
/** waits `seconds` (on the server's clock) and reports `position` */
async function after(seconds: number, token: string, sessionId: string, position: number, playing = true) {
  clock.advance(seconds);
  const res = await beat(token, sessionId, position, playing);
  expect(res.status).toBe(200);
  expect(res.code).toBe(CODE_OK);
  return res.data;
}
const detail = (token: string, videoId: number) => ok<Res<'lesson', 'videoDetail'>>(token, L.videoDetail.path, { videoId });
const totals = (token: string) => ok<Res<'lesson', 'studyTime'>>(token, L.studyTime.path, {});

describe('a heartbeat credits what was watched', () => {
  it('normal play credits the time played, and the day record and totals agree', async () => {
    const token = await learner();
    const s = await start(token, f.videos.long);
    expect(s).toEqual({ sessionId: expect.stringMatching(/^[0-9a-f]{32}$/), position: 0, credited: 0 });
    expect(await after(30, token, s.sessionId, 30)).toEqual({ credited: 30, position: 30, completed: false });
    expect(await after(30, token, s.sessionId, 59.5)).toEqual({ credited: 59.5, position: 59.5, completed: false });
    expect(await totals(token)).toEqual({ today: 59.5, total: 59.5 });
    const days = await ok<PageOf<{ date: string; seconds: number }>>(token, L.myStudyTimes.path, { pageNum: 1, pageSize: 10 });
    expect(days.list).toEqual([{ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), seconds: 59.5 }]);
    expect(await detail(token, f.videos.long)).toMatchObject({ position: 59.5, credited: 59.5, completed: false, duration: 100 });
  });

  it('a claimed 16x speed is refused without seeking, and with seeking earns at most the elapsed time', async () => {
    const token = await learner();
    const s = await start(token, f.videos.long);
    // 5 s of wall time cannot take the player to 80 s: the position snaps back, nothing earned.
    expect(await after(5, token, s.sessionId, 80)).toEqual({ credited: 0, position: 0, completed: false });

    await setVideoRules(t.db, { allowSeek: true });
    try {
      const token2 = await learner();
      const s2 = await start(token2, f.videos.long);
      const r = await after(5, token2, s2.sessionId, 80);
      expect(r.position).toBe(80);
      // the real milliseconds the request took count as elapsed too
      expect(r.credited).toBeLessThanOrEqual(5 + GRACE_SECONDS + 0.5);
      expect(r.credited).toBeLessThanOrEqual(80 / 1.5);
      const d = await detail(token2, f.videos.long);
      // what counts as covered is at most what maxSpeed allows in that time
      expect(d.coveredRatio * 100).toBeLessThanOrEqual((5 + GRACE_SECONDS + 0.5) * 1.5);
    } finally {
      await setVideoRules(t.db, {});
    }
  });

  it('a seek beyond the covered part is refused; playing on from where it snapped back earns again', async () => {
    const token = await learner();
    const s = await start(token, f.videos.long);
    await after(30, token, s.sessionId, 30);
    expect(await after(10, token, s.sessionId, 90)).toEqual({ credited: 30, position: 30, completed: false });
    expect(await after(30, token, s.sessionId, 60)).toEqual({ credited: 60, position: 60, completed: false });
  });

  it('replaying or seeking back earns nothing twice, and a restart resumes at the saved position', async () => {
    const token = await learner();
    const s = await start(token, f.videos.long);
    await after(30, token, s.sessionId, 30);
    expect((await after(2, token, s.sessionId, 0)).credited).toBe(30); // seeked back to the start
    expect(await after(30, token, s.sessionId, 30)).toEqual({ credited: 30, position: 30, completed: false });
    expect((await after(20, token, s.sessionId, 50)).credited).toBe(50); // new ground again
    const again = await start(token, f.videos.long);
    expect(again).toMatchObject({ position: 50, credited: 50 });
    expect((await after(30, token, again.sessionId, 80)).credited).toBe(80);
  });

  it('paused (playing false) earns nothing, and the pause banks no time for later', async () => {
    const token = await learner();
    const s = await start(token, f.videos.long);
    expect(await after(30, token, s.sessionId, 0, false)).toEqual({ credited: 0, position: 0, completed: false });
    expect(await after(60, token, s.sessionId, 0, false)).toEqual({ credited: 0, position: 0, completed: false });
    expect((await after(30, token, s.sessionId, 30)).credited).toBe(30);
  });
});

describe("completion is the server's verdict", () => {
  it('a video watched to the end is completed; resourceComplete says so and ends the session', async () => {
    const token = await learner();
    const s = await start(token, f.videos.short);
    await after(30, token, s.sessionId, 30);
    expect(await after(30, token, s.sessionId, 60)).toEqual({ credited: 60, position: 60, completed: true });
    expect(await ok(token, L.resourceComplete.path, { sessionId: s.sessionId })).toEqual({ completed: true, coveredRatio: 1 });
    // repeating it is harmless; a heartbeat after the end is refused with the reason
    expect(await ok(token, L.resourceComplete.path, { sessionId: s.sessionId })).toEqual({ completed: true, coveredRatio: 1 });
    const late = await beat(token, s.sessionId, 60);
    expect(late.code).toBe(CODE_OPERATION_ERROR);
    expect(late.msg).toBe('本次学习已结束，请重新开始播放');
    expect(await detail(token, f.videos.short)).toMatchObject({ completed: true, credited: 60, coveredRatio: 1 });
    // the next start of a finished video begins at 0 again, and credited stays
    expect(await start(token, f.videos.short)).toMatchObject({ position: 0, credited: 60 });
  });

  it('half a video is not completed, whatever the client claims', async () => {
    const token = await learner();
    const s = await start(token, f.videos.short);
    await after(30, token, s.sessionId, 30);
    const res = await call(t.app, L.resourceComplete.path, { sessionId: s.sessionId, completed: true, coveredRatio: 1 }, token);
    expect(res.data).toEqual({ completed: false, coveredRatio: 0.5 });
    expect(await detail(token, f.videos.short)).toMatchObject({ completed: false, coveredRatio: 0.5 });
  });
});

describe('one video at a time', () => {
  it('a new start pauses the older page: its heartbeat and its end get the 10002 message', async () => {
    const token = await learner();
    const first = await start(token, f.videos.long);
    await after(30, token, first.sessionId, 30);
    const second = await start(token, f.videos.short);
    clock.advance(30);
    const old = await beat(token, first.sessionId, 60);
    expect({ status: old.status, code: old.code, msg: old.msg }).toEqual({ status: 200, code: CODE_OPERATION_ERROR, msg: REPLACED });
    const end = await call(t.app, L.resourceComplete.path, { sessionId: first.sessionId }, token);
    expect(end.msg).toBe(REPLACED);
    expect((await beat(token, second.sessionId, 30)).data).toEqual({ credited: 30, position: 30, completed: false });
    expect((await detail(token, f.videos.long)).credited).toBe(30);
  });

  it("another learner's sessionId earns nothing for anyone", async () => {
    const owner = await learner();
    const thief = await learner();
    const s = await start(owner, f.videos.long);
    clock.advance(30);
    const res = await beat(thief, s.sessionId, 30);
    expect(res.code).toBe(CODE_OPERATION_ERROR);
    expect(res.msg).toBe('学习会话不存在，请刷新页面后重新开始播放');
    expect((await totals(thief)).total).toBe(0);
    expect((await detail(owner, f.videos.long)).credited).toBe(0);
  });
});

describe('hostile heartbeats', () => {
  it('negative, non-numeric, absurd and past-the-end positions earn nothing and never 5xx', async () => {
    const token = await learner();
    const s = await start(token, f.videos.long);
    clock.advance(30);
    for (const position of [-1, 'NaN', 'abc', [], {}, 1e9, 86401]) {
      const res = await call(t.app, L.resourceTime.path, { sessionId: s.sessionId, position, playing: true }, token);
      expect({ position, status: res.status, code: res.code }).toEqual({ position, status: 200, code: CODE_OPERATION_ERROR });
      expect(res.msg).toContain('播放位置');
    }
    const form = await t.app.inject({
      method: 'POST',
      url: L.resourceTime.path,
      headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `sessionId=${s.sessionId}&position=NaN&playing=true`,
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().code).toBe(CODE_OPERATION_ERROR);
    for (const sessionId of ['', 'x'.repeat(32), '../../etc/passwd', 'f'.repeat(32)]) {
      const res = await call(t.app, L.resourceTime.path, { sessionId, position: 10, playing: true }, token);
      expect({ status: res.status, code: res.code }).toEqual({ status: 200, code: CODE_OPERATION_ERROR });
    }
    // past the end of a 100 s video: refused, answered with the last accepted position
    expect((await beat(token, s.sessionId, 150)).data).toEqual({ credited: 0, position: 0, completed: false });
    expect((await totals(token)).total).toBe(0);
  });

  it('a burst is rate limited per session and earns at most the grace', async () => {
    // a hundred requests take real time on a busy machine; only the server's clock may count
    clock.freeze();
    const token = await learner();
    const s = await start(token, f.videos.long);
    const answers = [];
    for (let i = 1; i <= 100; i++) answers.push(await beat(token, s.sessionId, i * 0.5));
    const refused = answers.filter((a) => a.code === CODE_OPERATION_ERROR);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.length - refused.length).toBe(MAX_BEATS_PER_WINDOW);
    expect(refused.every((a) => a.msg === TOO_FAST)).toBe(true);
    expect((await detail(token, f.videos.long)).credited).toBeLessThanOrEqual(GRACE_SECONDS);
    // the next interval is a new window
    expect((await after(30, token, s.sessionId, 30)).credited).toBeLessThanOrEqual(30 + GRACE_SECONDS);
  });

  it('concurrent heartbeats of one session never credit twice', async () => {
    const token = await learner();
    const s = await start(token, f.videos.long);
    clock.advance(30);
    const answers = await Promise.all(Array.from({ length: 8 }, () => beat(token, s.sessionId, 30)));
    expect(answers.every((a) => a.status === 200 && a.code === CODE_OK)).toBe(true);
    expect((await detail(token, f.videos.long)).credited).toBe(30);
    expect(await totals(token)).toEqual({ today: 30, total: 30 });
  });

  it('heartbeats of many learners at once (one commit on SQLite) are each credited exactly, beside refused ones', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 12; i++) tokens.push(await learner());
    const sessions = await Promise.all(tokens.map((token) => start(token, f.videos.long)));
    // the last learner's session is replaced by a new start: its beat is refused, the others' are not
    const fresh = await start(tokens[11], f.videos.long);
    clock.advance(30);
    const answers = await Promise.all(tokens.map((token, i) => beat(token, sessions[i].sessionId, 30)));
    expect(answers.slice(0, 11).map((a) => [a.code, a.data?.credited])).toEqual(Array.from({ length: 11 }, () => [CODE_OK, 30]));
    expect(answers[11].msg).toBe(REPLACED);
    for (const token of tokens.slice(0, 11)) expect(await totals(token)).toEqual({ today: 30, total: 30 });
    expect(await totals(tokens[11])).toEqual({ today: 0, total: 0 });
    // the refused learner's new session is untouched by the refusal
    expect((await after(0, tokens[11], fresh.sessionId, 0)).credited).toBe(0);
  });

  it('concurrent starts leave exactly one open session', async () => {
    const token = await learner();
    const sessions = await Promise.all(Array.from({ length: 6 }, () => start(token, f.videos.long)));
    clock.advance(30);
    const answers = await Promise.all(sessions.map((s) => beat(token, s.sessionId, 30)));
    expect(answers.filter((a) => a.code === CODE_OK)).toHaveLength(1);
    expect(answers.filter((a) => a.msg === REPLACED)).toHaveLength(5);
  });
});

describe('study time', () => {
  it('daily records agree with the credited totals over several videos', async () => {
    const token = await learner();
    for (const videoId of [f.videos.long, f.videos.short, f.videos.other]) {
      const s = await start(token, videoId);
      await after(30, token, s.sessionId, 30);
      await after(20, token, s.sessionId, 50);
    }
    const sum = (await Promise.all([f.videos.long, f.videos.short, f.videos.other].map((v) => detail(token, v)))).reduce(
      (a, d) => a + d.credited,
      0,
    );
    const days = await ok<PageOf<{ seconds: number }>>(token, L.myStudyTimes.path, { pageNum: 1, pageSize: 100 });
    expect(sum).toBe(150);
    expect(days.list.reduce((a, d) => a + d.seconds, 0)).toBe(150);
    expect((await totals(token)).total).toBe(150);
  });
});
