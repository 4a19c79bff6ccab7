import type { Res } from '../../../contract';
import { countChars } from '../../../contract/charCount';
import { CODE_OK, CODE_OPERATION_ERROR, CODE_TOKEN_EXPIRED } from '../../../contract/codes';
import { endpoints, type EndpointName } from '../../../contract/endpoints';
import { clock } from '../../lib/clock';
import { hoursFrom, insertOrgs, type Orgs } from '../../test/activityFixtures';
import { insertUser } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';

// Party activities and education-base visits: a learner sees those of their own college committee
// and of the school committee, never another college's (by list or by id); their own participation
// record only. Make-up records: the learner's own only, linked to the organisation life they missed;
// a report once, while pending and before the deadline, even when sent ten times at once.

let t: TestApp;
let orgs: Orgs;
const SETUP_MS = 120_000;
jest.setTimeout(60_000);
beforeAll(async () => {
  t = await createTestApp();
  orgs = await insertOrgs(t.db);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

type G = 'partyIndex';
interface Learner {
  id: number;
  ok<N extends EndpointName<G>>(name: N, body?: object): Promise<Res<G, N>>;
  refused(name: EndpointName<G>, body?: object): Promise<string>;
  raw(name: EndpointName<G>, body?: object): Promise<{ code: number; msg: string; data: unknown; status: number }>;
}

let made = 0;
async function learner(orgId: number | null): Promise<Learner> {
  made += 1;
  const account = `pia${String(made).padStart(4, '0')}`;
  const id = await insertUser(t.db, { account, password: 'Pia@2026', orgId, name: `学员${made}` });
  const token = await t.login(account, 'Pia@2026');
  const raw = (n: EndpointName<G>, body: object = {}) => call(t.app, endpoints.partyIndex[n].path, body, token);
  return {
    id,
    raw,
    async ok(n, body = {}) {
      const res = await raw(n, body);
      expect({ code: res.code, msg: res.msg }).toEqual({ code: CODE_OK, msg: expect.any(String) });
      return res.data as never;
    },
    async refused(n, body = {}) {
      const res = await raw(n, body);
      expect({ status: res.status, code: res.code, data: res.data }).toEqual({ status: 200, code: CODE_OPERATION_ERROR, data: null });
      return res.msg;
    },
  };
}

const now = () => clock.now().getTime();
let branches = 0;
/** a branch of its own under the college, so one test's records are not another's */
const newBranch = async (parentId = orgs.college) => {
  branches += 1;
  return (
    await t.db
      .insertInto('orgUnit')
      .values({ parentId, name: `测试第${branches}党支部`, kind: '党支部', sort: 9 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
};
let colleges = 0;
const newCollege = async () => {
  colleges += 1;
  return (
    await t.db
      .insertInto('orgUnit')
      .values({ parentId: orgs.school, name: `测试学院${colleges}党委`, kind: '党委', sort: 9 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
};

async function partyAct(
  orgId: number,
  starts: number,
  over: { kind?: 'party' | 'base'; title?: string; capacity?: number } = {},
): Promise<number> {
  const base = over.kind === 'base';
  return (
    await t.db
      .insertInto('partyAct')
      .values({
        orgId,
        kind: over.kind ?? 'party',
        category: base ? '参观学习' : '专题党课',
        title: over.title ?? (base ? '走进中共一大纪念馆' : '专题党课：学习党的二十届四中全会精神'),
        startTime: hoursFrom(now(), starts),
        endTime: hoursFrom(now(), starts + 2),
        place: base ? '中共一大纪念馆' : '学术报告厅',
        organizer: '学院党委组织员',
        capacity: over.capacity ?? 120,
        baseName: base ? '中共一大纪念馆' : '',
        baseAddress: base ? '上海市黄浦区兴业路 76 号' : '',
        intro: '<b>简介</b>\n第二行',
        agenda: '一、<script>alert(1)</script>\n二、交流',
        createdAt: clock.iso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

async function orgAct(orgId: number, starts: number, title = '支部党员大会：学习全会精神'): Promise<number> {
  return (
    await t.db
      .insertInto('orgAct')
      .values({
        orgId,
        category: '支部党员大会',
        title,
        startTime: hoursFrom(now(), starts),
        endTime: hoursFrom(now(), starts + 2),
        place: '党员活动室',
        organizer: '支部委员会',
        agenda: '一、集中学习',
        createdAt: clock.iso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

async function mend(
  actId: number,
  userId: number,
  status: 'absent' | 'leave' | 'present',
  over: { deadline?: number; state?: 'pending' | 'done' | 'confirmed' } = {},
): Promise<number> {
  await t.db.insertInto('orgActAttendance').values({ actId, userId, status }).execute();
  return (
    await t.db
      .insertInto('orgActMend')
      .values({
        actId,
        userId,
        requirement: '观看会议录像并提交学习笔记',
        deadline: hoursFrom(now(), over.deadline ?? 72),
        state: over.state ?? 'pending',
        ...(over.state === 'confirmed'
          ? {
              note: '已观看录像',
              submittedAt: hoursFrom(now(), -5),
              confirmedBy: '支部书记 刘子墨',
              confirmComment: '笔记认真',
              confirmedAt: hoursFrom(now(), -1),
            }
          : {}),
        createdAt: clock.iso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

const page = { pageNum: 1, pageSize: 50 };

describe('party activities and education bases', () => {
  it('a learner sees their college committee’s and the school’s, not another college’s; by id neither', async () => {
    const college = await partyAct(orgs.college, 24, { title: '学院党委书记讲专题党课' });
    const school = await partyAct(orgs.school, 48, { title: '校党委理论学习报告会' });
    const other = await partyAct(orgs.otherCollege, 24, { title: '外国语学院红色观影' });
    const collegeBase = await partyAct(orgs.college, 72, { kind: 'base' });
    const otherBase = await partyAct(orgs.otherCollege, 72, { kind: 'base' });
    const me = await learner(orgs.branch);
    const list = (await me.ok('partyActList', page)).list;
    expect(list.map((a) => a.id)).toEqual(expect.arrayContaining([college, school]));
    expect(list.map((a) => a.id)).not.toEqual(expect.arrayContaining([other]));
    expect(list.every((a) => a.kind === 'party')).toBe(true);
    expect(list.find((a) => a.id === college)).toMatchObject({
      level: 'college',
      orgName: '计算机学院党委',
      participation: null,
      state: 'upcoming',
    });
    expect(list.find((a) => a.id === school)).toMatchObject({ level: 'school', orgName: '校党委' });
    const bases = (await me.ok('baseActList', page)).list.map((a) => a.id);
    expect(bases).toContain(collegeBase);
    expect(bases).not.toContain(otherBase);
    expect(bases).not.toContain(college);
    for (const id of [other, otherBase, 999999]) expect(await me.refused('partyActDetail', { actId: id })).toBe('活动不存在');
    const them = await learner(orgs.otherBranch);
    const theirs = (await them.ok('partyActList', page)).list.map((a) => a.id);
    expect(theirs).toEqual(expect.arrayContaining([other, school]));
    expect(theirs).not.toContain(college);
    expect(await them.refused('partyActDetail', { actId: college })).toBe('活动不存在');
    const nobody = await learner(null);
    expect((await nobody.ok('partyActList', page)).total).toBe(0);
    expect(await nobody.refused('partyActDetail', { actId: school })).toBe('活动不存在');
  });

  it('the detail: intro and agenda as stored text, the base’s name and address, the learner’s own record and the head count', async () => {
    const college = await newCollege();
    const branch = await newBranch(college);
    const visit = await partyAct(college, -48, { kind: 'base', capacity: 40 });
    const me = await learner(branch);
    const mate = await learner(branch);
    await t.db
      .insertInto('partyActRecord')
      .values([
        { actId: visit, userId: me.id, status: 'attended', checkInAt: hoursFrom(now(), -47.9), remark: '担任参观讲解志愿者' },
        { actId: visit, userId: mate.id, status: 'absent', checkInAt: null, remark: '' },
      ])
      .execute();
    const detail = await me.ok('partyActDetail', { actId: visit });
    expect(detail).toMatchObject({
      kind: 'base',
      state: 'ended',
      capacity: 40,
      participantCount: 2,
      baseName: '中共一大纪念馆',
      baseAddress: '上海市黄浦区兴业路 76 号',
      intro: '<b>简介</b>\n第二行',
      agenda: '一、<script>alert(1)</script>\n二、交流',
      participation: 'attended',
      record: { status: 'attended', remark: '担任参观讲解志愿者' },
    });
    expect((await mate.ok('partyActDetail', { actId: visit })).record).toEqual({ status: 'absent', checkInAt: null, remark: '' });
    const stranger = await learner(await newBranch(college));
    expect(await stranger.ok('partyActDetail', { actId: visit })).toMatchObject({ participation: null, record: null, participantCount: 2 });
  });

  it('states follow the clock; not over first (soonest first), then the latest over; the filter and paging', async () => {
    const college = await newCollege();
    const past = await partyAct(college, -48);
    const older = await partyAct(college, -96);
    const ongoing = await partyAct(college, -1);
    const soon = await partyAct(college, 5);
    const later = await partyAct(college, 50);
    const me = await learner(await newBranch(college));
    const mine = new Set([past, older, ongoing, soon, later]);
    const all = (await me.ok('partyActList', page)).list.filter((a) => mine.has(a.id));
    expect(all.map((a) => [a.id, a.state])).toEqual([
      [ongoing, 'ongoing'],
      [soon, 'upcoming'],
      [later, 'upcoming'],
      [past, 'ended'],
      [older, 'ended'],
    ]);
    const ended = (await me.ok('partyActList', { state: 'ended', ...page })).list.map((a) => a.id);
    expect(ended).toEqual(expect.arrayContaining([past, older]));
    expect(ended).not.toContain(soon);
    expect(await me.ok('partyActList', { state: 'upcoming', pageNum: 2, pageSize: 1 })).toMatchObject({ pageNum: 2, pageSize: 1 });
    expect(await me.refused('partyActList', { state: 'later', ...page })).toMatch(/活动状态/);
    clock.advance(6 * 3600);
    expect((await me.ok('partyActDetail', { actId: soon })).state).toBe('ongoing');
  });
});

describe('make-up records', () => {
  it('the learner’s own only, for activities missed or on leave; another’s id answers 补学记录不存在', async () => {
    const branch = await newBranch();
    const missed = await orgAct(branch, -48, '党小组会：对照党章找差距');
    const leave = await orgAct(branch, -24);
    const me = await learner(branch);
    const mate = await learner(branch);
    const a = await mend(missed, me.id, 'absent', { deadline: 24 });
    const b = await mend(leave, me.id, 'leave', { state: 'confirmed' });
    const theirs = await mend(missed, mate.id, 'leave');
    const res = await me.ok('userActivityMendDetail', page);
    expect(res.list.map((m) => m.id)).toEqual([a, b]);
    expect(res.counts).toEqual({ pending: 1, done: 0, confirmed: 1 });
    expect(res.list[0]).toMatchObject({
      actId: missed,
      actTitle: '党小组会：对照党章找差距',
      reason: 'absent',
      state: 'pending',
      canSubmit: true,
      overdue: false,
      note: '',
      submittedAt: null,
      requirement: '观看会议录像并提交学习笔记',
    });
    expect(res.list[1]).toMatchObject({
      reason: 'leave',
      state: 'confirmed',
      canSubmit: false,
      confirmedBy: '支部书记 刘子墨',
      confirmComment: '笔记认真',
    });
    expect(await me.ok('userActivityMendDetail', { state: 'confirmed', ...page })).toMatchObject({ total: 1, list: [{ id: b }] });
    expect(await me.refused('mendSubmit', { mendId: theirs, note: '已观看会议录像，并写了学习笔记' })).toBe('补学记录不存在');
    expect(await me.refused('mendSubmit', { mendId: 999999, note: '已观看会议录像，并写了学习笔记' })).toBe('补学记录不存在');
    expect((await (await learner(null)).ok('userActivityMendDetail', page)).total).toBe(0);
    // attendance corrected to 出席: the record is no longer shown nor answered
    await t.db.updateTable('orgActAttendance').set({ status: 'present' }).where('actId', '=', missed).where('userId', '=', me.id).execute();
    expect((await me.ok('userActivityMendDetail', page)).list.map((m) => m.id)).toEqual([b]);
    expect(await me.refused('mendSubmit', { mendId: a, note: '已观看会议录像，并写了学习笔记' })).toBe('补学记录不存在');
  });

  it('mendSubmit: a note of 10–3000 characters (blanks not counted), once, while pending and before the deadline; then 已补学', async () => {
    const branch = await newBranch();
    const me = await learner(branch);
    const open = await mend(await orgAct(branch, -48), me.id, 'absent', { deadline: 5 });
    const late = await mend(await orgAct(branch, -72), me.id, 'leave', { deadline: -1 });
    const confirmed = await mend(await orgAct(branch, -96), me.id, 'leave', { state: 'confirmed' });
    expect(await me.refused('mendSubmit', { mendId: open, note: '看过了' })).toBe(
      '补学情况至少 10 字，当前 3 字，请写明补学方式、内容和体会',
    );
    expect(await me.refused('mendSubmit', { mendId: open, note: `    看过 录像 了${' '.repeat(20)}\n\n  ` })).toBe(
      '补学情况至少 10 字，当前 5 字，请写明补学方式、内容和体会',
    );
    expect(await me.refused('mendSubmit', { mendId: open, note: '学'.repeat(3001) })).toBe(
      '补学情况最多 3000 字，当前 3001 字，请删减后再提交',
    );
    expect(await me.refused('mendSubmit', { mendId: open, note: '学'.repeat(12001) })).toMatch(/补学情况/);
    expect(await me.refused('mendSubmit', { mendId: late, note: '已观看会议录像，并写了学习笔记' })).toBe(
      '已过补学截止时间，请联系所在党支部',
    );
    expect(await me.refused('mendSubmit', { mendId: confirmed, note: '已观看会议录像，并写了学习笔记' })).toBe(
      '该补学记录已由党支部确认，不能再修改',
    );
    const list = (await me.ok('userActivityMendDetail', page)).list;
    expect(list.find((m) => m.id === late)).toMatchObject({ state: 'pending', overdue: true, canSubmit: false });
    const note = '  已观看会议录像，学习了<b>全会精神</b>，撰写学习笔记 800 字。  ';
    const done = await me.ok('mendSubmit', { mendId: open, note });
    expect(done).toMatchObject({
      id: open,
      state: 'done',
      canSubmit: false,
      note: note.trim(),
      submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await me.refused('mendSubmit', { mendId: open, note: '再提交一次补学情况试试看' })).toBe('该补学记录已提交，不能重复提交');
    expect((await me.ok('userActivityMendDetail', page)).counts).toEqual({ pending: 1, done: 1, confirmed: 1 });
  });

  it('mendSubmit takes the 不少于 500 字 study note a branch asks for, up to 3000 characters with its paragraphs', async () => {
    const branch = await newBranch();
    const me = await learner(branch);
    const first = await mend(await orgAct(branch, -48), me.id, 'absent', { deadline: 5 });
    const second = await mend(await orgAct(branch, -72), me.id, 'leave', { deadline: 5 });
    const paragraph = `${'观看会议录像，学习全会精神，对照检查自身不足。'.repeat(10)}\n\n`;
    const note = paragraph.repeat(3).trim();
    expect(countChars(note)).toBe(690);
    expect(await me.ok('mendSubmit', { mendId: first, note })).toMatchObject({ state: 'done', note });
    // exactly 3000 counted characters, with blanks and line breaks besides
    const longest = `${'学'.repeat(1500)}\n\n  ${'习'.repeat(1500)}  `;
    expect(await me.ok('mendSubmit', { mendId: second, note: longest })).toMatchObject({ state: 'done', note: longest.trim() });
  });

  it('ten reports of one record at once: exactly one is kept', async () => {
    const branch = await newBranch();
    const me = await learner(branch);
    const id = await mend(await orgAct(branch, -48), me.id, 'absent');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => me.raw('mendSubmit', { mendId: id, note: `第${i + 1}份补学笔记：观看了会议录像` })),
    );
    expect(answers.filter((r) => r.code === CODE_OK)).toHaveLength(1);
    expect(answers.filter((r) => r.code !== CODE_OK).map((r) => r.msg)).toEqual(Array(9).fill('该补学记录已提交，不能重复提交'));
    const kept = (answers.find((r) => r.code === CODE_OK)?.data as { note: string }).note;
    const row = await t.db.selectFrom('orgActMend').select(['state', 'note']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'done', note: kept });
  });

  it('needs a token', async () => {
    for (const name of ['partyActList', 'baseActList', 'partyActDetail', 'userActivityMendDetail', 'mendSubmit'] as const) {
      const res = await call(t.app, endpoints.partyIndex[name].path, {}, undefined);
      expect(res.code).toBe(CODE_TOKEN_EXPIRED);
    }
  });
});
