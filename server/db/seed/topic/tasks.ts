import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import { REVIEWER } from './topics-data';

// Loads the demo tasks of this term's 积极分子 class: a scanned application letter (PDF or image)
// with its date, and the form naming the learner's 培养联系人; some classmates' submissions
// approved, one rejected with the reviewer's reason.

const DAY = 86400_000;

const field = (key: string, label: string, required: boolean, maxLength: number, multiline = false, kind: 'text' | 'date' = 'text') => ({
  key,
  label,
  required,
  maxLength,
  multiline,
  kind,
});

const tasks = [
  {
    title: '提交入党申请书扫描件',
    needsFile: 1,
    fileTypes: 'pdf,jpg,png',
    maxMb: 10,
    deadlineDay: 20,
    description:
      '请将本人手写并签名的入党申请书扫描或拍照（PDF、JPG 或 PNG，不超过 10MB）上传，并填写递交日期。\n党支部将核对申请书原件与扫描件是否一致。',
    fields: [field('submittedOn', '递交入党申请书日期', true, 10, false, 'date'), field('note', '备注', false, 200, true)],
  },
  {
    title: '填写培养联系人信息',
    needsFile: 0,
    fileTypes: '',
    maxMb: 0,
    deadlineDay: 15,
    description: '请填写党支部为你确定的两名培养联系人，以便党校核对培养考察记录。',
    fields: [
      field('contact1', '培养联系人（一）', true, 20),
      field('contact2', '培养联系人（二）', true, 20),
      field('branch', '所在党支部', true, 40),
    ],
  },
];

const filled: { account: string; task: number; data: Record<string, string>; state: 'approved' | 'rejected' | 'open'; comment?: string }[] =
  [
    {
      account: '2025120005',
      task: 1,
      data: { contact1: '李文博', contact2: '赵明远', branch: '马克思主义学院研究生党支部' },
      state: 'approved',
    },
    {
      account: '2023030117',
      task: 1,
      data: { contact1: '王晓东', contact2: '张', branch: '机械工程学院本科生党支部' },
      state: 'rejected',
      comment: '第二位培养联系人请填写全名。',
    },
    { account: '2023010105', task: 1, data: { contact1: '彭丽娟', contact2: '程伟', branch: '计算机学院本科生第一党支部' }, state: 'open' },
  ];

export async function insertTaskDemo(trx: Kysely<Database>, now: string): Promise<void> {
  const t0 = Date.parse(now);
  const at = (days: number) => new Date(t0 + days * DAY).toISOString();
  const endOf = (days: number) =>
    new Date(Date.parse(`${new Date(t0 + days * DAY + 8 * 3600_000).toISOString().slice(0, 10)}T23:59:00+08:00`)).toISOString();
  const topic = await trx
    .selectFrom('topic')
    .select('id')
    .where('title', 'like', '%入党积极分子培训班')
    .orderBy('startDate', 'desc')
    .executeTakeFirst();
  if (!topic) return;
  const ids: number[] = [];
  for (const [sort, task] of tasks.entries()) {
    const { deadlineDay, fields, ...rest } = task;
    const row = await trx
      .insertInto('topicTask')
      .values({ ...rest, topicId: topic.id, fields: JSON.stringify(fields), deadline: endOf(deadlineDay), sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const users = await trx
    .selectFrom('user')
    .select(['id', 'account'])
    .where(
      'account',
      'in',
      filled.map((f) => f.account),
    )
    .execute();
  for (const [i, f] of filled.entries()) {
    const userId = users.find((u) => u.account === f.account)?.id;
    if (userId === undefined) continue;
    await trx
      .insertInto('taskSubmission')
      .values({
        taskId: ids[f.task],
        userId,
        data: JSON.stringify(f.data),
        state: f.state,
        updatedAt: at(-3 - i),
        reviewer: f.state === 'open' ? '' : REVIEWER,
        comment: f.comment ?? '',
        reviewedAt: f.state === 'open' ? null : at(-2 - i),
      })
      .execute();
  }
}
