import type { AddressInfo } from 'node:net';
import { CODE_OK, CODE_OPERATION_ERROR, CODE_TOKEN_EXPIRED } from '../contract/codes';
import { endpoints } from '../contract/endpoints';
import { clock } from './lib/clock';
import { sha256 } from './lib/tokens';
import { examFixture, examinee, insertExamBank } from './test/examFixtures';
import { insertStructure, insertUser } from './test/fixtures';
import { insertLessons, type LessonFixture } from './test/lessonFixtures';
import { call, createTestApp, type TestApp } from './test/testApp';
import { MAX_BEATS_PER_WINDOW, TOO_FAST } from './modules/lesson/sessions';
import { LANE_MAX_BYTES } from './http/fastLane';

// The fast lane answers the quiet endpoints over real HTTP; app.inject goes through Fastify's
// route. Every answer the lane gives must be the route's, byte for byte, and what the lane does
// not take must reach the route unchanged.

const BEAT = endpoints.lesson.resourceTime.path;
const CADRE_BEAT = endpoints.cadre.setResourceTime.path;
const SAVE = endpoints.exam.saveExamAnswer.path;

let t: TestApp;
let f: LessonFixture;
let origin = '';
const laneAnswers: string[] = [];
let n = 0;

const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp({ onFastLane: (path) => laneAnswers.push(path) });
  await insertStructure(t.db);
  f = await insertLessons(t.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

async function learner(appId = 6): Promise<string> {
  n += 1;
  await insertUser(t.db, { account: `lane${n}`, password: 'Lane@2026', appId });
  return t.login(`lane${n}`, 'Lane@2026');
}

interface Answer { status: number; headers: Record<string, string>; body: string }
/** Headers of the connection, not of the answer: every other header must be the same on both paths. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const answerHeaders = (entries: Iterable<[string, unknown]>) =>
  Object.fromEntries([...entries].filter(([h]) => !TRANSPORT.has(h.toLowerCase())).map(([h, v]) => [h.toLowerCase(), String(v)]));

/** Over HTTP (the lane, when it takes the call); `lane` says whether it did. */
async function viaHttp(path: string, body: string, headers: Record<string, string>): Promise<Answer & { lane: boolean }> {
  const before = laneAnswers.length;
  const res = await fetch(origin + path, { method: 'POST', headers, body });
  const text = await res.text();
  return { status: res.status, headers: answerHeaders(res.headers.entries()), body: text, lane: laneAnswers.length > before };
}

/** Through Fastify's route (inject never meets the lane). */
async function viaRoute(path: string, body: string, headers: Record<string, string>): Promise<Answer> {
  const res = await t.app.inject({ method: 'POST', url: path, headers, payload: body });
  return { status: res.statusCode, headers: answerHeaders(Object.entries(res.headers)), body: res.body };
}

const json = (token: string) => ({ 'content-type': 'application/json', token });

describe('the lane answers exactly as the route would', () => {
  let token = '';
  beforeAll(async () => {
    token = await learner();
  });

  const cases: [string, string, string][] = [
    ['no fields', BEAT, '{}'],
    ['an empty body', BEAT, ''],
    ['not JSON', BEAT, '{"sessionId":'],
    ['an array', BEAT, '[]'],
    ['a prototype key', BEAT, '{"__proto__":{"x":1},"sessionId":"0123456789abcdef0123456789abcdef","position":1,"playing":true}'],
    ['a malformed session id', BEAT, '{"sessionId":"abc","position":1,"playing":true}'],
    ['a negative position', BEAT, '{"sessionId":"0123456789abcdef0123456789abcdef","position":-1,"playing":true}'],
    ['a position that is text', BEAT, '{"sessionId":"0123456789abcdef0123456789abcdef","position":"abc","playing":true}'],
    ['an unknown session (a coerced position, an extra field)', BEAT, '{"sessionId":"0123456789abcdef0123456789abcdef","position":"12","playing":"true","x":1}'],
    ['the cadre heartbeat, no fields', CADRE_BEAT, '{}'],
    ['an answer save with a NUL in the answer', SAVE, '{"recordId":1,"questionId":1,"answer":"a\\u0000b","seq":1}'],
    ['an answer save of an attempt that is not the learner\'s', SAVE, '{"recordId":999999,"questionId":1,"answer":"A","seq":1}'],
  ];
  it.each(cases)('%s', async (_name, path, body) => {
    const lane = await viaHttp(path, body, json(token));
    const route = await viaRoute(path, body, json(token));
    expect(lane.lane).toBe(true);
    expect({ ...lane, lane: undefined }).toEqual({ ...route, lane: undefined });
    expect(JSON.parse(lane.body)).toEqual({ code: CODE_OPERATION_ERROR, msg: expect.any(String), data: null });
  });

  it('an answer save on a submitted attempt: 考试已结束 with its reason (data), the same on both paths', async () => {
    const me = await examinee(t);
    const s = await me.ok('exam', 'startExam', { examId: await examFixture(t.db, await insertExamBank(t.db), 'open') });
    await me.ok('exam', 'submitExam', { recordId: s.recordId });
    const body = JSON.stringify({ recordId: s.recordId, questionId: s.questions[0].id, answer: 'A', seq: 1 });
    const lane = await viaHttp(SAVE, body, json(me.token));
    const route = await viaRoute(SAVE, body, json(me.token));
    expect(lane.lane).toBe(true);
    expect({ ...lane, lane: undefined }).toEqual({ ...route, lane: undefined });
    expect(JSON.parse(lane.body)).toEqual({ code: CODE_OPERATION_ERROR, msg: '考试已结束', data: { reason: 'examOver' } });
  });

  it('a heartbeat: the same credit and answer for two learners, one on each path', async () => {
    const viaLane = await learner();
    const viaFastify = await learner();
    const start = async (tk: string) => (await call<{ sessionId: string }>(t.app, endpoints.lesson.resourceStart.path, { videoId: f.videos.long }, tk)).data.sessionId;
    const a = await start(viaLane);
    const b = await start(viaFastify);
    let last = '';
    // played on, a pause, then a jump forward that the rules refuse (allowSeek is false)
    for (const [seconds, position] of [[20, 20], [30, 45], [10, 55], [10, 100]]) {
      clock.advance(seconds);
      const body = (sessionId: string) => JSON.stringify({ sessionId, position, playing: true });
      const lane = await viaHttp(BEAT, body(a), { 'content-type': 'application/json; charset=utf-8', token: viaLane });
      const route = await viaRoute(BEAT, body(b), json(viaFastify));
      expect(lane.lane).toBe(true);
      expect({ ...lane, lane: undefined }).toEqual({ ...route, lane: undefined });
      last = lane.body;
    }
    expect(JSON.parse(last)).toEqual({ code: CODE_OK, msg: expect.any(String), data: { credited: 55, position: 55, completed: false } });
  });
});

describe('what the lane leaves to the route', () => {
  const body = '{"sessionId":"0123456789abcdef0123456789abcdef","position":1,"playing":true}';
  it.each([
    ['no token', { 'content-type': 'application/json' }, BEAT],
    ['a token with no session', json('not-a-live-token'), BEAT],
    ['a form body', { 'content-type': 'application/x-www-form-urlencoded', token: 'x' }, BEAT],
    ['a query string', json('x'), `${BEAT}?a=1`],
    ['another content type', { 'content-type': 'text/plain', token: 'x' }, BEAT],
  ] as [string, Record<string, string>, string][])('%s', async (_name, headers, path) => {
    const real = headers.token === 'x' ? await learner() : headers.token;
    const h = { ...headers, ...(real && { token: real }) };
    const sent = headers['content-type'].startsWith('application/x-www-form') ? new URLSearchParams(JSON.parse(body)).toString() : body;
    const lane = await viaHttp(path, sent, h);
    expect(lane.lane).toBe(false);
    expect({ ...lane, lane: undefined }).toEqual({ ...(await viaRoute(path, sent, h)), lane: undefined });
  });

  it('a refused token is answered 10003 by the route', async () => {
    const res = await viaHttp(BEAT, body, json('not-a-live-token'));
    expect(JSON.parse(res.body)).toEqual({ code: CODE_TOKEN_EXPIRED, msg: 'token过期，请重新登录', data: null });
  });

  it('a body larger than the lane takes', async () => {
    const token = await learner();
    const big = JSON.stringify({ sessionId: '0123456789abcdef0123456789abcdef', position: 1, playing: true, pad: 'x'.repeat(LANE_MAX_BYTES) });
    const res = await viaHttp(BEAT, big, json(token));
    expect(res.lane).toBe(false);
    expect(JSON.parse(res.body).code).toBe(CODE_OPERATION_ERROR);
  });
});

describe('the lane keeps the rules', () => {
  it('serves on a server set up as Fastify sets up its own', () => {
    expect(t.app.server.keepAliveTimeout).toBe(t.app.initialConfig.keepAliveTimeout);
    expect(t.app.server.timeout).toBe(t.app.initialConfig.connectionTimeout);
  });

  it('renews a token past half its lifetime (the check that writes) and credits the beat', async () => {
    const token = await learner();
    const { sessionId } = (await call<{ sessionId: string }>(t.app, endpoints.lesson.resourceStart.path, { videoId: f.videos.long }, token)).data;
    const soon = new Date(Date.now() + 60_000).toISOString();
    await t.db.updateTable('session').set({ expiresAt: soon }).where('tokenHash', '=', sha256(token)).execute();
    clock.advance(10);
    const res = await viaHttp(BEAT, JSON.stringify({ sessionId, position: 10, playing: true }), json(token));
    expect(res.lane).toBe(true);
    expect(JSON.parse(res.body).data).toEqual({ credited: 10, position: 10, completed: false });
    const row = await t.db.selectFrom('session').select('expiresAt').where('tokenHash', '=', sha256(token)).executeTakeFirstOrThrow();
    expect(row.expiresAt > soon).toBe(true);
  });

  it('holds the per-session limit when beats arrive together', async () => {
    const token = await learner();
    const { sessionId } = (await call<{ sessionId: string }>(t.app, endpoints.lesson.resourceStart.path, { videoId: f.videos.long }, token)).data;
    clock.advance(5);
    const answers = await Promise.all(Array.from({ length: 3 * MAX_BEATS_PER_WINDOW }, () =>
      viaHttp(BEAT, JSON.stringify({ sessionId, position: 5, playing: true }), json(token))));
    expect(answers.every((a) => a.lane)).toBe(true);
    const bodies = answers.map((a) => JSON.parse(a.body) as { code: number; msg: string });
    expect(bodies.filter((b) => b.code === CODE_OK)).toHaveLength(MAX_BEATS_PER_WINDOW);
    expect(bodies.filter((b) => b.code !== CODE_OK).every((b) => b.msg === TOO_FAST)).toBe(true);
    const progress = await t.db.selectFrom('videoProgress').select('credited').where('videoId', '=', f.videos.long)
      .where('userId', '=', (await t.db.selectFrom('session').select('userId').where('tokenHash', '=', sha256(token)).executeTakeFirstOrThrow()).userId)
      .executeTakeFirstOrThrow();
    expect(progress.credited).toBe(5);
  });
});

describe('a fault of ours', () => {
  it('is a 500 with the same envelope on both paths, logged at the route\'s level and without the token', async () => {
    const lines: string[] = [];
    const app = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (l) => void lines.push(l) }, onFastLane: (p) => laneAnswers.push(p) });
    try {
      await insertUser(app.db, { account: 'fault1', password: 'Lane@2026' });
      const token = await app.login('fault1', 'Lane@2026');
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}${BEAT}`;
      // a refusal on a quiet endpoint is not logged at info, on either path
      await fetch(url, { method: 'POST', headers: json(token), body: '{"x":' });
      await app.app.inject({ method: 'POST', url: BEAT, headers: json(token), payload: '{"x":' });
      expect(lines.filter((l) => l.includes(BEAT))).toEqual([]);
      // the heartbeat's one read can no longer run
      await app.db.schema.dropTable('video_progress').execute();
      const body = JSON.stringify({ sessionId: '0123456789abcdef0123456789abcdef', position: 1, playing: true });
      const before = laneAnswers.length;
      const lane = await fetch(url, { method: 'POST', headers: json(token), body });
      expect(laneAnswers.length).toBe(before + 1);
      const route = await app.app.inject({ method: 'POST', url: BEAT, headers: json(token), payload: body });
      expect({ status: lane.status, body: await lane.text() }).toEqual({ status: route.statusCode, body: route.body });
      expect(lane.status).toBe(500);
      expect(lines.filter((l) => l.includes('unhandled error'))).toHaveLength(2);
      expect(lines.join('\n')).not.toContain(token);
    } finally {
      await app.close();
    }
  });
});
