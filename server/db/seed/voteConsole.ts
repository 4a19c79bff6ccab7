import type { Kysely } from 'kysely';
import { LEARNER_APP_ID } from '../../../contract/codes';
import type { Database } from '../schema';

// A vote as the console creates one (issue #43; the rules in modules/vote/create.ts): 周建国 (zb001),
// the secretary of 计算机学院本科生第一党支部, asks every member which 主题党日 the branch should
// hold next term. It is open now; three members have voted as the learner's side records a named
// ballot (one ballot row, a choice row per option chosen with the voter), none of them an account the
// end-to-end tests sign in with (those see it open and unvoted). Every member who may vote (the
// branch's confirmed learners: none named, so every identity) has its to-do, done for the voters.

const DAY = 86_400_000;
const HOUR = 3_600_000;
const SECRETARY = 'zb001';
const BRANCH = '计算机学院本科生第一党支部';
const TITLE = '下学期主题党日活动方案征集';
const OPTIONS: [name: string, intro: string][] = [
  ['参观中共一大纪念馆', '集体乘车前往，现场重温入党誓词'],
  ['走进乡村振兴示范村', '与村党支部开展联学共建，了解基层治理'],
  ['红色经典诵读会', '诵读《可爱的中国》等红色经典篇目'],
  ['社区志愿服务', '到学校周边社区开展义务维修与科普'],
];
const MAX_CHOICES = 2;
/** [account, the options chosen (by name), hours after the start] */
const BALLOTS: [string, string[], number][] = [
  ['2023010105', ['参观中共一大纪念馆', '走进乡村振兴示范村'], 2],
  ['2024010105', ['参观中共一大纪念馆'], 5],
  ['2024010117', ['红色经典诵读会', '参观中共一大纪念馆'], 20],
];

export async function insertVoteConsoleDemo(trx: Kysely<Database>, now: string): Promise<void> {
  const [secretary, branch] = await Promise.all([
    trx.selectFrom('user').select('id').where('account', '=', SECRETARY).executeTakeFirst(),
    trx.selectFrom('orgUnit').select('id').where('name', '=', BRANCH).executeTakeFirst(),
  ]);
  if (!secretary || !branch) return;
  const start = new Date(Math.floor((Date.parse(now) - DAY) / HOUR) * HOUR);
  const startTime = start.toISOString();
  const endTime = new Date(start.getTime() + 4 * DAY).toISOString();
  const { id: voteId } = await trx
    .insertInto('orgVote')
    .values({
      orgId: branch.id,
      title: TITLE,
      description:
        '支部委员会拟定了下学期主题党日的四个方案，请每位同志选择最希望参加的（最多 2 项）。得票最多的方案列入支部下学期工作计划，投票结束后公布结果。',
      startTime,
      endTime,
      mode: 'multiple',
      maxChoices: MAX_CHOICES,
      anonymous: 0,
      showResultsBeforeEnd: 0,
      eligibleIdentities: '[]',
      createdAt: now,
      createdBy: secretary.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const items = new Map<string, number>();
  for (const [sort, [name, intro]] of OPTIONS.entries()) {
    const { id } = await trx.insertInto('orgVoteItem').values({ voteId, name, intro, sort }).returning('id').executeTakeFirstOrThrow();
    items.set(name, id);
  }
  const members = await trx
    .selectFrom('user')
    .select(['id', 'account'])
    .where('orgId', '=', branch.id)
    .where('appId', '=', LEARNER_APP_ID)
    .where('status', '=', 1)
    .where('branchConfirmed', '=', 1)
    .execute();
  for (const [account, names, hours] of BALLOTS) {
    const voter = members.find((m) => m.account === account);
    if (!voter) continue;
    await trx
      .insertInto('orgVoteBallot')
      .values({ voteId, userId: voter.id, castAt: new Date(start.getTime() + hours * HOUR).toISOString() })
      .execute();
    await trx
      .insertInto('orgVoteChoice')
      .values(names.map((n) => ({ voteId, itemId: items.get(n) ?? 0, userId: voter.id })))
      .execute();
  }
  const { id: messageId } = await trx
    .insertInto('message')
    .values({
      kind: 'todo',
      title: `投票：${TITLE}`,
      body: [
        `投票时间：${beijing(startTime)} 至 ${beijing(endTime)}（北京时间）`,
        `候选项：${OPTIONS.map(([n]) => n).join('、')}（最多选择 ${MAX_CHOICES} 项）`,
        '请在投票时间内到「组织活动」的「投票表决」中投票，每人一次，提交后不能修改。',
      ].join('\n\n'),
      sender: BRANCH,
      sentAt: now,
      dueAt: endTime,
      actionPath: '/personal-space/workbenches/activity?tab=votes',
      actionText: '去投票',
      doneWhen: 'vote',
      doneRef: voteId,
      sentBy: secretary.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (members.length > 0) {
    await trx
      .insertInto('messageRecipient')
      .values(members.map((m) => ({ userId: m.id, messageId, readAt: null })))
      .execute();
  }
}

const beijing = (iso: string) => new Date(Date.parse(iso) + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
