import type { VideoSetting } from '../../../contract/base';
import { fail } from '../../http/envelope';
import { isPostgres } from '../../db/database';
import { sqliteBatch } from '../../db/sqliteBatch';
import { inTransaction, lockKey, type Db } from '../../db/transaction';
import { randomHex } from '../../lib/tokens';
import { loadVideoSetting, videoSettingOf } from '../base/settings';
import { readBeat, writeBeat, writeBeatSync, type BeatWrite } from './beatQueries';
import { creditBeat } from './credit';
import { coveredLength, parseCovered } from './intervals';
import { beijingDate } from './studyDay';

// Study sessions: resourceStart, the resourceTime heartbeat, resourceComplete. Each runs as one
// short transaction, so two heartbeats (or a heartbeat and a new start) never interleave: one
// video at a time per learner, and no credit counted twice. On PostgreSQL start and complete
// take the learner's lock; the heartbeat locks the rows it reads and writes (beatQueries.ts),
// which a start or complete also locks when it ends that session.

export const REPLACED = '您已在其他页面学习，本页已暂停';
const FINISHED = '本次学习已结束，请重新开始播放';
const UNKNOWN = '学习会话不存在，请刷新页面后重新开始播放';
export const TOO_FAST = '学习进度上报过于频繁，请稍后再试';
/** at most this many heartbeats of one session per heartbeat interval (players add a few on pause, seek, end) */
export const MAX_BEATS_PER_WINDOW = 10;

const lockLearner = (trx: Db, userId: number) => lockKey(trx, `study:${userId}`);
const secondsBetween = (from: string, to: Date) => (to.getTime() - Date.parse(from)) / 1000;
const ratioOf = (covered: number, duration: number) => (duration > 0 ? Math.min(1, Math.round((covered / duration) * 10000) / 10000) : 0);
const isComplete = (covered: number, duration: number, setting: VideoSetting) => ratioOf(covered, duration) >= setting.completeRatio;

async function videoOf(db: Db, videoId: number) {
  const video = await db.selectFrom('lessonVideo').select(['id', 'duration']).where('id', '=', videoId).executeTakeFirst();
  if (!video) throw fail('视频不存在或已下架');
  return video;
}

async function progressOf(trx: Db, userId: number, videoId: number, nowIso: string) {
  await trx.insertInto('videoProgress')
    .values({ userId, videoId, position: 0, credited: 0, covered: '[]', completed: 0, updatedAt: nowIso, completedAt: null })
    .onConflict((oc) => oc.columns(['userId', 'videoId']).doNothing())
    .execute();
  return trx.selectFrom('videoProgress').selectAll().where('userId', '=', userId).where('videoId', '=', videoId).executeTakeFirstOrThrow();
}

/** A learner's own session, still open; the refusal says why not otherwise. */
async function openSession(trx: Db, userId: number, sessionId: string) {
  const session = await trx.selectFrom('studySession').selectAll().where('id', '=', sessionId).where('userId', '=', userId).executeTakeFirst();
  if (!session) throw fail(UNKNOWN);
  if (session.endedAt) throw fail(session.endReason === 'replaced' ? REPLACED : FINISHED);
  return session;
}

export async function startSession(db: Db, userId: number, videoId: number, now: Date) {
  const video = await videoOf(db, videoId);
  const nowIso = now.toISOString();
  return inTransaction(db, async (trx) => {
    await lockLearner(trx, userId);
    await trx.updateTable('studySession').set({ endedAt: nowIso, endReason: 'replaced' })
      .where('userId', '=', userId).where('endedAt', 'is', null).execute();
    const progress = await progressOf(trx, userId, videoId, nowIso);
    // Resume where the learner left off; from the start again once they reached the end.
    const position = progress.position >= video.duration - 1 ? 0 : progress.position;
    const sessionId = randomHex(16);
    await trx.insertInto('studySession').values({
      id: sessionId, userId, videoId, startedAt: nowIso, lastAt: nowIso, position, ahead: 0,
      windowStart: nowIso, windowCount: 0, endedAt: null, endReason: null,
    }).execute();
    return { sessionId, position, credited: progress.credited };
  });
}

export interface Heartbeat {
  sessionId: string;
  position: number;
  playing: boolean;
}

/** The heartbeat's state when its one read finds none: a refusal, or the missing progress row made. */
async function slowBeatState(trx: Db, userId: number, sessionId: string, nowIso: string) {
  await lockLearner(trx, userId);
  const session = await openSession(trx, userId, sessionId);
  await videoOf(trx, session.videoId);
  await progressOf(trx, userId, session.videoId, nowIso);
  const [state] = await readBeat(trx, { sessionId, userId });
  if (!state) throw fail(UNKNOWN);
  return state;
}

type BeatState = Awaited<ReturnType<typeof readBeat>>[number];

/** What a heartbeat writes and answers, decided from its one read; throws the refusals. */
function planBeat(state: BeatState, userId: number, beat: Heartbeat, now: Date): { write: BeatWrite; answer: { credited: number; position: number; completed: boolean } } {
  const nowIso = now.toISOString();
  if (state.endedAt) throw fail(state.endReason === 'replaced' ? REPLACED : FINISHED);
  const setting = videoSettingOf(state.rules ?? undefined);
  const sinceWindow = secondsBetween(state.windowStart, now);
  const newWindow = sinceWindow >= setting.heartbeatSeconds || sinceWindow < 0;
  const windowCount = newWindow ? 1 : state.windowCount + 1;
  if (windowCount > MAX_BEATS_PER_WINDOW) throw fail(TOO_FAST);

  const result = creditBeat(setting, {
    prev: state.position,
    elapsed: secondsBetween(state.lastAt, now),
    ahead: state.ahead,
    covered: parseCovered(state.covered),
    duration: state.duration,
    position: beat.position,
    playing: beat.playing,
  });
  const credited = Math.round((state.credited + result.credit) * 1000) / 1000;
  const completed = state.completed === 1 || isComplete(coveredLength(result.covered), state.duration, setting);
  const write: BeatWrite = {
    session: {
      id: state.id, lastAt: nowIso, position: result.position, ahead: result.ahead,
      windowStart: newWindow ? nowIso : state.windowStart, windowCount,
    },
    progress: {
      userId, videoId: state.videoId, position: result.position, credited, covered: JSON.stringify(result.covered),
      completed: completed ? 1 : 0, updatedAt: nowIso, completedAt: state.completedAt ?? (completed ? nowIso : null),
    },
    credit: result.credit,
    date: beijingDate(now),
  };
  return { write, answer: { credited, position: result.position, completed } };
}

export async function heartbeat(db: Db, userId: number, beat: Heartbeat, now: Date) {
  // The hot path (bench:study). SQLite: the read and the writes run synchronously in a job of
  // the group commit, sharing one commit with the heartbeats that arrived with it.
  const batch = sqliteBatch(db);
  if (batch) {
    const answer = await batch.run(() => {
      const [state] = readBeat.sync(db).all({ sessionId: beat.sessionId, userId });
      if (!state) return null;
      const plan = planBeat(state, userId, beat, now);
      writeBeatSync(db, plan.write);
      return plan.answer;
    });
    if (answer) return answer;
  }
  // PostgreSQL, and SQLite when the one read found nothing (unknown session, missing progress):
  // one read, then the writes (one statement on PostgreSQL).
  return inTransaction(db, async (trx) => {
    const nowIso = now.toISOString();
    const state = (await readBeat(trx, { sessionId: beat.sessionId, userId }))[0] ?? (await slowBeatState(trx, userId, beat.sessionId, nowIso));
    const plan = planBeat(state, userId, beat, now);
    await writeBeat(trx, plan.write);
    return plan.answer;
  });
}

/** Ends the session and answers the server's verdict; repeating it after it finished is harmless. */
export async function completeSession(db: Db, userId: number, sessionId: string, now: Date) {
  const setting = await loadVideoSetting(db);
  return inTransaction(db, async (trx) => {
    await lockLearner(trx, userId);
    // locked like a heartbeat locks it, so a heartbeat in flight lands before the verdict
    const session = await trx.selectFrom('studySession').selectAll().where('id', '=', sessionId).where('userId', '=', userId)
      .$if(isPostgres(trx), (q) => q.forUpdate()).executeTakeFirst();
    if (!session) throw fail(UNKNOWN);
    if (session.endReason === 'replaced') throw fail(REPLACED);
    const video = await videoOf(trx, session.videoId);
    const progress = await progressOf(trx, userId, session.videoId, now.toISOString());
    const coveredRatio = ratioOf(coveredLength(parseCovered(progress.covered)), video.duration);
    if (!session.endedAt) {
      await trx.updateTable('studySession').set({ endedAt: now.toISOString(), endReason: 'finished' }).where('id', '=', sessionId).execute();
    }
    return { completed: progress.completed === 1 || coveredRatio >= setting.completeRatio, coveredRatio };
  });
}
