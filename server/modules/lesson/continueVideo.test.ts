import { CODE_OK } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { Res } from '../../../contract';
import { clock } from '../../lib/clock';
import { insertStructure, insertUser } from '../../test/fixtures';
import { insertLessons, type LessonFixture } from '../../test/lessonFixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';

// lesson/center's continue: the video played last while it is unfinished; once it is completed,
// the lesson's first chapter not completed (the lesson page's 继续学习), or its first chapter.
// basics: 第一讲 (long, 100 s, sort 1) and 第二讲 (short, 60 s, sort 2).

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
  await insertUser(t.db, { account: `resume${n}`, password: 'Study@2026' });
  return t.login(`resume${n}`, 'Study@2026');
}
async function ok<N extends keyof typeof L>(token: string, name: N, body: object): Promise<Res<'lesson', N>> {
  const res = await call<Res<'lesson', N>>(t.app, L[name].path, body, token);
  expect({ code: res.code, msg: res.msg }).toEqual({ code: CODE_OK, msg: expect.any(String) });
  return res.data;
}
/** Plays a video from the start to `seconds`, one heartbeat every 10 s. */
async function study(token: string, videoId: number, seconds: number) {
  const s = await ok(token, 'resourceStart', { videoId });
  for (let p = 10; p <= seconds; p += 10) {
    clock.advance(10);
    await ok(token, 'resourceTime', { sessionId: s.sessionId, position: p, playing: true });
  }
}
const resume = async (token: string) => (await ok(token, 'center', {})).continue;

describe('continue learning', () => {
  it('after the video played last is completed, goes to the first chapter not completed, as the lesson page does', async () => {
    const token = await learner();
    await study(token, f.videos.long, 30);
    await study(token, f.videos.short, 60);
    // 第二讲 was played last and is completed; 第一讲 is at 30 %
    expect(await resume(token)).toEqual({
      videoId: f.videos.long,
      videoTitle: '第一讲 唯物论',
      lessonId: f.lessons.basics,
      lessonTitle: '马克思主义基本原理',
      tagId: f.tags.theory,
      position: 30,
      duration: 100,
      completed: false,
      updatedAt: expect.any(String),
      finishedTitle: '第二讲 实践观点',
    });
  });

  it('goes on to a chapter never played, and to the first chapter once every one is completed', async () => {
    const token = await learner();
    await study(token, f.videos.long, 100);
    // never played: position 0, and the card can say which video was just finished
    expect(await resume(token)).toMatchObject({
      videoId: f.videos.short,
      videoTitle: '第二讲 实践观点',
      position: 0,
      duration: 60,
      completed: false,
      finishedTitle: '第一讲 唯物论',
    });
    await study(token, f.videos.short, 60);
    expect(await resume(token)).toMatchObject({
      videoId: f.videos.long,
      lessonId: f.lessons.basics,
      position: 100,
      duration: 100,
      completed: true,
      finishedTitle: '第二讲 实践观点',
    });
  });

  it('keeps the video played last while it is unfinished, even with an earlier chapter unfinished', async () => {
    const token = await learner();
    await study(token, f.videos.long, 20);
    await study(token, f.videos.short, 30);
    expect(await resume(token)).toMatchObject({ videoId: f.videos.short, position: 30, completed: false, finishedTitle: null });
  });

  it('stays on the video played last, naming no other, when it is the first chapter of a lesson completed', async () => {
    const token = await learner();
    await study(token, f.videos.short, 60);
    await study(token, f.videos.long, 100);
    expect(await resume(token)).toMatchObject({ videoId: f.videos.long, position: 100, completed: true, finishedTitle: null });
  });
});
