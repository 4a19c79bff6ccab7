import { isPostgres } from '../../db/database';
import { clock } from '../../lib/clock';
import { examFixture, examinee, insertExamBank, type ExamBank } from '../../test/examFixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { sweepExpired } from './sweep';

// Two instances' sweeps at once over the same backlog: each attempt closed and graded once, the
// counts they report add up to the backlog, and on PostgreSQL one sweep runs to its end while the
// other still holds its attempts locked (SKIP LOCKED: no waiting on each other's rows).

let t: TestApp;
let bank: ExamBank;

const SETUP_MS = 180_000;
beforeAll(async () => {
  t = await createTestApp();
  bank = await insertExamBank(t.db);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

const DUE = 40;

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

it(
  `two sweeps at once over ${DUE} due attempts close and grade each once, and neither waits for the other`,
  async () => {
    const examId = await examFixture(t.db, bank, 'open', { duration: 1 });
    const records: number[] = [];
    for (let i = 0; i < DUE; i++) {
      const me = await examinee(t);
      records.push((await me.ok('exam', 'startExam', { examId })).recordId);
    }
    clock.advance(61);
    const now = clock.iso();
    const pg = isPostgres(t.db);
    // PostgreSQL: sweep A takes 25 and, holding their locks, waits until sweep B has finished;
    // were B to wait on A's rows, neither would ever finish and the test would time out.
    // SQLite (one process) has no row locks: both run at once over the whole backlog.
    const limit = pg ? 25 : undefined;
    const aLocked = deferred<number[]>();
    const bDone = deferred();
    const a = sweepExpired(t.db, now, {
      limit,
      whileLocked: async (ids) => {
        aLocked.resolve(ids);
        await bDone.promise;
      },
    });
    const heldByA = pg ? await aLocked.promise : [];
    const b = sweepExpired(t.db, now, { limit });
    const bClosed = await b;
    bDone.resolve();
    const aClosed = await a;

    expect(aClosed + bClosed).toBe(DUE);
    if (pg) expect([heldByA.length, aClosed, bClosed]).toEqual([25, 25, DUE - 25]);
    const rows = await t.db.selectFrom('examRecord').select(['status', 'closeReason']).where('id', 'in', records).execute();
    expect(rows.map((r) => `${r.status}/${r.closeReason}`)).toEqual(records.map(() => 'closed/timeout'));
    // graded once: every question of every attempt unanswered, so wrong; a second grading would
    // have counted it wrong twice in the book
    const wrong = await t.db.selectFrom('examWrong').select(['lastRecordId', 'wrongCount']).where('lastRecordId', 'in', records).execute();
    expect(wrong).toHaveLength(DUE * bank.questions.length);
    expect(new Set(wrong.map((w) => w.wrongCount))).toEqual(new Set([1]));
    // nothing is left for a third sweep
    expect(await sweepExpired(t.db, now)).toBe(0);
  },
  SETUP_MS,
);
