import { createTestApp, type TestApp } from '../../test/testApp';
import { classmateAccounts } from './classmates';
import { demoProgress } from './lessons';
import { STUDY_DAY } from './studyHistory';

// The demo study history (issue #12): 60 days of daily records for the demo learners and their
// classmates, adding up to their credited seconds, and the 学习排行 it gives 王浩然 and 张晓明.

let t: TestApp;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

const DAY = 86400_000;
const beijing = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

interface Entry {
  rank: number;
  name: string;
  branch: string;
  seconds: number;
  me: boolean;
}
interface Ranking {
  level: string;
  total: number;
  list: Entry[];
  mine: { rank: number; seconds: number } | null;
}

async function ranking(account: string, level: string): Promise<Ranking> {
  const token = await t.login(account, 'Dangjian@2026');
  const res = await t.app.inject({ method: 'POST', url: '/trainingApi/v1/user/ranking', headers: { token }, payload: { level } });
  const json = res.json() as { code: number; data: Ranking; msg: string };
  expect({ code: json.code, msg: json.msg }).toMatchObject({ code: 99999 });
  return json.data;
}

describe('demo study history', () => {
  it('every learner with progress has daily records over the last 60 days, ending yesterday, that add up to the credited seconds', async () => {
    const credited = await t.db
      .selectFrom('videoProgress as p')
      .innerJoin('user as u', 'u.id', 'p.userId')
      .select((eb) => ['u.account', eb.fn.sum<number>('p.credited').as('seconds')])
      .where('u.appId', '=', 6)
      .groupBy('u.account')
      .execute();
    const days = await t.db
      .selectFrom('studyDay as d')
      .innerJoin('user as u', 'u.id', 'd.userId')
      .select(['u.account', 'd.date', 'd.seconds'])
      .where('u.appId', '=', 6)
      .execute();
    const accounts = [...demoProgress.map((p) => p.account), ...classmateAccounts];
    expect(credited.map((c) => c.account).sort()).toEqual([...accounts].sort());
    const now = Date.now();
    const yesterday = beijing(now - DAY);
    const first = beijing(now - 60 * DAY);
    for (const c of credited) {
      const own = days.filter((d) => d.account === c.account);
      expect(own.reduce((a, d) => a + d.seconds, 0)).toBeCloseTo(Number(c.seconds), 6);
      expect(own.every((d) => d.date >= first && d.date <= yesterday && d.seconds > 0)).toBe(true);
    }
    // the main demo learners studied on many days, more on weekdays, with gaps
    for (const account of ['2022020201', '2023010101']) {
      const own = days.filter((d) => d.account === account);
      expect(own.length).toBeGreaterThanOrEqual(25);
      expect(own.length).toBeLessThan(60);
      // of the 60 days about 17 are at weekends: those are studied on less often
      const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
      const period = Array.from({ length: 60 }, (_, k) => beijing(now - (k + 1) * DAY));
      const rate = (weekend: boolean) =>
        own.filter((d) => isWeekend(d.date) === weekend).length / period.filter((d) => isWeekend(d) === weekend).length;
      expect(rate(false)).toBeGreaterThan(rate(true));
    }
    // like a campus term: everyone sits down for 20-90 minutes on each study day
    for (const account of accounts) {
      const own = days.filter((d) => d.account === account).map((d) => d.seconds);
      expect(own.length).toBeGreaterThan(0);
      expect(Math.min(...own)).toBeGreaterThanOrEqual(STUDY_DAY.min);
      expect(Math.max(...own)).toBeLessThanOrEqual(STUDY_DAY.max);
    }
  });

  it("keeps each video's progress consistent: credited within the duration, covered from the start, completed from 90%", async () => {
    const rows = await t.db
      .selectFrom('videoProgress as p')
      .innerJoin('lessonVideo as v', 'v.id', 'p.videoId')
      .innerJoin('user as u', 'u.id', 'p.userId')
      .select(['p.credited', 'p.position', 'p.covered', 'p.completed', 'p.completedAt', 'p.updatedAt', 'v.duration'])
      .where('u.account', 'in', [...demoProgress.map((p) => p.account), ...classmateAccounts])
      .execute();
    expect(rows.length).toBeGreaterThan(150);
    const today = beijing(Date.now());
    for (const r of rows) {
      expect(r.credited).toBeLessThanOrEqual(r.duration);
      expect(JSON.parse(r.covered)).toEqual([[0, r.credited]]);
      expect(r.completed).toBe(r.credited >= 0.9 * r.duration ? 1 : 0);
      expect(r.completedAt === null).toBe(r.completed === 0);
      expect(beijing(Date.parse(r.updatedAt)) < today).toBe(true);
    }
  });

  it("ranks 王浩然 among his stage's classmates in the middle at every level, with a tie", async () => {
    const expected = { branch: [4, 9], college: [5, 12], school: [8, 19] } as const;
    for (const level of ['branch', 'college', 'school'] as const) {
      const r = await ranking('2022020201', level);
      expect([r.mine?.rank, r.total]).toEqual(expected[level]);
      expect(r.mine?.seconds).toBe(63150);
      expect(r.list.find((e) => e.me)).toMatchObject({ name: '王浩然', rank: expected[level][0] });
      const tied = r.list.filter((e) => e.seconds === 57540);
      expect(tied).toHaveLength(2);
      expect(tied[0].rank).toBe(tied[1].rank);
    }
  });

  it('ranks 张晓明 in the middle of his stage at every level', async () => {
    const expected = { branch: [4, 7], college: [6, 11], school: [8, 15] } as const;
    for (const level of ['branch', 'college', 'school'] as const) {
      const r = await ranking('2023010101', level);
      expect([r.mine?.rank, r.total]).toEqual(expected[level]);
      expect(r.list.filter((e) => e.seconds === 38970)).toHaveLength(2);
    }
  });

  it('leaves the classmates out of topics, messages and branch meetings, but for the branch’s open vote', async () => {
    const ids = (await t.db.selectFrom('user').select('id').where('account', 'in', classmateAccounts).execute()).map((u) => u.id);
    expect(ids).toHaveLength(classmateAccounts.length);
    // the vote zb001 opened for every member of his branch (voteConsole.ts) asks its members too
    const { n: others } = await t.db
      .selectFrom('messageRecipient as r')
      .innerJoin('message as m', 'm.id', 'r.messageId')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('r.userId', 'in', ids)
      .where('m.doneWhen', '<>', 'vote')
      .executeTakeFirstOrThrow();
    expect(Number(others)).toBe(0);
    for (const table of ['topicMember', 'orgActAttendance', 'orgActInvitee', 'partyActRecord'] as const) {
      const n = await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('userId', 'in', ids)
        .executeTakeFirstOrThrow();
      expect(Number(n.n)).toBe(0);
    }
  });
});
