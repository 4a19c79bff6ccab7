// Issue 9's crash test, in the e2e run because it needs the real server process: 100 examinees
// save an answer every half second while the server is killed with SIGKILL five times and
// restarted on the same SQLite file; every save it acknowledged (99999) must be in the database
// afterwards with its seq or a later one (bench/examCrash.ts; `npm run bench:exam -- --kill`
// runs it bigger and on PostgreSQL too).
import { crashTest } from '../bench/examCrash';

jest.setTimeout(110_000);

test('every acknowledged save survives five SIGKILLs of the server', async () => {
  const r = await crashTest({ examinees: 100, kills: 5, everyMs: 500 });
  console.log(
    `examCrash: ${r.kills} SIGKILLs, ${r.started} examinees, ${r.saves.ok} saves acknowledged; checked ${r.checked}, lost ${r.lost}` +
      (r.examples.length ? `\n${r.examples.join('\n')}` : ''),
  );
  expect(r.kills).toBe(5);
  expect(r.started).toBe(100);
  // each examinee saved several questions between the kills
  expect(r.checked).toBeGreaterThan(500);
  expect(r.examples).toEqual([]);
  expect(r.lost).toBe(0);
});
