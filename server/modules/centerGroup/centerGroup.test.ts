import type { Res } from '../../../contract';
import { CODE_OK, CODE_OPERATION_ERROR } from '../../../contract/codes';
import { endpoints, type EndpointName } from '../../../contract/endpoints';
import { clock } from '../../lib/clock';
import { insertUser } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';

// 理论学习中心组: members only (learners and other cadres see nothing, by id neither), leave once
// and before the start (five at once: one), the 学习体会's draft order, length limits, who may
// write, submitting once (ten at once: one), the check-in log, and markup coming back as text.

let t: TestApp;
let committee: number;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  committee = (
    await t.db
      .insertInto('orgUnit')
      .values({ parentId: null, name: '校党委', kind: '党委', sort: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

type G = 'centerGroup';
interface Caller {
  id: number;
  ok<N extends EndpointName<G>>(name: N, body?: object): Promise<Res<G, N>>;
  refused(name: EndpointName<G>, body?: object): Promise<string>;
  raw(name: EndpointName<G>, body?: object): Promise<{ code: number; msg: string; data: unknown; status: number }>;
}

let made = 0;
async function caller(appId = 5): Promise<Caller> {
  made += 1;
  const account = `cg${String(made).padStart(4, '0')}`;
  const id = await insertUser(t.db, { account, password: 'Cg@2026ab', appId, orgId: committee, name: `干部${made}` });
  const token = await t.login(account, 'Cg@2026ab');
  const raw = (name: EndpointName<G>, body: object = {}) => call(t.app, endpoints.centerGroup[name].path, body, token);
  return {
    id,
    raw,
    async ok(name, body = {}) {
      const res = await raw(name, body);
      expect({ code: res.code, msg: res.msg }).toEqual({ code: CODE_OK, msg: expect.any(String) });
      return res.data as never;
    },
    async refused(name, body = {}) {
      const res = await raw(name, body);
      expect({ status: res.status, code: res.code, data: res.data }).toEqual({ status: 200, code: CODE_OPERATION_ERROR, data: null });
      return res.msg;
    },
  };
}

async function group(members: number[]): Promise<number> {
  const { id } = await t.db
    .insertInto('centerGroup')
    .values({ orgId: committee, name: '校党委理论学习中心组', createdAt: clock.iso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const userId of members) await t.db.insertInto('centerGroupMember').values({ groupId: id, userId, role: '成员' }).execute();
  return id;
}

/** A session `starts` hours from the test clock, lasting two hours. */
async function session(groupId: number, starts: number, theme = '学习贯彻党的二十届三中全会精神专题学习'): Promise<number> {
  const { id } = await t.db
    .insertInto('centerGroupSession')
    .values({
      groupId,
      theme,
      startTime: clock.isoIn(starts * 3600),
      endTime: clock.isoIn((starts + 2) * 3600),
      place: '行政楼第一会议室',
      host: '党委书记 王明德',
      speakers: JSON.stringify(['校长 李卫东', '<b>党委副书记</b> 陈红']),
      readings: JSON.stringify(['《决定》全文', '<script>x</script>篇目']),
      agenda: '一、集体学习\n二、交流研讨',
      createdAt: clock.iso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const checkIn = (sessionId: number, userId: number, method: 'scan' | 'makeup' = 'scan', at = clock.iso()) =>
  t.db.insertInto('centerGroupCheckin').values({ sessionId, userId, method, checkedAt: at }).execute();

const TEXT = '通过本次集中学习，我对全面深化改革的总体目标有了更加深刻的理解。'.repeat(8);
const write = (me: Caller, activityId: number, content: string, rev: number, submit = false) =>
  me.raw('addUserExperience', { activityId, content, rev, submit });

describe('who sees a session', () => {
  it('members see their group’s sessions, not over first; others (cadres of no group, learners) see none, and by id neither', async () => {
    const me = await caller();
    const stranger = await caller();
    const learner = await caller(6);
    const mine = await group([me.id]);
    const theirs = await group([stranger.id]);
    const past = await session(mine, -48);
    const soon = await session(mine, 24);
    const now = await session(mine, -1);
    const other = await session(theirs, 24);
    const page = await me.ok('myActivity', { pageNum: 1, pageSize: 10 });
    expect(page.list.map((s) => [s.id, s.state])).toEqual([
      [now, 'ongoing'],
      [soon, 'upcoming'],
      [past, 'ended'],
    ]);
    expect(page.list[1]).toMatchObject({
      speakers: ['校长 李卫东', '<b>党委副书记</b> 陈红'],
      host: '党委书记 王明德',
      canLeave: true,
      experienceState: 'none',
      checkedIn: false,
    });
    expect((await me.ok('myActivity', { pageNum: 1, pageSize: 10, state: 'ended' })).list.map((s) => s.id)).toEqual([past]);
    expect((await stranger.ok('myActivity', { pageNum: 1, pageSize: 10 })).list.map((s) => s.id)).toEqual([other]);
    expect(await me.refused('activityDetail', { activityId: other })).toBe('学习活动不存在');
    expect(await me.refused('activityLeave', { activityId: other, reason: '参加上级会议无法出席' })).toBe('学习活动不存在');
    expect(await me.refused('getUserExperience', { activityId: other })).toBe('学习活动不存在');
    expect(await me.refused('activityDetail', { activityId: 999999 })).toBe('学习活动不存在');
    // a learner sees nothing, even one put on a group's list by mistake
    await t.db.insertInto('centerGroupMember').values({ groupId: mine, userId: learner.id }).execute();
    expect(await learner.ok('myActivity', { pageNum: 1, pageSize: 10 })).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 10 });
    expect(await learner.refused('activityDetail', { activityId: soon })).toBe('学习活动不存在');
    expect((await learner.ok('userQrcodeScanLog', { pageNum: 1, pageSize: 10 })).total).toBe(0);
  });

  it('the detail has readings, speakers and agenda as stored text', async () => {
    const me = await caller();
    const s = await session(await group([me.id]), 24);
    const d = await me.ok('activityDetail', { activityId: s });
    expect(d).toMatchObject({
      readings: ['《决定》全文', '<script>x</script>篇目'],
      agenda: '一、集体学习\n二、交流研讨',
      leave: null,
      checkedInAt: null,
      state: 'upcoming',
    });
  });

  it('bad input: 10002 naming the field', async () => {
    const me = await caller();
    expect(await me.refused('activityDetail', { activityId: 'x' })).toContain('学习活动');
    expect(await me.refused('myActivity', { pageNum: 0, pageSize: 10 })).toContain('页码');
    expect(await me.refused('myActivity', { pageNum: 1, pageSize: 10, state: 'soon' })).toContain('学习状态');
    expect(await me.refused('addUserExperience', { activityId: 1, content: TEXT })).toContain('草稿版本');
    expect(await me.refused('addUserExperience', { activityId: 1, content: 'x'.repeat(12001), rev: 1 })).toContain('学习体会内容');
  });
});

describe('leave', () => {
  it('once (five at once: one), with a reason of 5–200 characters, before the start only', async () => {
    const me = await caller();
    const g = await group([me.id]);
    const s = await session(g, 24);
    expect(await me.refused('activityLeave', { activityId: s, reason: '有事' })).toContain('请假事由');
    expect(await me.refused('activityLeave', { activityId: s, reason: '   有事 啊   ' })).toBe('请假事由至少 5 个字，请写明原因');
    expect(await me.refused('activityLeave', { activityId: s, reason: '长'.repeat(201) })).toContain('请假事由');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => me.raw('activityLeave', { activityId: s, reason: '赴省委党校参加专题培训班' })),
    );
    expect(answers.filter((r) => r.code === CODE_OK)).toHaveLength(1);
    expect(answers.filter((r) => r.code === CODE_OPERATION_ERROR).map((r) => r.msg)).toEqual(Array(4).fill('已提交过请假申请'));
    const d = await me.ok('activityDetail', { activityId: s });
    expect(d).toMatchObject({
      leaveState: 'pending',
      canLeave: false,
      leave: { reason: '赴省委党校参加专题培训班', state: 'pending', comment: '', reviewedAt: null },
    });
    const rows = await t.db.selectFrom('centerGroupLeave').select('id').where('sessionId', '=', s).execute();
    expect(rows).toHaveLength(1);
    const started = await session(g, -1);
    expect(await me.refused('activityLeave', { activityId: started, reason: '临时接待上级检查组' })).toBe('学习活动已开始，不能再请假');
    const later = await session(g, 1);
    clock.advance(3601);
    expect(await me.refused('activityLeave', { activityId: later, reason: '临时接待上级检查组' })).toBe('学习活动已开始，不能再请假');
  });
});

describe('学习体会', () => {
  it('only for a session under way or over that the member attended or was excused from', async () => {
    const me = await caller();
    const g = await group([me.id]);
    const coming = await session(g, 24);
    const missed = await session(g, -48);
    const excused = await session(g, -72);
    const pending = await session(g, -96);
    const attended = await session(g, -1);
    await t.db
      .insertInto('centerGroupLeave')
      .values([
        {
          sessionId: excused,
          userId: me.id,
          reason: '出差参加教育部会议',
          state: 'approved',
          createdAt: clock.isoIn(-80 * 3600),
          reviewedAt: clock.isoIn(-79 * 3600),
        },
        {
          sessionId: pending,
          userId: me.id,
          reason: '出差参加教育部会议',
          state: 'rejected',
          createdAt: clock.isoIn(-100 * 3600),
          reviewedAt: clock.isoIn(-99 * 3600),
        },
      ])
      .execute();
    await checkIn(attended, me.id);
    expect((await write(me, coming, TEXT, 1)).msg).toBe('学习活动尚未开始，开始后才能撰写学习体会');
    expect((await write(me, missed, TEXT, 1)).msg).toBe('你未参加本次学习（没有签到记录或已批准的请假），不能撰写学习体会');
    expect((await write(me, pending, TEXT, 1)).msg).toBe('你未参加本次学习（没有签到记录或已批准的请假），不能撰写学习体会');
    expect(await me.ok('getUserExperience', { activityId: missed })).toMatchObject({
      state: 'none',
      editable: false,
      blockedReason: expect.stringContaining('未参加'),
    });
    expect((await write(me, excused, TEXT, 1)).code).toBe(CODE_OK);
    expect((await write(me, attended, TEXT, 1)).code).toBe(CODE_OK);
    expect(await me.ok('getUserExperience', { activityId: attended })).toMatchObject({
      state: 'draft',
      editable: true,
      blockedReason: '',
      minChars: 200,
      maxChars: 3000,
    });
    expect((await me.ok('activityDetail', { activityId: attended })).experienceState).toBe('draft');
    const none = await t.db.selectFrom('centerGroupExperience').select('sessionId').where('userId', '=', me.id).execute();
    expect(none.map((r) => r.sessionId).sort()).toEqual([excused, attended].sort());
  });

  it('drafts save any number of times; an older autosave changes nothing; text comes back as typed', async () => {
    const me = await caller();
    const s = await session(await group([me.id]), -1);
    await checkIn(s, me.id);
    const markup = '<script>alert("x")</script>\n第二行 😀';
    expect((await write(me, s, markup, 5)).data).toMatchObject({ state: 'draft', content: markup, rev: 5, editable: true, charCount: 31 });
    expect((await write(me, s, '旧的内容', 3)).data).toMatchObject({ content: markup, rev: 5 });
    expect((await write(me, s, '同一版本', 5)).data).toMatchObject({ content: markup, rev: 5 });
    expect((await write(me, s, '新的内容', 6)).data).toMatchObject({ content: '新的内容', rev: 6 });
    expect(await me.ok('getUserExperience', { activityId: s })).toMatchObject({ content: '新的内容', rev: 6 });
  });

  it('submitting checks 200–3000 characters, then makes it read-only', async () => {
    const me = await caller();
    const s = await session(await group([me.id]), -1);
    await checkIn(s, me.id, 'makeup');
    expect((await write(me, s, ' \n ', 1, true)).msg).toBe('学习体会内容不能为空');
    expect((await write(me, s, '学'.repeat(199), 1, true)).msg).toBe('学习体会至少 200 字，当前 199 字');
    expect((await write(me, s, '学'.repeat(3001), 1, true)).msg).toBe('学习体会最多 3000 字，当前 3001 字，请删减后再提交');
    expect(await t.db.selectFrom('centerGroupExperience').select('state').where('userId', '=', me.id).executeTakeFirst()).toBeUndefined();
    expect((await write(me, s, '学'.repeat(200), 1, true)).data).toMatchObject({ state: 'submitted', editable: false, charCount: 200 });
    expect((await write(me, s, TEXT, 2)).msg).toBe('学习体会已提交，不能再修改');
    expect((await write(me, s, TEXT, 3, true)).msg).toBe('学习体会已提交，不能再修改');
    expect(await me.ok('getUserExperience', { activityId: s })).toMatchObject({
      content: '学'.repeat(200),
      state: 'submitted',
      blockedReason: '',
    });
  });

  it('a submit older than the saved draft is refused, the newer draft kept', async () => {
    const me = await caller();
    const s = await session(await group([me.id]), -1);
    await checkIn(s, me.id);
    await write(me, s, `${TEXT}（新）`, 10);
    expect((await write(me, s, TEXT, 9, true)).msg).toBe('草稿已在别处更新，请刷新后再提交');
    expect(await me.ok('getUserExperience', { activityId: s })).toMatchObject({ state: 'draft', content: `${TEXT}（新）` });
  });

  it('ten submits at once: one is handed in, the rest are told why not', async () => {
    const me = await caller();
    const s = await session(await group([me.id]), -1);
    await checkIn(s, me.id);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => write(me, s, `${TEXT}${i}`, 100 + i, true)));
    const won = results.filter((r) => r.code === CODE_OK);
    expect(won).toHaveLength(1);
    expect(
      results
        .filter((r) => r.code !== CODE_OK)
        .every((r) => r.msg === '学习体会已提交，不能再修改' || r.msg === '草稿已在别处更新，请刷新后再提交'),
    ).toBe(true);
    const row = await t.db.selectFrom('centerGroupExperience').selectAll().where('userId', '=', me.id).executeTakeFirstOrThrow();
    expect(row.state).toBe('submitted');
    expect(row.content).toBe((won[0].data as { content: string }).content);
  });
});

describe('check-ins', () => {
  it('the member’s own, newest first, paged, with the method; another’s and another group’s not', async () => {
    const me = await caller();
    const other = await caller();
    const g = await group([me.id, other.id]);
    const first = await session(g, -100, '学习《习近平谈治国理政》第五卷');
    const second = await session(g, -50, '学习贯彻全国教育大会精神');
    await checkIn(first, me.id, 'scan', '2026-03-01T01:05:00.000Z');
    await checkIn(second, me.id, 'makeup', '2026-04-01T01:10:00.000Z');
    await checkIn(second, other.id, 'scan', '2026-04-01T01:00:00.000Z');
    const page = await me.ok('userQrcodeScanLog', { pageNum: 1, pageSize: 1 });
    expect(page.total).toBe(2);
    expect(page.list).toEqual([
      expect.objectContaining({
        activityId: second,
        activityTitle: '学习贯彻全国教育大会精神',
        method: 'makeup',
        scannedAt: '2026-04-01T01:10:00.000Z',
        place: '行政楼第一会议室',
      }),
    ]);
    expect((await me.ok('activityDetail', { activityId: first })).checkedInAt).toBe('2026-03-01T01:05:00.000Z');
    // removed from the group: the log and the sessions go with it
    await t.db.deleteFrom('centerGroupMember').where('userId', '=', me.id).execute();
    expect((await me.ok('userQrcodeScanLog', { pageNum: 1, pageSize: 10 })).total).toBe(0);
  });
});
