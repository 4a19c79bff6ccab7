import { MAX_ID } from '../../../contract/common';
import { endpoints } from '../../../contract/endpoints';
import { beijingDate } from '../../lib/beijingDate';
import { clock } from '../../lib/clock';
import { signIn, type Caller } from '../../test/caller';
import { multipart, TINY_PNG } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/testApp';
import { verifyChain } from '../audit/chain';
import { doneTodos } from '../center/todoDone';
import { CHECKIN } from '../orgAct/checkIn';
import { MSG_NOT_ORGANISER, MSG_OUT_OF_SCOPE } from '../organiser/scope';
import { MSG_NOT_INVITED_HERE } from './attendance';
import { issueCode } from './checkinCode';
import { MSG_CHECKIN_CLOSED } from './code';
import { MSG_PICK_ORG } from './members';
import { RECORD } from './record';
import { SCHEDULE } from './schedule';

// Meetings from the organiser's side on the demo data: zb001 holds 计算机学院本科生第一党支部
// (张晓明 2023010101, 李思雨 2023010102 among its members), zzy001 the college above it. The scope
// of every endpoint, scheduling (default and chosen attendees, a to-do each, the audit entry,
// hostile input), the 30-second check-in codes (expired, tampered, someone not invited, 50 at
// once for one person), lateness, and attendance set by hand.

let t: TestApp;
let zb: Caller;
let zzy: Caller;
let dx: Caller;
let admin: Caller;
let zhang: Caller;
let li: Caller;
let wang: Caller;
const SETUP_MS = 180_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [zb, zzy, dx, admin, zhang, li, wang] = await Promise.all([
    signIn(t, 'zb001', 'Zuzhi@2026'),
    signIn(t, 'zzy001', 'Zuzhi@2026'),
    signIn(t, 'dx001', 'Zuzhi@2026'),
    signIn(t, 'sysadmin', 'Admin@2026'),
    signIn(t, '2023010101', 'Dangjian@2026'),
    signIn(t, '2023010102', 'Dangjian@2026'),
    signIn(t, '2022020201', 'Dangjian@2026'),
  ]);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
// time stands still unless a test moves it: a busy machine never turns an 'end before start' into a valid meeting
beforeEach(() => clock.freeze());
afterEach(() => clock.reset());

const UG1 = '计算机学院本科生第一党支部';
const ME_UG = '机械工程学院本科生党支部';
const unitId = async (name: string) =>
  (await t.db.selectFrom('orgUnit').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const minutes = (n: number) => new Date(clock.now().getTime() + n * 60_000).toISOString();

async function schedule(by: Caller, extra: object = {}): Promise<number> {
  const { meetingId } = await by.ok('meeting', 'schedule', {
    kind: '主题党日',
    title: '主题党日：参观校史馆',
    startAt: minutes(10),
    endAt: minutes(130),
    place: '校史馆一楼',
    agenda: '一、参观校史馆\n二、交流体会',
    ...extra,
  });
  return meetingId;
}
const codeOf = async (meetingId: number) => (await zb.ok('meeting', 'checkinCode', { meetingId })).code;
const stateOf = async (meetingId: number, userId: number) =>
  (await zb.ok('meeting', 'attendance', { meetingId })).list.find((r) => r.userId === userId);

describe('scope', () => {
  it('is for organisers only, and a meeting outside the caller’s organisations answers as one that does not exist', async () => {
    const mine = await schedule(zb);
    const other = await schedule(dx, { orgId: await unitId(ME_UG) });
    const bodies: Record<string, object> = {
      list: { pageNum: 1, pageSize: 10 },
      members: {},
      schedule: { kind: '党课', title: '党课', startAt: minutes(5), endAt: minutes(60), place: '教室' },
      detail: { meetingId: mine },
      checkinCode: { meetingId: mine },
      attendance: { meetingId: mine },
      mark: { meetingId: mine, userId: zhang.id, state: 'present' },
    };
    for (const [name, body] of Object.entries(bodies)) expect(await zhang.refused('meeting', name, body)).toBe(MSG_NOT_ORGANISER);
    for (const name of ['detail', 'checkinCode', 'attendance']) {
      for (const id of [other, MAX_ID]) expect(await zb.refused('meeting', name, { meetingId: id })).toBe(MSG_OUT_OF_SCOPE);
      // the 系统管理员 keeps grants and the log, and manages no branch
      expect(await admin.refused('meeting', name, { meetingId: mine })).toBe(MSG_OUT_OF_SCOPE);
    }
    expect(await zb.refused('meeting', 'mark', { meetingId: other, userId: wang.id, state: 'present' })).toBe(MSG_OUT_OF_SCOPE);
    // the college organiser sees its branches' meetings, the 党校 every one
    expect((await zzy.ok('meeting', 'detail', { meetingId: mine })).orgName).toBe(UG1);
    expect((await dx.ok('meeting', 'detail', { meetingId: other })).orgName).toBe(ME_UG);
    const zbList = await zb.ok('meeting', 'list', { pageNum: 1, pageSize: 100 });
    expect(zbList.list.map((m) => m.id)).toContain(mine);
    expect(zbList.list.map((m) => m.id)).not.toContain(other);
    expect(new Set(zbList.list.map((m) => m.orgName))).toEqual(new Set([UG1]));
    // scheduling elsewhere: out of scope; several organisations and none named: say which
    expect(
      await zb.refused('meeting', 'schedule', {
        kind: '党课',
        title: '党课',
        startAt: minutes(5),
        endAt: minutes(60),
        place: '教室',
        orgId: await unitId(ME_UG),
      }),
    ).toBe(MSG_OUT_OF_SCOPE);
    expect(
      await zzy.refused('meeting', 'schedule', { kind: '党课', title: '党课', startAt: minutes(5), endAt: minutes(60), place: '教室' }),
    ).toBe(MSG_PICK_ORG);
  });
});

describe('schedule', () => {
  it('invites the branch’s confirmed members by default, gives each a to-do and writes the audit entry', async () => {
    const members = await zb.ok('meeting', 'members', {});
    expect(members.orgName).toBe(UG1);
    const ids = members.list.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining([zhang.id, li.id]));
    expect(ids).not.toContain(wang.id);
    const meetingId = await schedule(zb, { title: '  主题党日：重温入党誓词  ' });
    const detail = await zb.ok('meeting', 'detail', { meetingId });
    expect(detail).toMatchObject({
      title: '主题党日：重温入党誓词',
      kind: '主题党日',
      orgName: UG1,
      state: 'upcoming',
      invited: ids.length,
      present: 0,
    });
    expect(detail.checkinOpen).toBe(true);
    const todos = await t.db
      .selectFrom('message as m')
      .innerJoin('messageRecipient as r', 'r.messageId', 'm.id')
      .select(['r.userId', 'm.doneWhen', 'm.doneRef', 'm.sentBy', 'm.title'])
      .where('m.doneRef', '=', meetingId)
      .where('m.doneWhen', '=', 'meeting')
      .execute();
    expect(todos.map((r) => r.userId).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(todos[0]).toMatchObject({ sentBy: zb.id, title: '主题党日：主题党日：重温入党誓词' });
    const last = await t.db.selectFrom('auditLog').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(last).toMatchObject({ action: '安排会议', account: 'zb001', target: `${UG1}：主题党日「主题党日：重温入党誓词」` });
    expect(JSON.parse(last.after)).toMatchObject({ attendees: ids.length, place: '校史馆一楼' });
    expect((await verifyChain(t.db)).problems).toEqual([]);
    // the learner sees it in 组织活动
    const acts = await zhang.ok('orgAct', 'actList', { pageNum: 1, pageSize: 50 });
    expect(acts.list.map((a) => a.id)).toContain(meetingId);
  });

  it('invites only the chosen people, who must be the branch’s members', async () => {
    const meetingId = await schedule(zb, { attendeeIds: [zhang.id, zhang.id] });
    expect((await zb.ok('meeting', 'attendance', { meetingId })).list.map((r) => r.name)).toEqual(['张晓明']);
    expect(
      await zb.refused('meeting', 'schedule', {
        kind: '党课',
        title: '党课',
        startAt: minutes(5),
        endAt: minutes(60),
        place: '教室',
        attendeeIds: [zhang.id, wang.id, MAX_ID],
      }),
    ).toBe(SCHEDULE.outsiders(2, UG1));
  });

  it('refuses hostile or impossible input with what to fix, and writes nothing', async () => {
    clock.freeze();
    const before = await t.db
      .selectFrom('orgAct')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const base = { kind: '党课', title: '党课', startAt: minutes(5), endAt: minutes(60), place: '教室' };
    const cases: [object, string | RegExp][] = [
      [{ ...base, endAt: base.startAt }, SCHEDULE.endFirst],
      [{ ...base, endAt: minutes(5 + 13 * 60) }, SCHEDULE.tooLong],
      [{ ...base, startAt: minutes(-120), endAt: minutes(-60) }, SCHEDULE.over],
      [{ ...base, startAt: minutes(400 * 24 * 60), endAt: minutes(400 * 24 * 60 + 60) }, SCHEDULE.tooFar],
      [{ ...base, startAt: '2026-13-45T99:99:00Z' }, SCHEDULE.badTime],
      [{ ...base, title: '   ' }, SCHEDULE.blankTitle],
      [{ ...base, place: ' ' }, SCHEDULE.blankPlace],
      [{ ...base, kind: '茶话会' }, /活动类别/],
      [{ ...base, startAt: 'tomorrow' }, /开始时间/],
      [{ ...base, title: 'x'.repeat(61) }, /会议主题/],
      [{ ...base, attendeeIds: [] }, /参会人员/],
      [{ ...base, attendeeIds: 'all' }, /参会人员/],
      [{ ...base, orgId: -1 }, /党组织/],
    ];
    for (const [body, msg] of cases) {
      const res = await zb.raw('meeting', 'schedule', body);
      expect({ status: res.status, code: res.code }).toEqual({ status: 200, code: 10002 });
      expect(res.msg).toMatch(msg);
    }
    const after = await t.db
      .selectFrom('orgAct')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('check-in', () => {
  it('checks an invited member in once with a current code; late after the start; the to-do closes', async () => {
    clock.freeze();
    const meetingId = await schedule(zb);
    const { code, url, expiresAt } = await zb.ok('meeting', 'checkinCode', { meetingId });
    expect(url).toMatch(new RegExp(`^http://[^/]+/training2/index/check-in\\?code=${code}$`));
    expect(Date.parse(expiresAt) - clock.now().getTime()).toBeGreaterThan(30_000);
    expect(Date.parse(expiresAt) - clock.now().getTime()).toBeLessThanOrEqual(60_000);
    const first = await zhang.ok('orgAct', 'checkIn', { code });
    expect(first).toMatchObject({ meetingId, state: 'present', checkedInAt: clock.iso(), category: '主题党日', orgName: UG1 });
    clock.advance(5);
    // again (a second scan): the same record, the first time
    expect(await zhang.ok('orgAct', 'checkIn', { code })).toMatchObject({ checkedInAt: first.checkedInAt, state: 'present' });
    expect(await stateOf(meetingId, zhang.id)).toMatchObject({ state: 'present', checkedInAt: first.checkedInAt, byHand: false });
    // after the start: late
    clock.advance(11 * 60);
    const late = await li.ok('orgAct', 'checkIn', { code: await codeOf(meetingId) });
    expect(late.state).toBe('late');
    const detail = await zb.ok('meeting', 'detail', { meetingId });
    expect(detail).toMatchObject({ state: 'ongoing', present: 2, late: 1 });
    // the to-do is done for those who came, open for the others
    const todo = await t.db
      .selectFrom('message as m')
      .innerJoin('messageRecipient as r', 'r.messageId', 'm.id')
      .select(['m.id', 'm.dueAt', 'm.doneWhen', 'm.doneRef'])
      .where('m.doneRef', '=', meetingId)
      .where('r.userId', '=', zhang.id)
      .executeTakeFirstOrThrow();
    expect((await doneTodos(t.db, { id: zhang.id } as never, [todo], clock.iso())).has(todo.id)).toBe(true);
    const others = (await zb.ok('meeting', 'attendance', { meetingId })).list.find((r) => r.state === 'absent')!;
    expect((await doneTodos(t.db, { id: others.userId } as never, [todo], clock.iso())).has(todo.id)).toBe(false);
  });

  it('refuses an expired code, a tampered one, garbage and someone not invited, each with its reason', async () => {
    clock.freeze();
    const meetingId = await schedule(zb, { attendeeIds: [zhang.id] });
    const code = await codeOf(meetingId);
    // not on the list: told so, whatever the code's age
    expect(await li.refused('orgAct', 'checkIn', { code })).toBe(CHECKIN.notInvited);
    expect(await wang.refused('orgAct', 'checkIn', { code })).toBe(CHECKIN.notInvited);
    const [id, window, sig] = code.split('-');
    const flipped = sig[0] === 'A' ? `B${sig.slice(1)}` : `A${sig.slice(1)}`;
    for (const bad of [
      `${id}-${window}-${flipped}`,
      `${Number(id) + 1}-${window}-${sig}`,
      `${id}-${(parseInt(window, 36) + 5).toString(36)}-${sig}`,
      'abc',
      '1-1-1',
      `${'9'.repeat(30)}`,
      "' or 1=1 --",
    ]) {
      expect(await zhang.refused('orgAct', 'checkIn', { code: bad })).toBe(CHECKIN.invalid);
    }
    // a code made by another server's key is not ours
    expect(await zhang.refused('orgAct', 'checkIn', { code: issueCode(Buffer.alloc(32, 7), meetingId, clock.now().getTime()).code })).toBe(
      CHECKIN.invalid,
    );
    expect((await zhang.raw('orgAct', 'checkIn', { code: '' })).code).toBe(10002);
    expect((await zhang.raw('orgAct', 'checkIn', { code: 'x'.repeat(101) })).code).toBe(10002);
    expect((await zhang.raw('orgAct', 'checkIn', {})).code).toBe(10002);
    // copied and used a minute later
    clock.advance(61);
    expect(await zhang.refused('orgAct', 'checkIn', { code })).toBe(CHECKIN.expired);
    expect(await stateOf(meetingId, zhang.id)).toMatchObject({ state: 'absent', checkedInAt: null });
    // a fresh one works
    expect((await zhang.ok('orgAct', 'checkIn', { code: await codeOf(meetingId) })).state).toBe('present');
  });

  it('is open from 30 minutes before the start until the end', async () => {
    clock.freeze();
    const meetingId = await schedule(zb, { startAt: minutes(45), endAt: minutes(90) });
    expect(await zb.refused('meeting', 'checkinCode', { meetingId })).toMatch(
      /^签到尚未开放：会议开始前 30 分钟（\d\d-\d\d \d\d:\d\d）起可以签到$/,
    );
    expect((await zb.ok('meeting', 'detail', { meetingId })).checkinOpen).toBe(false);
    clock.advance(16 * 60);
    const code = await codeOf(meetingId);
    clock.advance(75 * 60);
    expect(await zb.refused('meeting', 'checkinCode', { meetingId })).toBe(MSG_CHECKIN_CLOSED.over);
    // a code made in the last seconds, used after the end
    const meeting2 = await schedule(zb, { startAt: minutes(-5), endAt: minutes(1) });
    const last = await codeOf(meeting2);
    clock.advance(61);
    expect(await zhang.refused('orgAct', 'checkIn', { code: last })).toBe(CHECKIN.expired);
    expect(code).not.toBe(last);
  });

  it('50 simultaneous check-ins of one person record one, and all are told the same time', async () => {
    // a running clock: check-ins that each wrote their own time would answer different ones
    clock.reset();
    const meetingId = await schedule(zb);
    const code = await codeOf(meetingId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => zhang.raw('orgAct', 'checkIn', { code })));
    expect(answers.every((a) => a.code === 99999)).toBe(true);
    const times = new Set(answers.map((a) => (a.data as { checkedInAt: string }).checkedInAt));
    expect(times.size).toBe(1);
    const rows = await t.db.selectFrom('orgActAttendance').selectAll().where('actId', '=', meetingId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].checkedInAt).toBe([...times][0]);
  });
});

describe('attendance by hand', () => {
  it('sets one invitee’s record, names the organiser in the audit log, and gives way to a later check-in', async () => {
    const meetingId = await schedule(zb);
    const marked = await zb.ok('meeting', 'mark', { meetingId, userId: li.id, state: 'leave' });
    expect(marked.list.find((r) => r.userId === li.id)).toMatchObject({ state: 'leave', byHand: true, checkedInAt: null });
    const last = await t.db.selectFrom('auditLog').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(last).toMatchObject({ action: '登记出席', account: 'zb001', target: '主题党日：参观校史馆：李思雨（2023010102）' });
    expect(JSON.parse(last.before)).toEqual({ state: '缺席' });
    expect(JSON.parse(last.after)).toEqual({ state: '请假' });
    expect((await zb.ok('meeting', 'detail', { meetingId })).leave).toBe(1);
    // she came after all
    await li.ok('orgAct', 'checkIn', { code: await codeOf(meetingId) });
    expect(await stateOf(meetingId, li.id)).toMatchObject({ state: 'present', byHand: false });
    // the college organiser may set it too; someone not invited cannot be marked
    await zzy.ok('meeting', 'mark', { meetingId, userId: zhang.id, state: 'absent' });
    expect(await zb.refused('meeting', 'mark', { meetingId, userId: wang.id, state: 'present' })).toBe(MSG_NOT_INVITED_HERE);
    expect((await zb.raw('meeting', 'mark', { meetingId, userId: zhang.id, state: 'gone' })).code).toBe(10002);
    expect((await verifyChain(t.db)).problems).toEqual([]);
  });

  it('shows an approved leave request as 请假 until a record says otherwise', async () => {
    const meetingId = await schedule(zb, { startAt: minutes(60 * 24), endAt: minutes(60 * 25) });
    await li.ok('orgAct', 'actLeave', { actId: meetingId, reason: '当天在外地参加学科竞赛决赛' });
    expect(await stateOf(meetingId, li.id)).toMatchObject({ state: 'absent', leaveState: 'pending' });
    await t.db.updateTable('orgActLeave').set({ state: 'approved' }).where('actId', '=', meetingId).execute();
    expect(await stateOf(meetingId, li.id)).toMatchObject({ state: 'leave', leaveState: 'approved' });
  });
});

describe('after the meeting: the record and 补学', () => {
  const uploadPhoto = async (who: Caller) => {
    const mp = multipart({ purpose: 'photo', file: { filename: '合影.png', content: TINY_PNG, contentType: 'image/png' } });
    const res = await t.app.inject({
      method: 'POST',
      url: endpoints.base.uploadFile.path,
      payload: mp.payload,
      headers: { ...mp.headers, token: who.token },
    });
    return (res.json() as { data: { url: string } }).data.url;
  };
  const body = (meetingId: number, extra: object = {}) => ({
    meetingId,
    minutes: '会议由周建国主持，全体党员重温入党誓词，交流参观体会。',
    recordingUrl: 'https://video.example.edu.cn/meeting/42',
    photos: [],
    mendRequirement: '阅读会议记录，观看录像，提交不少于 300 字的学习体会',
    mendDeadline: minutes(7 * 24 * 60),
    ...extra,
  });

  it('waits for the end; then settles who was absent, gives each absentee a 补学 with a to-do, once', async () => {
    clock.freeze();
    const meetingId = await schedule(zb, { startAt: minutes(5), endAt: minutes(65) });
    expect(await zb.refused('meeting', 'record', body(meetingId))).toBe(RECORD.notOver);
    await zhang.ok('orgAct', 'checkIn', { code: await codeOf(meetingId) });
    await zb.ok('meeting', 'mark', { meetingId, userId: li.id, state: 'leave' });
    clock.advance(66 * 60);
    expect(await zb.refused('meeting', 'record', body(meetingId, { mendDeadline: minutes(-1) }))).toBe(RECORD.deadline);
    const photo = await uploadPhoto(zb);
    expect(await zb.refused('meeting', 'record', body(meetingId, { photos: [await uploadPhoto(zhang)] }))).toBe(RECORD.photos);
    const saved = await zb.ok('meeting', 'record', body(meetingId, { photos: [photo] }));
    const invited = saved.invited;
    expect(saved).toMatchObject({
      recordedAt: clock.iso(),
      photos: [photo],
      recordingUrl: 'https://video.example.edu.cn/meeting/42',
      mends: invited - 1,
    });
    // everyone without a record is now 缺席; 李思雨 stays 请假
    const list = (await zb.ok('meeting', 'attendance', { meetingId })).list;
    expect(list.filter((r) => r.state === 'absent')).toHaveLength(invited - 2);
    expect(list.find((r) => r.userId === li.id)?.state).toBe('leave');
    // her 补学, with the materials, and its to-do
    const mends = await li.ok('partyIndex', 'userActivityMendDetail', { pageNum: 1, pageSize: 50 });
    const mine = mends.list.find((m) => m.actId === meetingId)!;
    expect(mine).toMatchObject({
      reason: 'leave',
      requirement: '阅读会议记录，观看录像，提交不少于 300 字的学习体会',
      recordingUrl: 'https://video.example.edu.cn/meeting/42',
      photos: [photo],
    });
    expect(mine.minutes).toContain('重温入党誓词');
    expect(
      (await zhang.ok('partyIndex', 'userActivityMendDetail', { pageNum: 1, pageSize: 50 })).list.some((m) => m.actId === meetingId),
    ).toBe(false);
    const todos = () =>
      t.db
        .selectFrom('message as m')
        .innerJoin('messageRecipient as r', 'r.messageId', 'm.id')
        .select(['m.id', 'r.userId', 'm.dueAt', 'm.doneWhen', 'm.doneRef'])
        .where('m.doneWhen', '=', 'mend')
        .where('m.doneRef', '=', meetingId)
        .execute();
    const first = await todos();
    expect(first).toHaveLength(invited - 1);
    const hers = first.find((r) => r.userId === li.id)!;
    expect((await doneTodos(t.db, { id: li.id } as never, [hers], clock.iso())).has(hers.id)).toBe(false);
    await li.ok('partyIndex', 'mendSubmit', { mendId: mine.id, note: '观看了会议录像，学习了会议记录，对入党誓词有了更深的理解。' });
    expect((await doneTodos(t.db, { id: li.id } as never, [hers], clock.iso())).has(hers.id)).toBe(true);
    // saved again (a correction): the record changes, nobody gets a second 补学 or to-do, the log says both
    clock.advance(60);
    const again = await zb.ok(
      'meeting',
      'record',
      body(meetingId, { photos: [photo], minutes: '会议记录（修订）：全体党员重温入党誓词。' }),
    );
    expect(again).toMatchObject({ minutes: '会议记录（修订）：全体党员重温入党誓词。', mends: invited - 1 });
    expect(await todos()).toHaveLength(invited - 1);
    const last = await t.db.selectFrom('auditLog').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(last).toMatchObject({ action: '填写会议记录', account: 'zb001' });
    expect(JSON.parse(last.after)).toMatchObject({ newMends: 0, photos: 1 });
    expect(JSON.parse(last.before)).toMatchObject({ photos: 1 });
    // the 补学 report reaches the branch's review queue
    const queue = await zb.ok('review', 'queue', { kind: 'mend', state: 'pending', pageNum: 1, pageSize: 50 });
    expect(queue.list.some((i) => i.learnerName === '李思雨')).toBe(true);
    expect((await verifyChain(t.db)).problems).toEqual([]);
  });

  it('refuses what cannot be stored, and another branch’s meeting', async () => {
    clock.freeze();
    const meetingId = await schedule(zb, { startAt: minutes(5), endAt: minutes(65) });
    const other = await schedule(dx, { orgId: await unitId(ME_UG), startAt: minutes(5), endAt: minutes(65) });
    clock.advance(70 * 60);
    expect(await zb.refused('meeting', 'record', body(other))).toBe(MSG_OUT_OF_SCOPE);
    for (const [extra, msg] of [
      [{ minutes: '太短' }, /会议记录/],
      [{ recordingUrl: 'javascript:alert(1)' }, /录像链接/],
      [{ photos: Array.from({ length: 10 }, (_, i) => `/uploads/x${i}.png`) }, /照片/],
      [{ mendRequirement: '' }, /补学要求/],
      [{ mendDeadline: 'next week' }, /补学截止时间/],
    ] as const) {
      expect(await zb.refused('meeting', 'record', body(meetingId, extra))).toMatch(msg);
    }
    expect((await zb.ok('meeting', 'detail', { meetingId })).recordedAt).toBeNull();
  });
});

describe('attendance over a period', () => {
  const day = (offset: number) => beijingDate(new Date(clock.now().getTime() + offset * 86400_000));

  it('sums each ended meeting’s own list per member and per holding organisation', async () => {
    const [from, to] = [day(-120), day(0)];
    const stats = await zb.ok('meeting', 'stats', { from, to });
    expect(stats.meetings).toBeGreaterThan(0);
    // the same figures from each meeting's attendance list
    const now = clock.iso();
    const { list } = await zb.ok('meeting', 'list', { pageNum: 1, pageSize: 100 });
    const ended = list.filter((m) => m.endAt <= now && beijingDate(new Date(m.startAt)) >= from);
    expect(ended).toHaveLength(stats.meetings);
    const byMember = new Map<number, Record<string, number>>();
    for (const m of ended) {
      for (const r of (await zb.ok('meeting', 'attendance', { meetingId: m.id })).list) {
        const tally = byMember.get(r.userId) ?? { invited: 0, present: 0, late: 0, leave: 0, absent: 0 };
        tally.invited += 1;
        tally[r.state] += 1;
        byMember.set(r.userId, tally);
      }
    }
    expect(stats.members).toHaveLength(byMember.size);
    for (const m of stats.members) {
      expect({ userId: m.userId, invited: m.invited, present: m.present, late: m.late, leave: m.leave, absent: m.absent }).toEqual({
        userId: m.userId,
        ...byMember.get(m.userId),
      });
      expect(m.rate).toBeCloseTo((m.present + m.late) / m.invited, 3);
    }
    // the lowest attendance first
    expect(stats.members.map((m) => m.rate)).toEqual([...stats.members.map((m) => m.rate)].sort((a, b) => a - b));
    const branch = stats.branches.find((b) => b.name === UG1);
    expect(branch?.meetings).toBe(ended.filter((m) => m.orgName === UG1).length);
    expect(stats.branches.reduce((n, b) => n + b.invited, 0)).toBe(stats.members.reduce((n, m) => n + m.invited, 0));
  });

  it('counts a meeting only once it has ended, and only the caller’s organisations', async () => {
    const before = await zb.ok('meeting', 'stats', { from: day(-30), to: day(1) });
    await schedule(zb, { startAt: minutes(5), endAt: minutes(65) });
    expect((await zb.ok('meeting', 'stats', { from: day(-30), to: day(1) })).meetings).toBe(before.meetings);
    clock.advance(70 * 60);
    // every meeting over by now counts, the new one with them (meetings of earlier tests end too)
    const endedNow = async () => {
      const { list } = await zb.ok('meeting', 'list', { pageNum: 1, pageSize: 100 });
      return list.filter((m) => m.endAt <= clock.iso() && beijingDate(new Date(m.startAt)) >= day(-30)).length;
    };
    const after = (await zb.ok('meeting', 'stats', { from: day(-30), to: day(1) })).meetings;
    expect(after).toBeGreaterThan(before.meetings);
    expect(after).toBe(await endedNow());
    expect(await zb.refused('meeting', 'stats', { from: day(-30), to: day(0), orgId: await unitId(ME_UG) })).toBe(MSG_OUT_OF_SCOPE);
    const college = await zzy.ok('meeting', 'stats', { from: day(-30), to: day(1), orgId: await unitId(UG1) });
    expect(college).toMatchObject({ scopeName: UG1, meetings: after });
  });

  it('refuses a period it cannot read', async () => {
    for (const [from, to, msg] of [
      ['2026-02-30', '2026-03-01', /开始日期不是有效的日期/],
      ['2026-01-01', '2026-13-45', /结束日期不是有效的日期/],
      ['2026-03-01', '2026-02-01', /结束日期不能早于开始日期/],
      ['2025-01-01', '2026-03-01', /最长 366 天/],
    ] as const)
      expect(await zb.refused('meeting', 'stats', { from, to })).toMatch(msg);
    expect((await zb.raw('meeting', 'stats', { from: 'x', to: '2026-01-01' })).code).toBe(10002);
  });
});
