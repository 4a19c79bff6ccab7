import type { VideoSetting } from '../../../contract/base';
import { fail } from '../../lib/errors';
import { isPostgres } from '../../db/database';
import { sqliteBatch } from '../../db/sqliteBatch';
import { inTransaction, lockKey, type Db } from '../../db/transaction';
import { tickBatch, type Outcome } from '../../lib/tickBatch';
import { randomHex } from '../../lib/tokens';
import { loadVideoSetting, videoSettingOf } from '../base/settings';
import { readBeat, readBeatsPg, writeBeat, writeBeatSync, writeBeatsPg, type BeatState, type BeatWrite } from './beatQueries';
import { creditBeat } from './credit';
import { coveredLength, coveredRatioOf, parseCovered } from '../../../contract/intervals';
import { beijingDate } from '../../lib/beijingDate';
import { isoOf, msOfIso } from '../../lib/isoTime';

// Study sessions: resourceStart, the resourceTime heartbeat, resourceComplete. Each runs as one
// short transaction, so two heartbeats (or a heartbeat and a new start) never interleave: one
// video at a time per learner, and no credit counted twice. On PostgreSQL start and complete
// take the learner's lock; the heartbeat locks the rows it reads and writes (beatQueries.ts),
// which a start or complete also locks when it ends that session.
// A heartbeat reads, decides and writes in one transaction and is answered only after that
// transaction has committed: an answered heartbeat's credit is in the database, whatever happens
// to the process next. The heartbeats that arrive in one turn of the event loop share one
// transaction (group commit: server/db/sqliteBatch.ts on SQLite, heartbeatRoundPg on
// PostgreSQL), each still answered after the commit.

export const REPLACED = '您已在其他页面学习，本页已暂停';
const FINISHED = '本次学习已结束，请重新开始播放';
const UNKNOWN = '学习会话不存在，请刷新页面后重新开始播放';
export const TOO_FAST = '学习进度上报过于频繁，请稍后再试';
/** at most this many heartbeats of one session per heartbeat interval (players add a few on pause, seek, end) */
export const MAX_BEATS_PER_WINDOW = 10;

const lockLearner = (trx: Db, userId: number) => lockKey(trx, `study:${userId}`);
const secondsBetween = (from: string, to: Date) => (to.getTime() - msOfIso(from)) / 1000;
const isComplete = (covered: number, duration: number, setting: VideoSetting) => coveredRatioOf(covered, duration) >= setting.completeRatio;

async function videoOf(db: Db, videoId: number) {
  const video = await db.selectFrom('lessonVideo').select(['id', 'duration']).where('id', '=', videoId).executeTakeFirst();
  if (!video) throw fail('视频不存在或已下架');
  return video;
}

async function progressOf(trx: Db, userId: number, videoId: number, nowIso: string) {
  await trx
    .insertInto('videoProgress')
    .values({
      userId,
      videoId,
      position: 0,
      credited: 0,
      covered: '[]',
      completed: 0,
      updatedAt: nowIso,
      completedAt: null,
      lastAt: nowIso,
      windowStart: nowIso,
    })
    .onConflict((oc) => oc.columns(['userId', 'videoId']).doNothing())
    .execute();
  return trx.selectFrom('videoProgress').selectAll().where('userId', '=', userId).where('videoId', '=', videoId).executeTakeFirstOrThrow();
}

/** A learner's own session, still open; the refusal says why not otherwise. */
async function openSession(trx: Db, userId: number, sessionId: string) {
  const session = await trx
    .selectFrom('studySession')
    .selectAll()
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!session) throw fail(UNKNOWN);
  if (session.endedAt) throw fail(session.endReason === 'replaced' ? REPLACED : FINISHED);
  return session;
}

export async function startSession(db: Db, userId: number, videoId: number, now: Date) {
  const video = await videoOf(db, videoId);
  const nowIso = now.toISOString();
  return inTransaction(db, async (trx) => {
    await lockLearner(trx, userId);
    await trx
      .updateTable('studySession')
      .set({ endedAt: nowIso, endReason: 'replaced' })
      .where('userId', '=', userId)
      .where('endedAt', 'is', null)
      .execute();
    const progress = await progressOf(trx, userId, videoId, nowIso);
    // Resume where the learner left off; from the start again once they reached the end.
    const position = progress.position >= video.duration - 1 ? 0 : progress.position;
    const sessionId = randomHex(16);
    await trx
      .insertInto('studySession')
      .values({ id: sessionId, userId, videoId, startedAt: nowIso, endedAt: null, endReason: null })
      .execute();
    // the heartbeat's state on the progress row starts afresh with the session
    await trx
      .updateTable('videoProgress')
      .set({ position, lastAt: nowIso, ahead: 0, windowStart: nowIso, windowCount: 0 })
      .where('userId', '=', userId)
      .where('videoId', '=', videoId)
      .execute();
    return { sessionId, position, credited: progress.credited };
  });
}

export interface Heartbeat {
  sessionId: string;
  position: number;
  /** reported as the contract has it; a pause report credits the stretch before it too (credit.ts) */
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

interface BeatAnswer {
  credited: number;
  position: number;
  completed: boolean;
}

/** What a heartbeat writes and answers, decided from its one read; throws the refusals. */
function planBeat(state: BeatState, userId: number, beat: Heartbeat, now: Date): { write: BeatWrite; answer: BeatAnswer } {
  const nowIso = isoOf(now);
  if (state.endedAt) throw fail(state.endReason === 'replaced' ? REPLACED : FINISHED);
  const setting = videoSettingOf(state.rules ?? undefined);
  const sinceWindow = secondsBetween(state.windowStart, now);
  // a time that does not parse ('' on a row no start has touched since migration 0021) starts afresh
  const newWindow = !(sinceWindow >= 0 && sinceWindow < setting.heartbeatSeconds);
  const elapsed = secondsBetween(state.lastAt, now);
  const windowCount = newWindow ? 1 : state.windowCount + 1;
  if (windowCount > MAX_BEATS_PER_WINDOW) throw fail(TOO_FAST);

  const result = creditBeat(setting, {
    prev: state.position,
    elapsed: Number.isNaN(elapsed) ? 0 : elapsed,
    ahead: state.ahead,
    covered: parseCovered(state.covered),
    duration: state.duration,
    position: beat.position,
  });
  const credited = Math.round((state.credited + result.credit) * 1000) / 1000;
  const completed = state.completed === 1 || isComplete(coveredLength(result.covered), state.duration, setting);
  const write: BeatWrite = {
    progress: {
      userId,
      videoId: state.videoId,
      position: result.position,
      credited,
      covered: JSON.stringify(result.covered),
      completed: completed ? 1 : 0,
      updatedAt: nowIso,
      completedAt: state.completedAt ?? (completed ? nowIso : null),
      lastAt: nowIso,
      ahead: result.ahead,
      windowStart: newWindow ? nowIso : state.windowStart,
      windowCount,
    },
    credit: result.credit,
    date: beijingDate(now),
  };
  return { write, answer: { credited, position: result.position, completed } };
}

interface BeatCall {
  userId: number;
  beat: Heartbeat;
  now: Date;
}

/** One heartbeat in its own transaction: one read, then the writes (one statement on PostgreSQL). */
function heartbeatAlone(db: Db, { userId, beat, now }: BeatCall) {
  return inTransaction(db, async (trx) => {
    const state =
      (await readBeat(trx, { sessionId: beat.sessionId, userId }))[0] ??
      (await slowBeatState(trx, userId, beat.sessionId, now.toISOString()));
    const plan = planBeat(state, userId, beat, now);
    await writeBeat(trx, plan.write);
    return plan.answer;
  });
}

/** Bounds one PostgreSQL round of heartbeats (its arrays and the rows it locks). */
const MAX_PG_BEATS = 200;
/**
 * Under load a round waits this long to gather more beats (tickBatch's lingerMs): a heartbeat is
 * sent every 30 s, so a few milliseconds more are unseen, and fewer, larger rounds cost the
 * database less, most of all when several instances share the load.
 */
const PG_BEAT_LINGER_MS = 5;

/**
 * PostgreSQL's heartbeats that arrive together (tickBatch): one transaction of four round trips
 * for the whole round (begin, one locking read, one write statement, commit) instead of four for
 * each. A learner's second beat in a round, and a beat whose one read finds nothing, go on alone
 * after it; if the round's transaction is rolled back (a deadlock with another instance's
 * round, a lost connection), every beat of it goes on alone.
 */
async function heartbeatRoundPg(db: Db, calls: BeatCall[]): Promise<Outcome<BeatAnswer>[]> {
  const outcomes: (Outcome<BeatAnswer> | undefined)[] = new Array(calls.length);
  // one beat per learner in the round (so each learner's rows are written once by its statement)
  const seen = new Set<number>();
  const inRound = calls.map((c) => !seen.has(c.userId) && (seen.add(c.userId), true));
  try {
    await inTransaction(db, async (trx) => {
      const rows = await readBeatsPg(
        trx,
        calls.filter((_, i) => inRound[i]).map((c) => ({ sessionId: c.beat.sessionId, userId: c.userId })),
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      const writes: BeatWrite[] = [];
      calls.forEach((c, i) => {
        const state = inRound[i] ? byId.get(c.beat.sessionId) : undefined;
        if (!state || state.userId !== c.userId) return;
        try {
          const plan = planBeat(state, c.userId, c.beat, c.now);
          writes.push(plan.write);
          outcomes[i] = { ok: true, value: plan.answer };
        } catch (error) {
          outcomes[i] = { ok: false, error };
        }
      });
      if (writes.length) await writeBeatsPg(trx, writes);
    });
  } catch (err) {
    // a failure that concerns the round, not a beat: the beats go on alone. Anything else is a
    // fault of ours and reaches every caller of the round.
    if (!isRoundFailure(err)) throw err;
    outcomes.fill(undefined);
  }
  // the rest, one by one in arrival order
  for (let i = 0; i < calls.length; i++) {
    if (outcomes[i]) continue;
    outcomes[i] = await heartbeatAlone(db, calls[i]).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
  }
  return outcomes as Outcome<BeatAnswer>[];
}

/** PostgreSQL's transaction rollbacks (deadlock, serialization) and lost connections. */
function isRoundFailure(err: unknown): boolean {
  const code = String((err as { code?: unknown } | null)?.code ?? '');
  return /^(40|08|57P)/.test(code) || /Connection terminated/i.test(String((err as Error | null)?.message ?? ''));
}

const pgRounds = new WeakMap<Db, (call: BeatCall) => Promise<BeatAnswer>>();

export function heartbeat(db: Db, userId: number, beat: Heartbeat, now: Date): Promise<BeatAnswer> {
  // SQLite: a job of the group commit, its read and writes synchronous on the connection
  const batch = sqliteBatch(db);
  if (batch) {
    return batch
      .run((): { answer: BeatAnswer } | { refusal: unknown } | null => {
        const state = readBeat.sync(db).get({ sessionId: beat.sessionId, userId });
        if (!state) return null;
        let plan: ReturnType<typeof planBeat>;
        try {
          plan = planBeat(state, userId, beat, now);
        } catch (refusal) {
          // answered, not thrown: a job that throws costs its whole group commit a second run (sqliteBatch.ts)
          return { refusal };
        }
        writeBeatSync(db, plan.write);
        return { answer: plan.answer };
      })
      .then((done) => {
        // no row: an unknown session or a missing progress row, which the slow path sorts out
        if (!done) return heartbeatAlone(db, { userId, beat, now });
        if ('refusal' in done) throw done.refusal;
        return done.answer;
      });
  }
  if (db.isTransaction || !isPostgres(db)) return heartbeatAlone(db, { userId, beat, now });
  let round = pgRounds.get(db);
  if (!round) {
    round = tickBatch((calls: BeatCall[]) => heartbeatRoundPg(db, calls), MAX_PG_BEATS, { lingerMs: PG_BEAT_LINGER_MS });
    pgRounds.set(db, round);
  }
  return round({ userId, beat, now });
}

/** Ends the session and answers the server's verdict; repeating it after it finished is harmless. */
export async function completeSession(db: Db, userId: number, sessionId: string, now: Date) {
  const setting = await loadVideoSetting(db);
  return inTransaction(db, async (trx) => {
    await lockLearner(trx, userId);
    // locked like a heartbeat locks it, so a heartbeat in flight lands before the verdict
    const session = await trx
      .selectFrom('studySession')
      .selectAll()
      .where('id', '=', sessionId)
      .where('userId', '=', userId)
      .$if(isPostgres(trx), (q) => q.forUpdate())
      .executeTakeFirst();
    if (!session) throw fail(UNKNOWN);
    if (session.endReason === 'replaced') throw fail(REPLACED);
    const video = await videoOf(trx, session.videoId);
    const progress = await progressOf(trx, userId, session.videoId, now.toISOString());
    const coveredRatio = coveredRatioOf(coveredLength(parseCovered(progress.covered)), video.duration);
    if (!session.endedAt) {
      await trx
        .updateTable('studySession')
        .set({ endedAt: now.toISOString(), endReason: 'finished' })
        .where('id', '=', sessionId)
        .execute();
    }
    return { completed: progress.completed === 1 || coveredRatio >= setting.completeRatio, coveredRatio };
  });
}
