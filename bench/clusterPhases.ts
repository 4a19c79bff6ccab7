// bench:cluster's loads, through the proxy: the heartbeat (lesson/resourceTime) back to back on
// a set of keep-alive connections, then an exam: every examinee starts within a window, saves
// an answer every few seconds, then everyone submits (bench/examLoad.ts, as bench:exam does).
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { ExamClient } from './examClient';
import { insertBenchExam } from './examData';
import { count, newExaminee, startOne, type Examinee, type Tally } from './examinees';
import { saving, spread } from './examLoad';
import { requestHead, runLoad, withBody, type LoadResult } from './loadClient';
import { Fleet, startSessions, type Studying } from './studyFleet';
import { insertLearners, insertLongVideo } from './studyLearners';

export const BEAT_PATH = '/trainingApi/v1/lesson/resourceTime';
const VIDEO_SECONDS = 4 * 3600;

export interface Prepared {
  examId: number;
  examinees: Examinee[];
  tokens: string[];
  videoId: number;
}

/** `people` learners with sessions, a long video and an open exam of `questions` questions, straight into the database. */
export async function prepare(db: Kysely<Database>, people: number, examinees: number, questions: number): Promise<Prepared> {
  const now = new Date();
  const accounts = await insertLearners(db, people, now);
  const examId = await insertBenchExam(db, questions, now);
  const videoId = await insertLongVideo(db, VIDEO_SECONDS);
  return {
    examId,
    videoId,
    tokens: accounts.map((a) => a.token),
    examinees: accounts.slice(0, examinees).map((a) => newExaminee(a.token)),
  };
}

/** Every learner starts watching the video (resourceStart), 16 at a time. */
export async function startStudying(origin: string, tokens: string[], videoId: number): Promise<Fleet> {
  return new Fleet(await startSessions(origin, tokens, videoId), VIDEO_SECONDS);
}

/** Heartbeats back to back on `connections` keep-alive connections for `seconds`. */
export async function beating(origin: string, fleet: Fleet, connections: number, seconds: number): Promise<LoadResult> {
  const heads = new Map<Studying, string>();
  const head = (l: Studying) => {
    let h = heads.get(l);
    if (h === undefined)
      heads.set(l, (h = requestHead(origin, 'POST', BEAT_PATH, { 'content-type': 'application/json', token: l.token, appId: '6' })));
    return h;
  };
  fleet.resume(Date.now());
  const r = await runLoad<Studying>(origin, connections, seconds, {
    next: () => {
      const l = fleet.next();
      if (!l) throw new Error(`more connections (${connections}) than learners`);
      return { text: withBody(head(l), fleet.body(l, Date.now())), ctx: l };
    },
    answered: (l, status, body) => fleet.record(l, status, body),
  });
  fleet.settle();
  return r;
}

export interface ExamShape {
  startSpreadS: number;
  saveEveryMs: number;
  saveSeconds: number;
  submitSpreadS: number;
}

/** Everyone calls startExam, evenly over the spread (open loop); resolves with the seconds taken. */
export async function startAll(client: ExamClient, examinees: Examinee[], examId: number, shape: ExamShape, t: Tally): Promise<number> {
  const t0 = Date.now();
  await spread(examinees.length, shape.startSpreadS * 1000, (i) => startOne(client, examinees[i], examId, t));
  return (Date.now() - t0) / 1000;
}

export const saveAll = (client: ExamClient, examinees: Examinee[], shape: ExamShape, t: Tally): Promise<number> => {
  const end = Date.now() + shape.saveSeconds * 1000;
  return saving(client, examinees, shape.saveEveryMs, t, () => Date.now() >= end);
};

export async function submitAll(client: ExamClient, examinees: Examinee[], shape: ExamShape, t: Tally): Promise<number> {
  const t0 = Date.now();
  await spread(examinees.length, shape.submitSpreadS * 1000, async (i) => {
    const e = examinees[i];
    if (e.recordId !== null) count(t, await client.post('submitExam', { recordId: e.recordId }, e.token));
  });
  return (Date.now() - t0) / 1000;
}
