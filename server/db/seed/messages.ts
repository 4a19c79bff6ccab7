import type { Kysely } from 'kysely';
import type { MessageKind, TodoCondition } from '../../../contract/centerMessages';
import type { Database } from '../schema';
import { classmateAccounts } from './classmates';

// The demo messages: notices from the school's party bodies and to-dos pointing at the screen
// where each is done, sent to all learners or to a class; older ones read, the newest unread.
// Times are relative to when the demo data is written.

const DAY = 86400_000;

type To = 'learners' | 'activists' | 'candidates' | { accounts: string[] };

interface MessageSeed {
  kind: MessageKind;
  title: string;
  sender: string;
  /** days before now */
  ago: number;
  body: string;
  to: To;
  /** accounts that have opened it; 'all' for every recipient */
  readBy: 'all' | string[];
  /**
   * the deadline of the thing it asks for: a task or the 心得体会 of this term's 积极分子 class, an
   * activity's sign-up, an exam's end
   */
  due?: { task: string } | { work: true } | { activity: string } | { exam: string };
  /** a to-do without a `due` thing that is done when the profile's phone and e-mail are filled in */
  profile?: true;
  action?: { path: 'topic' | string; text: string };
}

const p = (...paragraphs: string[]) => paragraphs.join('\n\n');

const seeds: MessageSeed[] = [
  {
    kind: 'notice',
    title: '欢迎使用智慧党建培训平台',
    sender: '校党委组织部',
    ago: 75,
    to: 'learners',
    readBy: 'all',
    body: p(
      '同学你好！智慧党建培训平台是学校党员发展培训的线上学习平台。',
      '你可以在“课程学习”中完成本阶段的必修课程，在“专题培训”中参加所在培训班的学习，在“考试中心”参加结业考试。平台按实际观看时长记录学时，请按阶段安排完成学习。',
      '使用中遇到问题，请联系所在学院党委（党总支）或校党校：021-6425 3310。',
    ),
  },
  {
    kind: 'notice',
    title: '关于2026年秋季入党积极分子培训班开班的通知',
    sender: '校党校',
    ago: 72,
    to: 'activists',
    readBy: 'all',
    body: p(
      '本学期入党积极分子培训班已开班，学员名单已导入平台，请在“专题培训”中查看本班的阶段安排、学习资料和结业要求。',
      '培训采取线上学习与集中授课相结合的方式，结业要求包括：完成必修课程、阅读全部学习资料、通过结业考试、提交一篇学习心得体会。',
    ),
  },
  {
    kind: 'notice',
    title: '学习时长统计规则说明',
    sender: '校党校',
    ago: 40,
    to: 'learners',
    readBy: ['2023010102', '2022020201', '2021030301', '2022050501'],
    body: p(
      '平台按视频的实际播放时长记录学时：播放页面每隔一段时间向服务器报告一次进度，服务器按两次报告之间实际经过的时间计入学时。',
      '拖动进度条跳过的部分、倍速超过 1.5 倍的部分、同时打开多个视频时的重复时间都不计入学时。离开页面或长时间没有操作时学习暂停。',
      '每日学时和累计学时可在“个人中心 - 学习统计”中查看。',
    ),
  },
  {
    kind: 'notice',
    title: '关于深入学习贯彻党的二十届三中全会精神的通知',
    sender: '校党委宣传部',
    ago: 20,
    to: 'learners',
    readBy: ['2021030301', '2022020201'],
    body: p(
      '各党支部、全体学员：',
      '为深入学习贯彻党的二十届三中全会精神，平台“课程学习”和“网络课程”中已上线相关专题课程和学习资料。',
      '请各党支部结合“三会一课”组织集中学习，学员结合自身实际撰写学习体会，在支部组织生活会上交流。',
    ),
  },
  {
    kind: 'notice',
    title: '平台维护通知',
    sender: '信息化办公室',
    ago: 3,
    to: 'learners',
    readBy: [],
    body: p(
      '为提升平台运行的稳定性，信息化办公室将于本周六 0:00 至 6:00 对平台进行升级维护，维护期间平台暂停访问。',
      '请合理安排学习时间。视频学习进度和已保存的作答、心得草稿不受影响。给你带来的不便，敬请谅解。',
    ),
  },
  {
    kind: 'notice',
    title: '你的心得体会已批阅',
    sender: '校党校 刘老师',
    ago: 30,
    to: { accounts: ['2023010102'] },
    readBy: 'all',
    body: p(
      '你在去年入党积极分子培训班提交的学习心得体会已批阅，得分 90 分。',
      '评语：联系自身实际谈入党动机，认识深刻、条理清楚。希望继续加强理论学习，在实践中严格要求自己。',
      '可在“我的作业”中查看批阅详情。',
    ),
  },
  {
    kind: 'notice',
    title: '春季结业考试成绩已发布',
    sender: '校党校',
    ago: 50,
    to: { accounts: ['2022050501'] },
    readBy: 'all',
    body: p(
      '2026年春季入党积极分子培训结业考试成绩已发布，你的最好成绩为合格。',
      '可在“个人中心 - 我的考试”中查看答卷和解析，答错的题目已加入错题本。',
    ),
  },
  {
    kind: 'todo',
    title: '请报名参加专题党课',
    sender: '校党校',
    ago: 6,
    to: 'activists',
    readBy: [],
    due: { activity: '专题党课：学习贯彻党的二十大精神' },
    body: p(
      '本班专题党课“学习贯彻党的二十大精神”正在报名，名额有限，报满为止。',
      '请在“集中培训”中报名；因故不能参加的，报名后可以申请请假并说明原因。',
    ),
    action: { path: '/index/train-activity', text: '去报名' },
  },
  {
    kind: 'todo',
    title: '请提交学习心得体会',
    sender: '校党校',
    ago: 10,
    to: 'activists',
    readBy: ['2025120005'],
    due: { work: true },
    body: p(
      '本期培训班要求每位学员提交一篇学习心得体会，字数要求见专题页。',
      '心得体会可以先保存草稿，提交后不能修改，请在截止时间前提交。',
    ),
    action: { path: 'topic', text: '去撰写' },
  },
  {
    kind: 'todo',
    title: '请上传入党申请书扫描件',
    sender: '校党校',
    ago: 8,
    to: 'activists',
    readBy: ['2025120005', '2023030117'],
    due: { task: '提交入党申请书扫描件' },
    body: p(
      '请在专题页的“学习任务”中上传本人手写并签名的入党申请书扫描件（PDF、JPG 或 PNG，不超过 10 MB），并填写递交日期。',
      '上传前可先阅读第一阶段学习资料中的《入党申请书写作指导》。',
    ),
    action: { path: 'topic', text: '去上传' },
  },
  {
    kind: 'todo',
    title: '请参加发展对象党章党规知识测试',
    sender: '校党校',
    ago: 2,
    to: 'candidates',
    readBy: [],
    due: { exam: '发展对象党章党规知识测试' },
    body: p('发展对象党章党规知识测试已开放，可参加 3 次，取最好成绩。', '请在“考试中心”进入考试，作答过程中请勿离开考试页面。'),
    action: { path: '/index/exam-center', text: '去考试' },
  },
  {
    kind: 'todo',
    title: '请完善个人资料',
    sender: '校党委组织部',
    ago: 60,
    to: 'learners',
    readBy: ['2023010101', '2023010102', '2022020201', '2021030301', '2022050501'],
    profile: true,
    body: p('为便于党组织联系，请在个人中心完善本人的联系电话和电子邮箱。', '个人资料只对所在党组织可见。'),
    action: { path: '/personal-space/my/modify-info', text: '去完善' },
  },
];

async function recipients(trx: Kysely<Database>, to: To): Promise<{ id: number; account: string }[]> {
  if (to === 'learners')
    return trx.selectFrom('user').select(['id', 'account']).where('appId', '=', 6).where('account', 'not in', classmateAccounts).execute();
  if (typeof to === 'object') return trx.selectFrom('user').select(['id', 'account']).where('account', 'in', to.accounts).execute();
  const title = to === 'activists' ? '%入党积极分子培训班' : '%发展对象培训班';
  return trx
    .selectFrom('topicMember as m')
    .innerJoin('user as u', 'u.id', 'm.userId')
    .where('m.topicId', '=', (eb) =>
      eb.selectFrom('topic').select('id').where('title', 'like', title).orderBy('startDate', 'desc').limit(1),
    )
    .select(['u.id', 'u.account'])
    .execute();
}

export async function insertMessageDemo(trx: Kysely<Database>, now: string): Promise<void> {
  const t0 = Date.parse(now);
  const at = (days: number) => new Date(t0 + days * DAY).toISOString();
  const activistTopic = await trx
    .selectFrom('topic')
    .select(['id', 'workDeadline'])
    .where('title', 'like', '%入党积极分子培训班')
    .orderBy('startDate', 'desc')
    .executeTakeFirst();
  // a to-do's deadline is the one of what it asks for, so the two never disagree; doing that thing closes it
  const thing = async (m: MessageSeed): Promise<{ dueAt: string | null; doneWhen: TodoCondition; doneRef: number | null }> => {
    const due = m.due;
    if (due === undefined) return { dueAt: null, doneWhen: m.profile ? 'profile' : '', doneRef: null };
    if ('work' in due) return { dueAt: activistTopic?.workDeadline ?? null, doneWhen: 'work', doneRef: activistTopic?.id ?? null };
    if ('activity' in due) {
      const a = await trx.selectFrom('activity').select(['id', 'signupDeadline']).where('title', '=', due.activity).executeTakeFirst();
      return { dueAt: a?.signupDeadline ?? null, doneWhen: 'activity', doneRef: a?.id ?? null };
    }
    if ('exam' in due) {
      const e = await trx.selectFrom('exam').select(['id', 'endTime']).where('title', '=', due.exam).executeTakeFirst();
      return { dueAt: e?.endTime ?? null, doneWhen: 'exam', doneRef: e?.id ?? null };
    }
    const task =
      activistTopic &&
      (await trx
        .selectFrom('topicTask')
        .select(['id', 'deadline'])
        .where('topicId', '=', activistTopic.id)
        .where('title', '=', due.task)
        .executeTakeFirst());
    return { dueAt: task ? task.deadline : null, doneWhen: 'task', doneRef: task?.id ?? null };
  };
  for (const m of seeds) {
    const users = await recipients(trx, m.to);
    if (users.length === 0) continue;
    const actionPath =
      m.action?.path === 'topic' ? (activistTopic ? `/index/special-training/${activistTopic.id}` : '') : (m.action?.path ?? '');
    const row = await trx
      .insertInto('message')
      .values({
        kind: m.kind,
        title: m.title,
        body: m.body,
        sender: m.sender,
        sentAt: at(-m.ago),
        ...(await thing(m)),
        actionPath,
        actionText: actionPath ? m.action!.text : '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const readAt = at(-m.ago + 0.5);
    await trx
      .insertInto('messageRecipient')
      .values(
        users.map((u) => ({
          userId: u.id,
          messageId: row.id,
          readAt: m.readBy === 'all' || m.readBy.includes(u.account) ? readAt : null,
        })),
      )
      .execute();
  }
}
