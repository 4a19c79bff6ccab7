import { allEndpoints, endpoints } from '../../../contract/endpoints';
import { multipart } from '../../test/multipart';
import { MAX_ID } from '../../../contract/common';
import { signIn, type Caller } from '../../test/caller';
import { createTestApp, type TestApp } from '../../test/testApp';
import { verifyChain } from '../audit/chain';
import { MSG_NOT_ORGANISER, MSG_OUT_OF_SCOPE, MSG_SYSADMIN_ONLY } from '../organiser/scope';

// The review queues on the demo data, as its organisers meet them: who may call what, the scope
// of each role in the party-organisation tree, the 心得体会 returned and handed in again, a verdict
// raced by several organisers, hostile input, and the audit chain behind every verdict.

let t: TestApp;
let zb: Caller; // 计算机学院本科生第一党支部
let zzy: Caller; // 计算机科学与技术学院党委
let dx: Caller; // 校党校
let admin: Caller; // 系统管理员
const SETUP_MS = 180_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [zb, zzy, dx, admin] = await Promise.all([
    signIn(t, 'zb001', 'Zuzhi@2026'),
    signIn(t, 'zzy001', 'Zuzhi@2026'),
    signIn(t, 'dx001', 'Zuzhi@2026'),
    signIn(t, 'sysadmin', 'Admin@2026'),
  ]);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

const learner = (account: string) => signIn(t, account, 'Dangjian@2026');
const page = { pageNum: 1, pageSize: 100 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const LONG = '认真学习党的创新理论，坚定理想信念，在学习和生活中处处以党员标准严格要求自己，努力做到学思用贯通、知信行统一。'.repeat(16);

/** A valid body for every organiser endpoint: the grant check is what answers, not the schema. */
const VALID: Record<string, object> = {
  'organiser/scopeUnits': {},
  'organiser/grants': page,
  'organiser/grant': { account: '2023010101', role: 'branch', orgId: 1 },
  'organiser/revoke': { id: 1 },
  'review/summary': {},
  'review/queue': { kind: 'experience', ...page },
  'review/detail': { kind: 'experience', id: 1 },
  'review/decide': { kind: 'leave', id: 1, verdict: 'approve' },
  'review/approveBatch': { kind: 'leave', ids: [1] },
  'audit/list': page,
  'notify/preview': { audience: { accounts: ['2023010101'] } },
  'notify/send': { kind: 'notice', title: '通知', body: '正文', audience: { accounts: ['2023010101'] } },
  'notify/sent': page,
  'notify/readers': { id: 1, ...page },
  'people/list': page,
  'people/detail': { id: 1 },
  'roster/edit': { id: 1, name: '张晓明' },
  'roster/resetPassword': { id: 1 },
  'roster/setStatus': { id: 1, status: 0 },
  'roster/import': { csv: '账号,姓名\n2023010101,张晓明', dryRun: true },
  'dashboard/figures': {},
  'dashboard/people': { figure: 'studyMet', ...page },
  'meeting/list': page,
  'meeting/members': {},
  'meeting/schedule': {
    kind: '党课',
    title: '党课',
    startAt: '2099-01-01T06:00:00.000Z',
    endAt: '2099-01-01T08:00:00.000Z',
    place: '教室',
  },
  'meeting/detail': { meetingId: 1 },
  'meeting/checkinCode': { meetingId: 1 },
  'meeting/attendance': { meetingId: 1 },
  'meeting/mark': { meetingId: 1, userId: 1, state: 'present' },
  'meeting/stats': { from: '2026-01-01', to: '2026-06-30' },
  'training/projects': page,
  'training/options': {},
  'training/createProject': {
    title: '培训班',
    track: 'train',
    audience: 'learner',
    startDate: '2099-01-01',
    endDate: '2099-01-02',
    identityNames: [],
  },
  'training/project': { projectId: 1 },
  'training/createActivity': {
    projectId: 1,
    title: '专题党课',
    place: '报告厅',
    startAt: '2099-01-01T06:00:00.000Z',
    endAt: '2099-01-01T08:00:00.000Z',
    signupDeadline: '2098-12-31T06:00:00.000Z',
    capacity: 10,
  },
  'training/signups': { activityId: 1 },
  'training/checkinCode': { activityId: 1 },
  'training/mark': { activityId: 1, userId: 1 },
  'developRecord/list': { pageNum: 1, pageSize: 10 },
  'developRecord/person': { userId: 1 },
  'developRecord/record': { userIds: [1], stepNo: 1, doneOn: '2026-01-01', fields: [] },
  'developRecord/withdraw': { userId: 1, stepNo: 1, reason: '记录错误需撤销' },
  'developRecord/alerts': {},
  'developRecord/rules': {},
  'developRecord/updateRule': { id: 1, months: 2 },
  'vote/list': page,
  'vote/create': {
    title: '推选学习标兵',
    startAt: '2099-01-01T06:00:00.000Z',
    endAt: '2099-01-02T06:00:00.000Z',
    mode: 'single',
    maxChoices: 1,
    options: [{ name: '甲' }, { name: '乙' }],
    eligibleIdentities: [],
    anonymous: false,
    showResultsBeforeEnd: false,
  },
  'vote/detail': { voteId: 1 },
  'vote/close': { voteId: 1 },
  'dues/month': { month: '2026-01' },
  'dues/record': { month: '2026-01', entries: [{ userId: 1, category: 'student' }] },
  'dues/import': { csv: '学号/工号,月份,类别\n2023010101,2026-01,学生党员' },
  'dues/remind': {},
  'dues/summary': { year: 2026 },
  'meeting/record': {
    meetingId: 1,
    minutes: '会议记录：全体党员重温入党誓词。',
    recordingUrl: '',
    photos: [],
    mendRequirement: '阅读会议记录',
    mendDeadline: '2099-01-01T08:00:00.000Z',
  },
};

async function handIn(who: Caller): Promise<number> {
  const [topic] = await who.ok('topic', 'newTopicList');
  const work = await who.ok('topic', 'workDetail', { topicId: topic.id });
  await who.ok('topic', 'writeExperience', { topicId: topic.id, content: LONG, rev: work.rev + 1, submit: true });
  return topic.id;
}

async function pendingOf(org: Caller, learnerName: string, kind = 'experience') {
  const q = await org.ok('review', 'queue', { kind, state: 'pending', ...page });
  return q.list.find((i) => i.learnerName === learnerName);
}

const stateCounts = async () =>
  (
    await t.db
      .selectFrom('reviewItem')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('state')
      .execute()
  )
    .map((r) => `${r.state}:${Number(r.n)}`)
    .sort();

describe('who may call the organiser endpoints', () => {
  it('every organiser endpoint is covered here, and a learner is refused each one without learning anything', async () => {
    const organiserEndpoints = allEndpoints.filter((e) => e.organiser).map((e) => `${e.group}/${e.name}`);
    expect(organiserEndpoints.sort()).toEqual(Object.keys(VALID).sort());
    const me = await learner('2023010101');
    for (const key of organiserEndpoints) {
      const [group, name] = key.split('/') as ['review', 'queue'];
      expect(await me.refused(group, name, VALID[key])).toBe(MSG_NOT_ORGANISER);
    }
    expect(await me.ok('organiser', 'me')).toEqual({ grants: [] });
  });

  it('each organiser sees their own grant', async () => {
    expect((await zb.ok('organiser', 'me')).grants).toEqual([
      expect.objectContaining({ account: 'zb001', role: 'branch', orgName: '计算机学院本科生第一党支部' }),
    ]);
    expect((await admin.ok('organiser', 'me')).grants[0]).toMatchObject({ role: 'sysadmin' });
  });

  it('the audit log is the 系统管理员’s alone', async () => {
    for (const o of [zb, zzy, dx]) expect(await o.refused('audit', 'list', page)).toBe(MSG_SYSADMIN_ONLY);
    expect((await admin.ok('audit', 'list', page)).pageSize).toBe(100);
  });
});

describe('scope in the party-organisation tree', () => {
  it('a branch sees its branch, the college its branches, the 党校 the school, the 系统管理员 no queue', async () => {
    const branchesOf = async (o: Caller) => {
      const names = new Set<string>();
      for (const kind of ['experience', 'develop', 'leave', 'mend', 'register', 'task', 'practice']) {
        for (const i of (await o.ok('review', 'queue', { kind, ...page })).list) names.add(i.branchName);
      }
      return names;
    };
    expect(await branchesOf(zb)).toEqual(new Set(['计算机学院本科生第一党支部']));
    const college = await branchesOf(zzy);
    expect([...college].every((n) => n.startsWith('计算机学院'))).toBe(true);
    const school = await branchesOf(dx);
    expect(school.size).toBeGreaterThan(college.size);
    expect([...school].some((n) => n.startsWith('机械工程学院'))).toBe(true);
    expect(await branchesOf(admin)).toEqual(new Set());
    const summary = await zb.ok('review', 'summary');
    expect(summary.map((s) => s.kind)).toEqual(['experience', 'practice', 'task', 'develop', 'leave', 'mend', 'register']);
    expect(summary.find((s) => s.kind === 'register')).toEqual({ kind: 'register', pending: 1, overdue: 1 });
  });

  it('an item outside the scope is refused by id, as if it did not exist, and stays undecided', async () => {
    const outside = (await dx.ok('review', 'queue', { kind: 'experience', state: 'pending', ...page })).list.find(
      (i) => !i.branchName.startsWith('计算机学院'),
    );
    expect(outside).toBeDefined();
    for (const o of [zb, zzy]) {
      expect(await o.refused('review', 'detail', { kind: 'experience', id: outside!.id })).toBe(MSG_OUT_OF_SCOPE);
      expect(await o.refused('review', 'decide', { kind: 'experience', id: outside!.id, verdict: 'approve', score: 90 })).toBe(
        MSG_OUT_OF_SCOPE,
      );
    }
    // the right id under the wrong kind is not found either
    expect(await dx.refused('review', 'detail', { kind: 'leave', id: outside!.id })).toBe(MSG_OUT_OF_SCOPE);
    expect((await dx.ok('review', 'detail', { kind: 'experience', id: outside!.id })).state).toBe('pending');
  });

  it('filters: state, branch and a keyword typed literally (% is not a wildcard)', async () => {
    const all = await dx.ok('review', 'queue', { kind: 'leave', ...page });
    expect(all.list.length).toBeGreaterThan(2);
    const pending = await dx.ok('review', 'queue', { kind: 'leave', state: 'pending', ...page });
    expect(pending.list.every((i) => i.state === 'pending')).toBe(true);
    const byName = await dx.ok('review', 'queue', { kind: 'leave', keyword: all.list[0].learnerName, ...page });
    expect(byName.list.every((i) => i.learnerName === all.list[0].learnerName)).toBe(true);
    expect((await dx.ok('review', 'queue', { kind: 'leave', keyword: '%', ...page })).total).toBe(0);
    const units = await zb.ok('organiser', 'scopeUnits');
    expect(units.map((u) => u.name)).toEqual(['计算机学院本科生第一党支部']);
    const other = (await dx.ok('organiser', 'scopeUnits')).find((u) => u.name === '机械工程学院本科生党支部')!;
    expect((await zb.ok('review', 'queue', { kind: 'leave', branchId: other.id, ...page })).total).toBe(0);
  });

  it('overdue items come first and are counted', async () => {
    const q = await zb.ok('review', 'queue', { kind: 'leave', state: 'pending', ...page });
    expect(q.list.length).toBeGreaterThanOrEqual(3);
    expect(q.list[0].overdue).toBe(true);
    expect(q.list.slice(1).every((i) => !i.overdue)).toBe(true);
  });
});

describe('a write-up returned, corrected and approved', () => {
  it('孙雨桐 hands in; zb001 returns it with a reason; she sees why, corrects it; zb001 approves with a score', async () => {
    const sun = await learner('2023010103');
    const topicId = await handIn(sun);
    const item = await pendingOf(zb, '孙雨桐');
    expect(item).toMatchObject({ kind: 'experience', learnerAccount: '2023010103', branchName: '计算机学院本科生第一党支部' });
    const detail = await zb.ok('review', 'detail', { kind: 'experience', id: item!.id });
    expect(detail).toMatchObject({ scored: true, learnerIdentity: '入党积极分子', history: [] });
    expect(detail.handedIn.map((h) => h.text)).toContain(LONG);

    expect(await zb.refused('review', 'decide', { kind: 'experience', id: item!.id, verdict: 'return' })).toMatch(/请填写退回原因/);
    expect(await zb.refused('review', 'decide', { kind: 'experience', id: item!.id, verdict: 'return', reason: '   ' })).toMatch(
      /请填写退回原因/,
    );
    expect(await zb.refused('review', 'decide', { kind: 'experience', id: item!.id, verdict: 'approve' })).toMatch(/评分/);
    const reason = '请结合本专题第二阶段的学习内容，写出自己的具体体会，不少于 800 字。';
    expect(await zb.ok('review', 'decide', { kind: 'experience', id: item!.id, verdict: 'return', reason })).toMatchObject({
      state: 'returned',
      reviewerName: '周建国',
      reason,
    });

    const returned = await sun.ok('topic', 'workDetail', { topicId });
    expect(returned).toMatchObject({ state: 'returned', editable: true, review: { comment: reason, reviewer: '周建国', score: null } });
    const inbox = await sun.ok('center', 'myMessages', { kind: 'todo', pageNum: 1, pageSize: 50 });
    const todo = inbox.list.find((m) => m.title.includes('被退回'));
    expect(todo).toMatchObject({ kind: 'todo', read: false, done: false, sender: '计算机学院本科生第一党支部', actionText: '去修改' });
    const message = await sun.ok('center', 'messageDetail', { messageId: todo!.id });
    expect(message.body).toContain(reason);
    expect(message.body).toContain('周建国');

    // corrected and handed in again: a new item, the returned one in its history; the to-do is done
    await sun.ok('topic', 'writeExperience', { topicId, content: `${LONG}修改后`, rev: returned.rev + 1, submit: true });
    const again = await pendingOf(zb, '孙雨桐');
    expect(again!.id).not.toBe(item!.id);
    const second = await zb.ok('review', 'detail', { kind: 'experience', id: again!.id });
    expect(second.history).toEqual([expect.objectContaining({ id: item!.id, state: 'returned', reason, reviewerName: '周建国' })]);
    expect((await sun.ok('center', 'messageDetail', { messageId: todo!.id })).done).toBe(true);

    await zb.ok('review', 'decide', { kind: 'experience', id: again!.id, verdict: 'approve', score: 88, reason: '体会真切，联系实际。' });
    expect(await sun.ok('topic', 'workDetail', { topicId })).toMatchObject({
      state: 'reviewed',
      editable: false,
      review: { score: 88, comment: '体会真切，联系实际。', reviewer: '周建国' },
    });
    const report = await sun.ok('user', 'stageReport');
    expect(report.homework.find((h) => h.topicId === topicId)).toMatchObject({ state: 'reviewed', score: 88 });
    // decided once: a second verdict is refused, saying who decided
    expect(await zb.raw('review', 'decide', { kind: 'experience', id: again!.id, verdict: 'approve', score: 90 })).toMatchObject({
      code: 10002,
      data: { reason: 'decided', reviewerName: '周建国', state: 'approved' },
    });
  });
});

describe('two organisers deciding one item at once', () => {
  it('exactly one verdict wins; the others are told who decided; one message, one audit entry', async () => {
    const zhang = await learner('2023010101');
    await handIn(zhang);
    const item = (await pendingOf(zb, '张晓明'))!;
    const auditBefore = await t.db
      .selectFrom('auditLog')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const organisers = [zb, zzy, dx, zb, zzy, dx, zb, zzy, dx, zb];
    const answers = await Promise.all(
      organisers.map((o, i) =>
        o.raw(
          'review',
          'decide',
          i % 2
            ? { kind: 'experience', id: item.id, verdict: 'approve', score: 80 + i }
            : { kind: 'experience', id: item.id, verdict: 'return', reason: `第 ${i} 位的退回原因` },
        ),
      ),
    );
    const won = answers.filter((a) => a.code === 99999);
    expect(won).toHaveLength(1);
    const winner = won[0].data as { reviewerName: string; state: string };
    for (const lost of answers.filter((a) => a.code !== 99999)) {
      expect(lost).toMatchObject({ code: 10002, data: { reason: 'decided', reviewerName: winner.reviewerName, state: winner.state } });
      expect(lost.msg).toContain(winner.reviewerName);
    }
    const row = await t.db.selectFrom('reviewItem').selectAll().where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(row.state).toBe(winner.state);
    const auditAfter = await t.db
      .selectFrom('auditLog')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(auditAfter.n) - Number(auditBefore.n)).toBe(1);
    const messages = await t.db
      .selectFrom('messageRecipient as r')
      .innerJoin('message as m', 'm.id', 'r.messageId')
      .select('m.title')
      .where('r.userId', '=', zhang.id)
      .where('m.title', 'like', '%心得体会%')
      .execute();
    expect(messages.filter((m) => /已通过|被退回/.test(m.title))).toHaveLength(1);
  });
});

describe('leave requests and registrations', () => {
  it('a batch approval approves what waits in scope and says why it skipped the rest; each learner is told', async () => {
    const waiting = (await zb.ok('review', 'queue', { kind: 'leave', state: 'pending', ...page })).list;
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    const outside = (await dx.ok('review', 'queue', { kind: 'leave', state: 'pending', ...page })).list.find(
      (i) => !i.branchName.startsWith('计算机学院'),
    )!;
    const [first, ...rest] = waiting.map((i) => i.id);
    await zb.ok('review', 'decide', { kind: 'leave', id: first, verdict: 'return', reason: '比赛可另行安排，请按时参会' });
    const result = await zb.ok('review', 'approveBatch', { kind: 'leave', ids: [first, ...rest, outside.id] });
    expect(result.approved.sort()).toEqual([...rest].sort());
    expect(result.skipped).toEqual([
      { id: first, reason: expect.stringContaining('已由 周建国') },
      { id: outside.id, reason: MSG_OUT_OF_SCOPE },
    ]);
    expect((await zb.ok('review', 'queue', { kind: 'leave', state: 'pending', ...page })).total).toBe(0);
    const rows = await t.db.selectFrom('orgActLeave').select(['state', 'comment']).where('state', '!=', 'pending').execute();
    expect(rows.filter((r) => r.comment === '比赛可另行安排，请按时参会')).toEqual([
      { state: 'rejected', comment: '比赛可另行安排，请按时参会' },
    ]);
    const wu = await learner('2023010105');
    const inbox = await wu.ok('center', 'myMessages', { pageNum: 1, pageSize: 50 });
    expect(inbox.list.filter((m) => m.title.startsWith('请假「'))).toHaveLength(1);
  });

  it('a self-registration confirmed by the branch: the applicant then sees the branch', async () => {
    const item = (await zb.ok('review', 'queue', { kind: 'register', state: 'pending', ...page })).list[0];
    expect(item).toMatchObject({ learnerName: '吴梓轩', title: '自行注册', overdue: true });
    const detail = await zb.ok('review', 'detail', { kind: 'register', id: item.id });
    expect(detail.handedIn.length).toBeGreaterThan(0);
    expect(await zb.refused('review', 'decide', { kind: 'register', id: item.id, verdict: 'approve', score: 60 })).toMatch(/不评分/);
    await zb.ok('review', 'decide', { kind: 'register', id: item.id, verdict: 'approve' });
    const row = await t.db
      .selectFrom('user')
      .select(['branchConfirmed', 'status'])
      .where('account', '=', '2025010188')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ branchConfirmed: 1, status: 1 });
  });
});

describe('files handed in', () => {
  it('open for the organiser through a signed address, and not without it', async () => {
    const wu = await learner('2023010105');
    const [topic] = await wu.ok('topic', 'newTopicList');
    const task = await t.db
      .selectFrom('topicTask')
      .select(['id', 'title'])
      .where('topicId', '=', topic.id)
      .where('needsFile', '=', 1)
      .executeTakeFirstOrThrow();
    // the form first, as a draft (a date field takes a date), then the file hands it in
    const card = await wu.ok('task', 'taskDetail', { taskId: task.id });
    const data = Object.fromEntries(card.fields.map((f) => [f.key, f.kind === 'date' ? '2026-11-20' : '按要求填写']));
    await wu.ok('task', 'uploadTaskData', { taskId: task.id, data, submit: false });
    const mp = multipart({ taskId: String(task.id), file: { filename: '入党申请书.pdf', content: PDF }, submit: 'true' });
    const res = await t.app.inject({
      method: 'POST',
      url: endpoints.task.uploadTaskFile.path,
      headers: { ...mp.headers, token: wu.token },
      payload: mp.payload,
    });
    expect(res.json()).toMatchObject({ code: 99999 });
    const queue = await zb.ok('review', 'queue', { kind: 'task', state: 'pending', keyword: '吴俊杰', ...page });
    const item = queue.list.find((i) => i.title === task.title)!;
    const files = (await zb.ok('review', 'detail', { kind: 'task', id: item.id })).handedIn.flatMap((h) => h.files);
    expect(files).toEqual([{ name: '入党申请书.pdf', url: expect.stringMatching(/^\/uploads\/.+\.pdf\?expires=\d+&signature=/) }]);
    const opened = await t.app.inject({ method: 'GET', url: files[0].url });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(PDF)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: files[0].url.split('?')[0] })).statusCode).not.toBe(200);
  });
});

describe('hostile input', () => {
  it('is refused with a message saying what to fix, and changes nothing', async () => {
    const before = await stateCounts();
    const id = (await dx.ok('review', 'queue', { kind: 'experience', ...page })).list[0].id;
    const bad: Array<[string, object]> = [
      ['decide', { kind: 'bogus', id, verdict: 'approve' }],
      ['decide', { kind: 'experience', id: 0, verdict: 'approve', score: 1 }],
      ['decide', { kind: 'experience', id: MAX_ID + 1, verdict: 'approve', score: 1 }],
      ['decide', { kind: 'experience', id, verdict: 'maybe' }],
      ['decide', { kind: 'experience', id, verdict: 'return', reason: '改'.repeat(501) }],
      ['decide', { kind: 'experience', id, verdict: 'approve', score: 101 }],
      ['decide', { kind: 'experience', id, verdict: 'approve', score: -1 }],
      ['decide', { kind: 'experience', id, verdict: 'approve', score: 1.5 }],
      ['decide', { kind: 'experience', id, verdict: 'return', reason: 'a\u0000b' }],
      ['decide', { kind: 'experience', id, verdict: 'return', reason: '原因', score: 60 }],
      ['approveBatch', { kind: 'leave', ids: [] }],
      ['approveBatch', { kind: 'leave', ids: [id, id] }],
      ['approveBatch', { kind: 'leave', ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
      ['approveBatch', { kind: 'experience', ids: [id] }],
      ['queue', { kind: 'experience', keyword: 'k'.repeat(51), ...page }],
      ['queue', { kind: 'experience', pageNum: 0, pageSize: 10 }],
      ['queue', { kind: 'experience', pageNum: 1, pageSize: 1000 }],
      ['queue', { kind: 'experience', state: 'lost', ...page }],
      ['detail', { kind: 'experience', id: -5 }],
    ];
    for (const [name, body] of bad) {
      const res = await dx.raw('review', name, body);
      expect({ name, status: res.status, code: res.code }).toEqual({ name, status: 200, code: 10002 });
      expect(res.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await stateCounts()).toEqual(before);
  });
});

describe('the audit log', () => {
  it('records every verdict with who, role and scope, what, before and after; its chain holds', async () => {
    const log = await admin.ok('audit', 'list', { action: '审核', ...page });
    expect(log.list.length).toBeGreaterThanOrEqual(3);
    expect(log.list.find((e) => e.action === '审核退回' && e.target.includes('孙雨桐'))).toMatchObject({
      account: 'zb001',
      name: '周建国',
      role: '党支部 · 计算机学院本科生第一党支部',
      target: expect.stringContaining('孙雨桐'),
      before: JSON.stringify({ state: 'pending' }),
      after: expect.stringContaining('"state":"returned"'),
    });
    expect((await admin.ok('audit', 'list', { account: 'zzy001', ...page })).list.every((e) => e.account === 'zzy001')).toBe(true);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await admin.ok('audit', 'list', { from: today, to: today, ...page })).total).toBe(log.total);
    expect((await admin.ok('audit', 'list', { to: '2020-01-01', ...page })).total).toBe(0);
    expect(await verifyChain(t.db)).toMatchObject({ problems: [] });
  });

  it('finds an entry edited and an entry removed', async () => {
    const rows = await t.db.selectFrom('auditLog').selectAll().orderBy('id').execute();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = rows;
    await t.db.updateTable('auditLog').set({ target: '改过的对象' }).where('id', '=', first.id).execute();
    expect((await verifyChain(t.db)).problems).toEqual([
      expect.objectContaining({ id: first.id, problem: expect.stringContaining('内容被改动') }),
    ]);
    await t.db.updateTable('auditLog').set({ target: first.target }).where('id', '=', first.id).execute();
    await t.db.deleteFrom('auditLog').where('id', '=', second.id).execute();
    expect((await verifyChain(t.db)).problems).toEqual([
      expect.objectContaining({ id: third.id, problem: expect.stringContaining('被删除') }),
    ]);
    await t.db.insertInto('auditLog').values(second).execute();
    expect(await verifyChain(t.db)).toMatchObject({ problems: [] });
  });
});
