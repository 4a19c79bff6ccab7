import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { clock } from './clock';
import { runPeriodically } from './periodic';

// Exam end times, the close sweep and heartbeat credit read this host's clock (lib/clock.ts). With
// several instances on one PostgreSQL, a host whose clock is off ends its examinees' attempts
// early or late by that much, and credits study time against another host's timestamps. The
// time is not taken from the database (a query per "now", and a moving correction would make
// elapsed times jump): each instance measures its offset to PostgreSQL's clock_timestamp() at
// start and every minute, warns above 1 s, and its health check answers 503 above
// CLOCK_MAX_SKEW_MS so the proxy takes it out until NTP has put the clock right.
// SQLite is one process on one host: there is nothing to compare, no check.

/** Measured again this often. */
export const CLOCK_CHECK_MS = 60_000;
/** An offset above this is logged as a warning and shown in the health answer. */
export const CLOCK_WARN_MS = 1000;

/** Readings per measurement: the one with the shortest round trip is kept (the first may include opening a connection). */
const SAMPLES = 3;

/**
 * This host's clock minus the database's, in ms: the database's time is compared with the middle
 * of the round trip (half of it subtracted), so a slow query does not count as an offset; of
 * SAMPLES readings the one with the shortest round trip is kept, as NTP does. `now` is the
 * server's own clock (lib/clock.ts; tests inject an offset there).
 */
export async function measureClockOffset(db: Kysely<Database>, now: () => number = () => clock.now().getTime()): Promise<number> {
  let best = { roundTrip: Infinity, offset: 0 };
  for (let i = 0; i < SAMPLES; i++) {
    const before = now();
    const { rows } = await sql<{ t: Date | string }>`select clock_timestamp() as t`.execute(db);
    const after = now();
    if (after - before < best.roundTrip) {
      best = { roundTrip: after - before, offset: Math.round((before + after) / 2 - new Date(rows[0].t).getTime()) };
    }
  }
  return best.offset;
}

/** '本机时钟比数据库快 3.2 秒' (or 慢). */
export function describeOffset(offsetMs: number): string {
  return `本机时钟比数据库${offsetMs > 0 ? '快' : '慢'} ${(Math.abs(offsetMs) / 1000).toFixed(1)} 秒`;
}

export interface ClockState {
  /** 'ok', or the offset in words when it is above CLOCK_WARN_MS */
  text: string;
  /** above the limit: the instance is to be taken out */
  tooFar: boolean;
}

export interface ClockCheck {
  /** the latest measurement's verdict ('ok' before the first one has come back) */
  state(): ClockState;
  /** measures now (at start, then by the timer; tests call it) and answers the offset */
  measure(): Promise<number>;
  stop(): void;
}

/**
 * Measures the offset now and every `everyMs` (0: only when measure() is called). A failed
 * measurement (the database away) keeps the last verdict: the health check's database field
 * reports that outage itself.
 */
export function startClockCheck(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  opts: { maxSkewMs: number; everyMs?: number; now?: () => number },
): ClockCheck {
  let current: ClockState = { text: 'ok', tooFar: false };
  const measure = async () => {
    const offset = await measureClockOffset(db, opts.now);
    const far = Math.abs(offset);
    const tooFar = far > opts.maxSkewMs;
    current = { text: far > Math.min(CLOCK_WARN_MS, opts.maxSkewMs) ? describeOffset(offset) : 'ok', tooFar };
    if (tooFar) {
      log.warn(
        { clockOffsetMs: offset },
        `时钟检查：${current.text}，超过 CLOCK_MAX_SKEW_MS（${opts.maxSkewMs} 毫秒）：健康检查答 503，请校准本机时钟（NTP）`,
      );
    } else if (current.text !== 'ok') {
      log.warn({ clockOffsetMs: offset }, `时钟检查：${current.text}，请检查本机的时间同步（NTP）`);
    }
    return offset;
  };
  // at once, then every `everyMs`; a database outage is one short line a minute here (the
  // health check and the requests report the outage itself)
  const task = async () => {
    try {
      await measure();
    } catch (err) {
      log.warn(`时钟检查：无法读取数据库的时间（${(err as NodeJS.ErrnoException).code ?? (err as Error).message}）`);
    }
  };
  const everyMs = opts.everyMs ?? CLOCK_CHECK_MS;
  const stop = everyMs > 0 ? runPeriodically(task, everyMs, log, '时钟检查失败', 0) : () => {};
  return { state: () => current, measure, stop };
}
