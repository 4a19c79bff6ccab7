import { fail } from '../../lib/errors';
import type { Db } from '../../db/transaction';
import { closeRecord } from './close';
import { examOver, NO_RECORD } from './examRules';

// Finding the caller's own attempt. Another learner's record answers exactly as a missing one
// (考试记录不存在), so nothing about it is revealed. Any touch of an attempt past its end time
// closes it first (lazily, besides the sweep).

/** What never changes on a record: kept in memory so a save can be checked without a read. */
export interface RecordFacts {
  id: number;
  userId: number;
  examId: number;
  endTime: string;
}

const MAX_KEPT = 50_000;
const kept = new WeakMap<object, Map<number, RecordFacts>>();

function keptFor(db: Db): Map<number, RecordFacts> {
  const key = db.getExecutor().adapter;
  let m = kept.get(key);
  if (!m) kept.set(key, (m = new Map()));
  return m;
}

export function rememberRecord(db: Db, facts: RecordFacts): void {
  const m = keptFor(db);
  // oldest first out: a Map iterates in insertion order
  if (m.size >= MAX_KEPT) m.delete(m.keys().next().value as number);
  m.set(facts.id, facts);
}

/** The record's fixed facts when it is the caller's; null for a missing or another learner's one. */
export async function ownRecordFacts(db: Db, recordId: number, userId: number): Promise<RecordFacts | null> {
  let facts = keptFor(db).get(recordId);
  if (!facts) {
    facts = await db.selectFrom('examRecord').select(['id', 'userId', 'examId', 'endTime']).where('id', '=', recordId).executeTakeFirst();
    if (facts) rememberRecord(db, facts);
  }
  return facts && facts.userId === userId ? facts : null;
}

const recordColumns = [
  'id',
  'examId',
  'userId',
  'attemptNo',
  'status',
  'startTime',
  'endTime',
  'closedAt',
  'closeReason',
  'score',
  'passed',
  'leaveCount',
  'paper',
] as const;

/** The caller's attempt as it stands after closing it if its time is up; 10002 when it is not theirs. */
export async function touchOwnRecord(db: Db, recordId: number, userId: number, nowIso: string) {
  const read = () =>
    db.selectFrom('examRecord').select(recordColumns).where('id', '=', recordId).where('userId', '=', userId).executeTakeFirst();
  const r = await read();
  if (!r) throw fail(NO_RECORD);
  if (r.status !== 'open' || r.endTime > nowIso) return r;
  await closeRecord(db, recordId, 'timeout', nowIso);
  return (await read())!;
}

/**
 * Why a conditional write on the caller's open attempt found no row: not theirs (or none), or
 * the attempt is over (closing it when its time ran out). Null when it is open and running.
 */
export async function whyNotOpen(db: Db, recordId: number, userId: number, nowIso: string): Promise<Error | null> {
  const r = await touchOwnRecord(db, recordId, userId, nowIso);
  return r.status === 'open' ? null : examOver();
}

/** Closes the caller's attempts whose time is up, so lists never show a finished attempt as running. */
export async function closeExpiredOf(db: Db, userId: number, nowIso: string): Promise<void> {
  const due = await db
    .selectFrom('examRecord')
    .select('id')
    .where('userId', '=', userId)
    .where('status', '=', 'open')
    .where('endTime', '<=', nowIso)
    .execute();
  for (const r of due) await closeRecord(db, r.id, 'timeout', nowIso);
}
