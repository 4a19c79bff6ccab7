import { sql, type Kysely } from 'kysely';
import { LEARNER_APP_ID } from '../../../contract/codes';
import type { Database } from '../schema';
import { classmateAccounts } from './classmates';
import { orgTree, type OrgSeed } from './orgs';

// The demo organisation life and votes of the demo learners' branches (计算机学院本科生第一党支部,
// 机械工程学院本科生党支部, 马克思主义学院研究生党支部, 经济与管理学院本科生第二党支部) and their
// committees: past 三会一课 with attendance (one leave approved, one rejected in each branch), a
// 主题党日 going on now, two coming up (陈静 has asked leave for one, pending); one open vote
// (推选优秀共产党员, up to 2, results after the end, five more days), one closed anonymous vote with
// its ballots (民主评议党员) and one not started (支部委员会换届选举候选人预选).
// Every vote follows the party's rules: only 正式党员 vote and stand (预备党员 have no 表决权、
// 选举权和被选举权; 入党积极分子 and the others are not members yet), so the candidates are
// 正式党员 and only the branch's 正式党员 cast ballots. Where the demo has the branch's 正式党员
// as users (马克思主义学院研究生党支部: 陈静 and her classmates 顾一鸣, 邵雨晴), they are its
// candidates and all of them cast the 民主评议 ballots; the other branches' candidates are members
// the demo has no user for.
// Times are relative to when the demo data is written.

const HOUR = 3600_000;
/** the identity with 表决权、选举权和被选举权 */
const FULL_MEMBER = '正式党员';
/**
 * The fewest ballots an ended anonymous vote shows: with one or two, its result tells whom each
 * voter picked. A branch with fewer 正式党员 users has its 民主评议 without ballots.
 */
const ANONYMOUS_BALLOTS_MIN = 3;
const DAY = 24 * HOUR;

interface BranchSeed {
  key: string;
  /** the demo account asking leave: approved for the first meeting, rejected for the second */
  leaveBy: string;
  /** a member missing the party group meeting */
  absent?: string;
  /** a pending leave for the coming branch meeting */
  pendingBy?: string;
  /** 正式党员 who have voted in the open vote already */
  votedEarly: string[];
  /** 正式党员 of the branch, three or more: users of the branch where the demo has them */
  candidates: [name: string, intro: string][];
}

const branches: BranchSeed[] = [
  {
    key: 'marx-grad',
    leaveBy: '2021030301',
    pendingBy: '2021030301',
    absent: '2025120023',
    votedEarly: [],
    candidates: [
      ['陈静', '马克思主义中国化研究方向博士生，支部宣传委员，牵头组织“青年理论宣讲团”进社区宣讲 12 场'],
      ['顾一鸣', '马克思主义中国化研究方向硕士生，担任 2024 级硕士班班长，获校级优秀学生干部'],
      ['邵雨晴', '思想政治教育专业硕士生，支部纪检委员，连续两年参加西部支教志愿服务'],
    ],
  },
  {
    key: 'me-ug',
    leaveBy: '2022020201',
    absent: '2023030142',
    votedEarly: [],
    candidates: [
      ['李卓然', '机械2201班，正式党员，学院学生会学习部部长，专业成绩排名前 5%'],
      ['陈嘉豪', '机械2202班，正式党员，累计志愿服务时长 120 小时，带领团队获全国大学生机械创新设计大赛二等奖'],
      ['张立伟', '车辆2101班，支部书记，组织开展“党员先锋岗”实验室安全值守'],
      ['高晓东', '机械2101班，支部组织委员，帮扶学业困难同学 6 人'],
    ],
  },
  {
    key: 'cs-ug1',
    leaveBy: '2023010102',
    absent: '2023010105',
    votedEarly: [],
    candidates: [
      ['刘子墨', '计科2201班，支部书记，带领支部获评校“样板党支部”'],
      ['陈思远', '软工2201班，支部组织委员，牵头“党员帮学小组”为低年级同学答疑 40 余次'],
      ['王雅婷', '计科2202班，支部宣传委员，负责支部公众号“红色代码”的运营'],
      ['周子健', '智能2201班，正式党员，获中国大学生程序设计竞赛区域赛银奖'],
    ],
  },
  {
    key: 'em-ug2',
    leaveBy: '2022050501',
    absent: '2022040115',
    votedEarly: ['2022040101'],
    candidates: [
      ['韩雪梅', '财管2201班，正式党员，支部宣传委员，组织“金融知识进社区”志愿宣讲'],
      ['吴思涵', '金融2201班，正式党员，获全国大学生金融建模大赛一等奖'],
      ['孙立新', '国贸2101班，支部书记，组织开展“学党史、强信念”读书分享会 8 期'],
      ['李嘉琪', '国贸2102班，支部组织委员，连续三年获校一等奖学金'],
    ],
  },
];

const flatten = (o: OrgSeed, parent: OrgSeed | null): { org: OrgSeed; parent: OrgSeed | null }[] => [
  { org: o, parent },
  ...(o.children ?? []).flatMap((c) => flatten(c, o)),
];

export async function insertOrgActDemo(trx: Kysely<Database>, now: string): Promise<void> {
  const t = Date.parse(now);
  // meetings begin on the hour, Beijing time 14:30 (06:30 UTC) of their day
  const day0 = Math.floor(t / DAY) * DAY + 6.5 * HOUR;
  const at = (days: number, hours = 0) => new Date(day0 + days * DAY + hours * HOUR).toISOString();
  const thisHour = Math.floor(t / HOUR) * HOUR;
  const orgRows = await trx.selectFrom('orgUnit').select(['id', 'name']).execute();
  const orgId = (name: string) => orgRows.find((o) => o.name === name)?.id;
  const tree = flatten(orgTree, null);
  const year = new Date(t + 8 * HOUR).getUTCFullYear();

  for (const b of branches) {
    const node = tree.find((n) => n.org.key === b.key);
    const branchId = node ? orgId(node.org.name) : undefined;
    const committeeId = node?.parent ? orgId(node.parent.name) : undefined;
    if (!node || branchId === undefined || committeeId === undefined) continue;
    const members = await trx
      .selectFrom('user as u')
      .leftJoin('identity as i', 'i.id', 'u.identityId')
      .select(['u.id', 'u.account', 'i.name as identity'])
      .where('u.orgId', '=', branchId)
      .where('u.account', 'not in', classmateAccounts)
      .orderBy('u.id')
      .execute();
    // the members with 表决权 and 选举权: the only ones who cast a ballot (classmates among them)
    const voters = await trx
      .selectFrom('user as u')
      .innerJoin('identity as i', 'i.id', 'u.identityId')
      .select(['u.id', 'u.account', 'u.name'])
      .where('u.orgId', '=', branchId)
      .where('u.status', '=', 1)
      .where('i.name', '=', FULL_MEMBER)
      .orderBy('u.id')
      .execute();
    const userId = (account?: string) => members.find((m) => m.account === account)?.id;
    const short = node.org.name.replace(/^.*?学院/, '');

    const act = async (
      orgOf: number,
      category: string,
      title: string,
      start: string,
      end: string,
      place: string,
      organizer: string,
      agenda: string,
    ) =>
      (
        await trx
          .insertInto('orgAct')
          .values({ orgId: orgOf, category, title, startTime: start, endTime: end, place, organizer, agenda, createdAt: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const record = async (
      actId: number,
      leaves: { account: string; state: 'approved' | 'rejected'; reason: string; comment: string }[],
      absent?: string,
      /** who was expected: the whole branch unless named */
      expected: { id: number; account: string }[] = members,
    ) => {
      for (const l of leaves) {
        const id = userId(l.account);
        if (id !== undefined)
          await trx
            .insertInto('orgActLeave')
            .values({ actId, userId: id, reason: l.reason, state: l.state, comment: l.comment, createdAt: at(-25), reviewedAt: at(-24) })
            .execute();
      }
      for (const m of expected) {
        const leave = leaves.find((l) => l.account === m.account);
        const status = leave?.state === 'approved' ? 'leave' : m.account === absent ? 'absent' : 'present';
        await trx.insertInto('orgActAttendance').values({ actId, userId: m.id, status }).execute();
      }
    };

    const meeting = await act(
      branchId,
      '支部党员大会',
      '支部党员大会：学习贯彻党的二十届四中全会精神',
      at(-21),
      at(-21, 2),
      '学院党员活动室（行政楼 305）',
      `${short}支部委员会`,
      '一、支部书记传达党的二十届四中全会精神\n二、集中学习全会公报\n三、党员代表交流学习体会\n四、研究部署支部下一阶段学习安排',
    );
    await record(meeting, [
      {
        account: b.leaveBy,
        state: 'approved',
        reason: '当天在外地参加全国学术会议并作报告，已向导师报备',
        comment: '同意，请会后通过平台补学会议内容',
      },
    ]);
    // its record, which the absentees' 补学 records show them
    await trx
      .updateTable('orgAct')
      .set({
        minutes: `会议由${short}书记主持，应到党员全部到会或请假。\n一、支部书记传达了党的二十届四中全会精神，集中学习了全会公报。\n二、三名党员代表交流了学习体会，结合学习和科研实际谈了打算。\n三、会议研究了支部下一阶段的学习安排：每周三晚集中学习一次，月底开展一次专题研讨。`,
        recordedAt: at(-21, 3),
      })
      .where('id', '=', meeting)
      .execute();
    const group = await act(
      branchId,
      '党小组会',
      '党小组会：对照党章找差距交流研讨',
      at(-13, 4),
      at(-13, 5.5),
      '图书馆研讨间 B204',
      '第一党小组',
      '一、集体学习《中国共产党章程》总纲\n二、每名党员对照党章逐条查找差距\n三、相互提出批评意见\n四、小组长总结',
    );
    await record(
      group,
      [{ account: b.leaveBy, state: 'rejected', reason: '想利用这个时间准备课程作业', comment: '课程作业可另行安排，请按时参加党小组会' }],
      b.absent,
    );
    const lesson = await act(
      committeeId,
      '党课',
      '专题党课：以党的创新理论凝心铸魂',
      at(-7),
      at(-7, 2),
      '学术报告厅',
      `${node.parent?.name ?? ''}`,
      '主讲：学院党委书记\n一、深刻领会党的创新理论的科学体系\n二、用党的创新理论武装头脑、指导实践\n三、青年党员如何做到学思用贯通、知信行统一',
    );
    await record(lesson, []);
    // the branch committee (支部委员, 正式党员): three of the branch's 正式党员 where the demo has them
    const committeeMeeting = await act(
      branchId,
      '支部委员会',
      '支部委员会：研究确定 2026 年第二批发展对象人选',
      at(-3, 3),
      at(-3, 4.5),
      '学院党员活动室（行政楼 305）',
      `${short}支部委员会`,
      '一、审议入党积极分子培养考察情况\n二、听取培养联系人意见\n三、研究确定发展对象人选并报学院党委备案',
    );
    await record(
      committeeMeeting,
      [],
      undefined,
      (members.some((m) => m.identity === FULL_MEMBER) ? members.filter((m) => m.identity === FULL_MEMBER) : members).slice(0, 3),
    );

    await act(
      branchId,
      '主题党日',
      '主题党日：走进红色教育基地，重温入党誓词',
      new Date(thisHour - HOUR).toISOString(),
      new Date(thisHour + 5 * HOUR).toISOString(),
      '龙华烈士陵园（集合地点：学校东门）',
      `${short}支部委员会`,
      '一、在学校东门集合，统一乘车前往\n二、向烈士敬献花篮、默哀\n三、参观烈士纪念馆，现场讲解\n四、全体党员重温入党誓词\n五、交流参观感受',
    );
    const coming = await act(
      branchId,
      '支部党员大会',
      '支部党员大会：讨论预备党员转正',
      at(2, 1),
      at(2, 3),
      '学院党员活动室（行政楼 305）',
      `${short}支部委员会`,
      '一、预备党员汇报预备期表现并提交转正申请\n二、入党介绍人介绍情况\n三、支部委员会报告审查情况\n四、与会党员充分讨论并举手表决',
    );
    const pending = userId(b.pendingBy);
    if (pending !== undefined) {
      await trx
        .insertInto('orgActLeave')
        .values({
          actId: coming,
          userId: pending,
          reason: '当天下午需参加博士论文开题报告答辩，时间冲突',
          state: 'pending',
          createdAt: now,
          reviewedAt: null,
        })
        .execute();
    }
    await act(
      committeeId,
      '党课',
      '专题党课：学习新修订的《中国共产党纪律处分条例》',
      at(6),
      at(6, 2),
      '学术报告厅',
      `${node.parent?.name ?? ''}`,
      '主讲：学院党委副书记\n一、条例修订的背景和主要内容\n二、结合典型案例解读六项纪律\n三、青年学生党员如何严守纪律规矩',
    );

    // votes: items are the branch's candidates (正式党员), ballots by its 正式党员 only
    const vote = async (v: {
      title: string;
      description: string;
      start: string;
      end: string;
      maxChoices: number;
      anonymous: boolean;
      who: string[];
      names: [string, string][];
    }) => {
      const { id } = await trx
        .insertInto('orgVote')
        .values({
          orgId: branchId,
          title: v.title,
          description: v.description,
          startTime: v.start,
          endTime: v.end,
          mode: v.maxChoices > 1 ? 'multiple' : 'single',
          maxChoices: v.maxChoices,
          anonymous: v.anonymous ? 1 : 0,
          showResultsBeforeEnd: 0,
          eligibleIdentities: JSON.stringify(v.who),
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const items: number[] = [];
      for (const [sort, [name, intro]] of v.names.entries()) {
        items.push(
          (await trx.insertInto('orgVoteItem').values({ voteId: id, name, intro, sort }).returning('id').executeTakeFirstOrThrow()).id,
        );
      }
      return { id, items };
    };
    const cast = async (voteId: number, voter: number, itemIds: number[], anonymous: boolean, castAt: string) => {
      await trx.insertInto('orgVoteBallot').values({ voteId, userId: voter, castAt }).execute();
      await trx
        .insertInto('orgVoteChoice')
        .values(itemIds.map((itemId) => ({ voteId, itemId, userId: anonymous ? null : voter })))
        .execute();
    };

    const open = await vote({
      title: `推选${year}年度优秀共产党员`,
      maxChoices: 2,
      anonymous: false,
      who: [FULL_MEMBER],
      names: b.candidates.slice(0, 3),
      start: at(-1),
      end: at(5),
      description:
        '根据学院党委关于评选表彰优秀共产党员的通知，经支部委员会研究，提出以下候选人。请结合候选人的日常表现，推选不超过 2 名。投票结束后公布结果。',
    });
    for (const [i, account] of b.votedEarly.entries()) {
      const voter = voters.find((m) => m.account === account);
      const others = open.items.filter((_, k) => b.candidates[k][0] !== voter?.name);
      if (voter) await cast(open.id, voter.id, [others[i % others.length], others[(i + 1) % others.length]], false, at(-1, 3 + i));
    }
    const review = await vote({
      title: `${year - 1}年度民主评议党员`,
      maxChoices: 2,
      anonymous: true,
      who: [FULL_MEMBER],
      names: b.candidates,
      start: at(-30),
      end: at(-23),
      description:
        '按照年度民主评议党员工作安排，在个人自评、党员互评的基础上，推荐评议等次为“优秀”的党员（不超过 2 名）。本次投票为匿名投票。',
    });
    // every 正式党员 recommends one or two of the others, never themselves
    for (const [i, m] of (voters.length >= ANONYMOUS_BALLOTS_MIN ? voters : []).entries()) {
      const others = review.items.filter((_, k) => b.candidates[k][0] !== m.name);
      const picks = i % 3 === 2 ? [others[i % others.length]] : [others[i % others.length], others[(i + 1) % others.length]];
      await cast(review.id, m.id, [...new Set(picks)], true, at(-28, i));
    }
    // 差额: fewer to choose than there are candidates
    const seats = Math.min(3, b.candidates.length - 1);
    await vote({
      title: '支部委员会换届选举候选人预选',
      maxChoices: seats,
      anonymous: true,
      who: [FULL_MEMBER],
      names: b.candidates,
      start: at(3),
      end: at(5),
      description: `支部委员会任期届满，拟进行换届选举。本次预选按差额原则，从 ${b.candidates.length} 名候选人初步人选中推选不超过 ${seats} 名。按照党章规定，只有正式党员有表决权、选举权。`,
    });
  }
  await inviteMembers(trx);
}

/**
 * Who was expected at each demo activity: at a past one, the people it has a record for; at the
 * others, the confirmed learners of the holding organisation and of the branches under it (the
 * committee's 党课 is for its branches' members), as a meeting scheduled in the console invites;
 * the ranking classmates stay out of branch matters, as everywhere in the demo.
 */
async function inviteMembers(trx: Kysely<Database>): Promise<void> {
  await sql`insert into org_act_invitee (act_id, user_id)
    select r.act_id, r.user_id from org_act_attendance r
    where not exists (select 1 from org_act_invitee i where i.act_id = r.act_id)
    union
    select a.id, u.id from org_act a
    join "user" u on u.org_id = a.org_id or u.org_id in (select o.id from org_unit o where o.parent_id = a.org_id)
    where u.branch_confirmed = 1 and u.app_id = ${LEARNER_APP_ID} and u.account not in (${sql.join(classmateAccounts)})
      and not exists (select 1 from org_act_attendance r where r.act_id = a.id)
      and not exists (select 1 from org_act_invitee i where i.act_id = a.id)`.execute(trx);
}
