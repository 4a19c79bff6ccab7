import { endpoints } from '../../../contract/endpoints';
import { clock } from '../../lib/clock';
import { CHECKIN_WINDOW_SECONDS } from '../../../contract/checkinPath';
import { sharedSecret } from '../../lib/sharedSecret';
import { signIn, type Caller } from '../../test/caller';
import { createTestApp, type TestApp } from '../../test/testApp';
import { ACTIVITY_CHECKIN } from '../activity/checkIn';
import { verifyChain } from '../audit/chain';
import { factsOfOne } from '../developRecord/evidence';
import { issueCode } from '../meeting/checkinCode';
import { CHECKIN_SECRET } from '../meeting/code';
import { CHECKIN } from '../orgAct/checkIn';
import { MSG_NOT_ORGANISER, MSG_OUT_OF_SCOPE } from '../organiser/scope';
import { CREATE_ACTIVITY } from './createActivity';
import { CREATE_PROJECT } from './createProject';
import { MSG_NOT_TRAINER } from './scope';
import { MARK } from './signups';

// 集中培训 from the organiser's side on the demo data: zzy001 runs the computer-science college
// (张晓明 2023010101 and 李思雨 2023010102 are in one of its branches), dx001 the whole school,
// zb001 a branch (refused), and a second college's organiser is granted here. Scope of every
// endpoint, the rules of a new class and session (hostile input writes nothing), the QR check-in
// (tampered, expired, another kind's code, not signed up, 50 at once), hours with the 1/7 flag,
// and the 发展党员 gate reading the same hours.

let t: TestApp;
let zb: Caller;
let zzy: Caller;
let dx: Caller;
let admin: Caller;
let zhang: Caller;
let li: Caller;
let mech: Caller;
const SETUP_MS = 180_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [zb, zzy, dx, admin, zhang, li, mech] = await Promise.all([
    signIn(t, 'zb001', 'Zuzhi@2026'),
    signIn(t, 'zzy001', 'Zuzhi@2026'),
    signIn(t, 'dx001', 'Zuzhi@2026'),
    signIn(t, 'sysadmin', 'Admin@2026'),
    signIn(t, '2023010101', 'Dangjian@2026'),
    signIn(t, '2023010102', 'Dangjian@2026'),
    signIn(t, '2022020201', 'Dangjian@2026'),
  ]);
  // the organiser of another college
  await t.db
    .insertInto('orgGrant')
    .values({ userId: mech.id, role: 'college', orgId: await unitId('机械工程学院党总支'), grantedAt: clock.iso() })
    .execute();
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
beforeEach(() => clock.freeze());
afterEach(() => clock.reset());

const CS = '计算机科学与技术学院党委';
const unitId = async (name: string) =>
  (await t.db.selectFrom('orgUnit').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const minutes = (n: number) => new Date(clock.now().getTime() + n * 60_000).toISOString();
const day = (n: number) => new Date(clock.now().getTime() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
const count = async (table: 'activityProject' | 'activity' | 'activityCheckin' | 'auditLog') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function project(by: Caller, extra: object = {}): Promise<number> {
  const { projectId } = await by.ok('training', 'createProject', {
    title: '2026年冬季入党积极分子培训班',
    track: 'train',
    audience: 'learner',
    startDate: day(0),
    endDate: day(30),
    identityNames: [],
    ...extra,
  });
  return projectId;
}
async function session(by: Caller, projectId: number, startsIn = 20, hours = 2, extra: object = {}): Promise<number> {
  const { activityId } = await by.ok('training', 'createActivity', {
    projectId,
    title: '党的基本知识专题学习',
    place: '图书馆报告厅',
    startAt: minutes(startsIn),
    endAt: minutes(startsIn + hours * 60),
    signupDeadline: minutes(startsIn - 10),
    capacity: 40,
    ...extra,
  });
  return activityId;
}
const signUp = (who: Caller, activityId: number) => who.ok('activity', 'baoMing', { activityId });
const codeOf = async (activityId: number) => (await zzy.ok('training', 'checkinCode', { activityId })).code;

describe('scope', () => {
  it('is for the school and college organisers; a learner, a branch secretary and the 系统管理员 are refused', async () => {
    const p = await project(zzy);
    const a = await session(zzy, p);
    const bodies: Record<string, object> = {
      projects: { pageNum: 1, pageSize: 10 },
      options: {},
      createProject: { title: '培训班', track: 'train', audience: 'learner', startDate: day(0), endDate: day(1), identityNames: [] },
      project: { projectId: p },
      createActivity: {
        projectId: p,
        title: '学习',
        place: '教室',
        startAt: minutes(60),
        endAt: minutes(120),
        signupDeadline: minutes(30),
        capacity: 5,
      },
      signups: { activityId: a },
      checkinCode: { activityId: a },
      mark: { activityId: a, userId: zhang.id },
    };
    expect(Object.keys(bodies).sort()).toEqual(Object.keys(endpoints.training).sort());
    const before = [await count('activityProject'), await count('activity'), await count('auditLog')];
    for (const [name, body] of Object.entries(bodies)) {
      expect(await zhang.refused('training', name, body)).toBe(MSG_NOT_ORGANISER);
      expect(await zb.refused('training', name, body)).toBe(MSG_NOT_TRAINER);
      expect(await admin.refused('training', name, body)).toBe(MSG_NOT_TRAINER);
    }
    expect([await count('activityProject'), await count('activity'), await count('auditLog')]).toEqual(before);
  });

  it('a college sees and runs only the classes of its own subtree; the school sees all', async () => {
    const cs = await project(zzy, { title: '计算机学院积极分子培训班' });
    const branchClass = await project(zzy, { title: '第一党支部培训班', orgId: await unitId('计算机学院本科生第一党支部') });
    const school = await project(dx, { title: '全校入党积极分子培训班' });
    const detail = await zzy.ok('training', 'project', { projectId: cs });
    expect(detail).toMatchObject({ orgName: CS, organizer: CS, activities: 0, totalHours: 0, people: [] });
    expect((await dx.ok('training', 'project', { projectId: school })).orgName).toBe('全校');

    const ids = async (who: Caller) => (await who.ok('training', 'projects', { pageNum: 1, pageSize: 100 })).list.map((r) => r.id);
    expect(await ids(zzy)).toEqual(expect.arrayContaining([cs, branchClass]));
    expect(await ids(zzy)).not.toContain(school);
    expect(await ids(dx)).toEqual(expect.arrayContaining([cs, branchClass, school]));
    const mine = await ids(mech);
    expect(mine).not.toContain(cs);
    expect(mine).not.toContain(school);

    // out of scope answers as missing, for reading and writing alike
    expect(await mech.refused('training', 'project', { projectId: cs })).toBe(MSG_OUT_OF_SCOPE);
    expect(await zzy.refused('training', 'project', { projectId: school })).toBe(MSG_OUT_OF_SCOPE);
    const a = await session(zzy, cs);
    expect(await mech.refused('training', 'signups', { activityId: a })).toBe(MSG_OUT_OF_SCOPE);
    expect(await mech.refused('training', 'checkinCode', { activityId: a })).toBe(MSG_OUT_OF_SCOPE);
    expect(await mech.refused('training', 'mark', { activityId: a, userId: zhang.id })).toBe(MSG_OUT_OF_SCOPE);
    expect(
      await mech.refused('training', 'createActivity', {
        projectId: cs,
        title: '学习',
        place: '教室',
        startAt: minutes(60),
        endAt: minutes(120),
        signupDeadline: minutes(30),
        capacity: 5,
      }),
    ).toBe(MSG_OUT_OF_SCOPE);
    expect(await zzy.refused('training', 'projects', { pageNum: 0, pageSize: 10 })).toMatch(/页码/);
    // a college opens no class for another college
    expect(
      await zzy.refused('training', 'createProject', {
        title: '别的学院的培训班',
        track: 'train',
        audience: 'learner',
        orgId: await unitId('机械工程学院党总支'),
        startDate: day(0),
        endDate: day(3),
        identityNames: [],
      }),
    ).toBe(MSG_OUT_OF_SCOPE);
    expect(await dx.ok('training', 'signups', { activityId: a })).toMatchObject({ activity: { id: a, projectId: cs }, list: [] });
  });
});

describe('creating', () => {
  it('refuses a class with bad dates, an unknown identity or exam, then opens it with its identities and an audit entry', async () => {
    const base = {
      title: '发展对象培训班',
      track: 'develop',
      audience: 'learner',
      startDate: day(0),
      endDate: day(10),
      identityNames: ['发展对象'],
    };
    expect(await zzy.refused('training', 'createProject', { ...base, endDate: day(-1) })).toBe(CREATE_PROJECT.endFirst);
    expect(await zzy.refused('training', 'createProject', { ...base, startDate: '2026-02-30' })).toBe(CREATE_PROJECT.badDate);
    expect(await zzy.refused('training', 'createProject', { ...base, endDate: day(400) })).toBe(CREATE_PROJECT.tooLong);
    expect(await zzy.refused('training', 'createProject', { ...base, identityNames: ['发展对象', '外星人'] })).toBe(
      CREATE_PROJECT.unknownIdentity(['外星人']),
    );
    expect(await zzy.refused('training', 'createProject', { ...base, examId: 999999 })).toBe(CREATE_PROJECT.noExam);
    expect(await zzy.refused('training', 'createProject', { ...base, title: '   ' })).toBe(CREATE_PROJECT.blankTitle);
    const exam = await t.db.selectFrom('exam').select(['id', 'title']).where('topicId', 'is', null).executeTakeFirstOrThrow();
    const { identities, exams } = await zzy.ok('training', 'options', {});
    expect(identities).toContain('发展对象');
    expect(exams.map((e) => e.id)).toContain(exam.id);
    const audits = await count('auditLog');
    const id = await project(zzy, { ...base, examId: exam.id, intro: '  学院党委组织  ' });
    const detail = await zzy.ok('training', 'project', { projectId: id });
    expect(detail).toMatchObject({ track: 'develop', identityNames: ['发展对象'], examTitle: exam.title, intro: '学院党委组织' });
    expect(await count('auditLog')).toBe(audits + 1);
    const entry = await t.db.selectFrom('auditLog').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: '新建培训班', account: 'zzy001' });
    expect((await verifyChain(t.db)).problems).toEqual([]);
  });

  it('refuses a session outside the class, ending first, too long, over, or whose sign-up closes after its start; then adds it', async () => {
    const p = await project(zzy, { endDate: day(3) });
    const body = {
      projectId: p,
      title: '专题党课',
      place: '报告厅',
      startAt: minutes(120),
      endAt: minutes(240),
      signupDeadline: minutes(60),
      capacity: 30,
    };
    const refusals: [object, string][] = [
      [{ endAt: minutes(100) }, CREATE_ACTIVITY.endFirst],
      [{ endAt: minutes(120 + 13 * 60) }, CREATE_ACTIVITY.tooLong],
      [{ signupDeadline: minutes(120) }, CREATE_ACTIVITY.deadlineFirst],
      [{ signupDeadline: minutes(-5) }, CREATE_ACTIVITY.deadlinePassed],
      [{ startAt: minutes(-120), endAt: minutes(-60), signupDeadline: minutes(-180) }, CREATE_ACTIVITY.over],
      [
        { startAt: minutes(10 * 24 * 60), endAt: minutes(10 * 24 * 60 + 60), signupDeadline: minutes(60) },
        CREATE_ACTIVITY.outside(day(0), day(3)),
      ],
      [{ title: '  ' }, CREATE_ACTIVITY.blankTitle],
      [{ place: '   ' }, CREATE_ACTIVITY.blankPlace],
    ];
    const before = [await count('activity'), await count('auditLog')];
    for (const [patch, msg] of refusals) expect(await zzy.refused('training', 'createActivity', { ...body, ...patch })).toBe(msg);
    expect([await count('activity'), await count('auditLog')]).toEqual(before);
    const id = await session(zzy, p, 120, 2);
    const detail = await zzy.ok('training', 'project', { projectId: p });
    expect(detail.list).toEqual([expect.objectContaining({ id, hours: 2, capacity: 40, signedCount: 0, state: 'open' })]);
    expect(detail.totalHours).toBe(2);
  });

  it('hostile input is refused with 10002 and writes nothing', async () => {
    const p = await project(zzy);
    const good = {
      projectId: p,
      title: '学习',
      place: '教室',
      startAt: minutes(60),
      endAt: minutes(120),
      signupDeadline: minutes(30),
      capacity: 5,
    };
    const before = [await count('activityProject'), await count('activity'), await count('auditLog')];
    const hostile: [string, object][] = [
      ['createActivity', { ...good, capacity: 0 }],
      ['createActivity', { ...good, capacity: -3 }],
      ['createActivity', { ...good, capacity: 1.5 }],
      ['createActivity', { ...good, capacity: 2001 }],
      ['createActivity', { ...good, startAt: 'tomorrow' }],
      ['createActivity', { ...good, startAt: '2026-13-45T99:99Z' }],
      ['createActivity', { ...good, title: 'x'.repeat(500) }],
      ['createActivity', { ...good, projectId: '1; drop table activity' }],
      ['createActivity', { ...good, projectId: 2 ** 40 }],
      ['createProject', { title: '培训班', track: 'other', audience: 'learner', startDate: day(0), endDate: day(1), identityNames: [] }],
      ['createProject', { title: '培训班', track: 'train', audience: 'learner', startDate: day(0), endDate: day(1), identityNames: 'all' }],
      [
        'createProject',
        { title: '培训班', track: 'train', audience: 'learner', startDate: '2026-1-1', endDate: day(1), identityNames: [] },
      ],
      [
        'createProject',
        {
          title: '培训班',
          track: 'train',
          audience: 'learner',
          startDate: day(0),
          endDate: day(1),
          identityNames: Array(11).fill('发展对象'),
        },
      ],
      [
        'createProject',
        { title: '培训班', track: 'train', audience: 'learner', startDate: day(0), endDate: day(1), identityNames: [], orgId: -1 },
      ],
      ['mark', { activityId: 'a', userId: 1 }],
      ['signups', {}],
    ];
    for (const [name, body] of hostile) {
      const res = await zzy.raw('training', name, body);
      expect({ body, status: res.status, code: res.code }).toEqual({ body, status: 200, code: 10002 });
    }
    expect([await count('activityProject'), await count('activity'), await count('auditLog')]).toEqual(before);
  });
});

describe('check-in', () => {
  it('opens 30 minutes before the start; a signed-up learner checks in with the code; the list shows it', async () => {
    const p = await project(zzy);
    const a = await session(zzy, p, 60);
    await signUp(zhang, a);
    expect(await zzy.refused('training', 'checkinCode', { activityId: a })).toMatch(/^签到尚未开放：活动开始前 30 分钟/);
    clock.advance(31 * 60);
    const { code, url, expiresAt } = await zzy.ok('training', 'checkinCode', { activityId: a });
    expect(code).toMatch(/^a\d+-/);
    expect(url).toContain(`/index/check-in?code=${encodeURIComponent(code)}`);
    expect(Date.parse(expiresAt)).toBeGreaterThan(clock.now().getTime());
    const done = await zhang.ok('activity', 'checkIn', { code });
    expect(done).toMatchObject({ activityId: a, checkedInAt: clock.iso(), title: '党的基本知识专题学习', place: '图书馆报告厅' });
    const { list, activity } = await zzy.ok('training', 'signups', { activityId: a });
    expect(activity).toMatchObject({ checkinOpen: true, checkedIn: 1, signedCount: 1 });
    expect(list).toEqual([
      expect.objectContaining({
        userId: zhang.id,
        name: '张晓明',
        status: 'signed',
        checkedInAt: clock.iso(),
        byHand: false,
        leaveState: null,
      }),
    ]);
    // the learner's own log shows it
    const log = await zhang.ok('activity', 'userQrcodeScanLog', { pageNum: 1, pageSize: 5 });
    expect(log.list[0]).toMatchObject({ activityId: a });
    // over: no more codes
    clock.advance(3 * 3600);
    expect(await zzy.refused('training', 'checkinCode', { activityId: a })).toBe(ACTIVITY_CHECKIN.closed.over);
    expect(await zhang.refused('activity', 'checkIn', { code })).toBe(ACTIVITY_CHECKIN.expired);
  });

  it('refuses a tampered code, another server’s, a meeting’s, garbage, an expired one and someone not signed up', async () => {
    const p = await project(zzy);
    const a = await session(zzy, p, 20);
    await signUp(zhang, a);
    const code = await codeOf(a);
    const key = await sharedSecret(t.db, CHECKIN_SECRET, clock.iso());
    const last = code.slice(-1);
    const before = await count('activityCheckin');
    expect(await zhang.refused('activity', 'checkIn', { code: code.slice(0, -1) + (last === 'A' ? 'B' : 'A') })).toBe(
      ACTIVITY_CHECKIN.invalid,
    );
    expect(
      await zhang.refused('activity', 'checkIn', { code: issueCode(Buffer.alloc(32, 7), a, clock.now().getTime(), 'activity').code }),
    ).toBe(ACTIVITY_CHECKIN.invalid);
    // a meeting's code with the same number, and this activity's code at the meeting check-in
    expect(await zhang.refused('activity', 'checkIn', { code: issueCode(key, a, clock.now().getTime()).code })).toBe(
      ACTIVITY_CHECKIN.invalid,
    );
    expect(await zhang.refused('activity', 'checkIn', { code: code.slice(1) })).toBe(ACTIVITY_CHECKIN.invalid);
    expect(await zhang.refused('orgAct', 'checkIn', { code })).toBe(CHECKIN.invalid);
    expect(await zhang.refused('activity', 'checkIn', { code: 'a1-zz-<script>' })).toBe(ACTIVITY_CHECKIN.invalid);
    expect((await zhang.raw('activity', 'checkIn', { code: 'x'.repeat(500) })).code).toBe(10002);
    // not signed up: told so whether or not the code is current
    expect(await li.refused('activity', 'checkIn', { code })).toBe(ACTIVITY_CHECKIN.notSigned);
    clock.advance(61);
    expect(await li.refused('activity', 'checkIn', { code })).toBe(ACTIVITY_CHECKIN.notSigned);
    expect(await zhang.refused('activity', 'checkIn', { code })).toBe(ACTIVITY_CHECKIN.expired);
    // cancelled sign-ups are not on the list either
    expect(await count('activityCheckin')).toBe(before);
    // the next window's code still works for one scanned late in its own
    const fresh = await codeOf(a);
    // to a second before the end of the window after the code's own, wherever in its window the clock stood
    const windowMs = CHECKIN_WINDOW_SECONDS * 1000;
    const nowMs = clock.now().getTime();
    clock.advance(((Math.floor(nowMs / windowMs) + 2) * windowMs - 1000 - nowMs) / 1000);
    await zhang.ok('activity', 'checkIn', { code: fresh });
  });

  it('50 simultaneous check-ins of one person record one, and all are told the same time', async () => {
    const p = await project(zzy);
    const a = await session(zzy, p, 20);
    await signUp(li, a);
    const code = await codeOf(a);
    clock.reset();
    const answers = await Promise.all(Array.from({ length: 50 }, () => li.raw('activity', 'checkIn', { code })));
    expect(answers.every((r) => r.code === 99999)).toBe(true);
    const times = new Set(answers.map((r) => (r.data as { checkedInAt: string }).checkedInAt));
    expect(times.size).toBe(1);
    const rows = await t.db.selectFrom('activityCheckin').selectAll().where('activityId', '=', a).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: li.id, scannedAt: [...times][0], recordedBy: null });
  });

  it('an organiser marks a signed-up learner present once, audited; not one who did not sign up', async () => {
    const p = await project(zzy);
    const a = await session(zzy, p, 60);
    await signUp(zhang, a);
    expect(await zzy.refused('training', 'mark', { activityId: a, userId: zhang.id })).toBe(MARK.early);
    clock.advance(40 * 60);
    expect(await zzy.refused('training', 'mark', { activityId: a, userId: li.id })).toBe(MARK.notSigned);
    const audits = await count('auditLog');
    const { list } = await zzy.ok('training', 'mark', { activityId: a, userId: zhang.id });
    expect(list[0]).toMatchObject({ userId: zhang.id, checkedInAt: clock.iso(), byHand: true });
    expect(await count('auditLog')).toBe(audits + 1);
    expect(await zzy.refused('training', 'mark', { activityId: a, userId: zhang.id })).toBe(MARK.already);
    expect(await count('auditLog')).toBe(audits + 1);
    // a scan afterwards keeps the first time
    clock.advance(60);
    expect((await zhang.ok('activity', 'checkIn', { code: await codeOf(a) })).checkedInAt).toBe(list[0].checkedInAt);
  });
});

describe('hours', () => {
  it('counts attended and approved-leave hours per learner and flags leave above 1/7 of the class', async () => {
    const p = await project(zzy, { title: '学时测试培训班' });
    // 2 + 2 + 2 + 1 = 7 学时
    const [a, b, c, d] = [
      await session(zzy, p, 120, 2, { title: '第一讲' }),
      await session(zzy, p, 300, 2, { title: '第二讲' }),
      await session(zzy, p, 480, 2, { title: '第三讲' }),
      await session(zzy, p, 660, 1, { title: '第四讲' }),
    ];
    for (const s of [a, b, c, d]) {
      await signUp(zhang, s);
      await signUp(li, s);
    }
    // 张晓明 on leave for the 1-hour session (exactly 1/7: not flagged), 李思雨 for a 2-hour one
    await zhang.ok('activity', 'projectLeave', { activityId: d, reason: '参加学科竞赛，无法到场' });
    await li.ok('activity', 'projectLeave', { activityId: a, reason: '身体不适，医院复查' });
    const queue = await zzy.ok('review', 'queue', { kind: 'leave', state: 'pending', pageNum: 1, pageSize: 100 });
    for (const [account, title] of [
      ['2023010101', '第四讲'],
      ['2023010102', '第一讲'],
    ]) {
      const item = queue.list.find((i) => i.learnerAccount === account && i.title === title)!;
      await zzy.ok('review', 'decide', { kind: 'leave', id: item.id, verdict: 'approve' });
    }
    clock.advance(13 * 3600);
    for (const s of [a, b, c]) await zzy.ok('training', 'mark', { activityId: s, userId: zhang.id });
    for (const s of [b, c, d]) await zzy.ok('training', 'mark', { activityId: s, userId: li.id });
    const detail = await zzy.ok('training', 'project', { projectId: p });
    expect(detail).toMatchObject({ totalHours: 7, learners: 2, activities: 4 });
    expect(detail.list.map((s) => [s.title, s.hours, s.checkedIn, s.leave])).toEqual([
      ['第一讲', 2, 1, 1],
      ['第二讲', 2, 2, 0],
      ['第三讲', 2, 2, 0],
      ['第四讲', 1, 1, 1],
    ]);
    const person = (id: number) => detail.people.find((x) => x.userId === id);
    expect(person(li.id)).toMatchObject({ signed: 4, attendedHours: 5, leaveHours: 2, flagged: true });
    expect(person(zhang.id)).toMatchObject({ signed: 4, attendedHours: 6, leaveHours: 1, flagged: false });
    // the flagged come first
    expect(detail.people[0].userId).toBe(li.id);
    const signups = await zzy.ok('training', 'signups', { activityId: a });
    expect(signups.list.find((r) => r.userId === li.id)).toMatchObject({ leaveState: 'approved', checkedInAt: null });
  });

  it('the demo’s 发展对象 class: 李思雨 24 学时 attended, 冯子轩 flagged for 8 of 26 学时 on leave', async () => {
    const { list } = await zzy.ok('training', 'projects', { pageNum: 1, pageSize: 100 });
    const demo = list.find((p) => p.title === '2026年计算机学院发展对象培训班')!;
    expect(demo).toMatchObject({ orgName: CS, totalHours: 26, activities: 4 });
    const detail = await zzy.ok('training', 'project', { projectId: demo.id });
    const of = (account: string) => detail.people.find((p) => p.account === account);
    expect(of('2023010102')).toMatchObject({ attendedHours: 24, leaveHours: 0, flagged: false });
    expect(of('2022010134')).toMatchObject({ name: '冯子轩', attendedHours: 16, leaveHours: 8, flagged: true });
    expect(detail.people[0].account).toBe('2022010134');
    // the gate reads the same 24 学时
    expect((await factsOfOne(t.db, li.id)).trainingHours).toBeGreaterThanOrEqual(24);
  });

  it('a 发展对象 class’s attendance is what the 发展党员 gate reads', async () => {
    const p = await project(zzy, { title: '发展对象培训班（补充）', track: 'develop', identityNames: ['发展对象'] });
    const a = await session(zzy, p, 60, 3);
    await signUp(li, a);
    const before = await factsOfOne(t.db, li.id);
    clock.advance(45 * 60);
    await li.ok('activity', 'checkIn', { code: await codeOf(a) });
    const after = await factsOfOne(t.db, li.id);
    expect(after.trainingHours).toBe(before.trainingHours + 3);
    // the console's per-learner hours and the gate agree on the session
    const mine = (await zzy.ok('training', 'project', { projectId: p })).people.find((x) => x.userId === li.id);
    expect(mine?.attendedHours).toBe(3);
    // the evidence on the 发展党员 page too
    const person = await zzy.ok('developRecord', 'person', { userId: li.id });
    expect(person.evidence.trainingHours).toBe(after.trainingHours);
  });
});
