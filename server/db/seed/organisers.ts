import type { Kysely } from 'kysely';
import type { OrganiserRole } from '../../../contract/organiser';
import { hashPassword } from '../../lib/password';
import { backfill } from '../migrations/0033_organiser';
import { nation } from '../reference/enums';
import type { Database } from '../schema';

// The organiser side of the demo (issue #41): four staff accounts, each a party member who also
// studies on the platform (appId 6), with a grant — the secretary of 张晓明's and 孙雨桐's branch,
// the organiser of the computer-science college's committee, the 党校 and the system administrator —
// and one self-registered applicant waiting for the branch. Then every hand-in the demo stored
// so far becomes a review item (the migration's backfill, which skips what already has one).

interface OrganiserSeed {
  account: string;
  password: string;
  name: string;
  pinyin: string;
  gender: 1 | 2;
  /** the branch the person belongs to as a party member */
  ownBranch: string;
  role: OrganiserRole;
  /** the node the grant is at */
  grantAt: string;
  college: string;
  phone: string;
}

export const DEMO_ORGANISERS: OrganiserSeed[] = [
  {
    account: 'zb001',
    password: 'Zuzhi@2026',
    name: '周建国',
    pinyin: 'zhoujianguo',
    gender: 1,
    ownBranch: '计算机学院教工党支部',
    role: 'branch',
    grantAt: '计算机学院本科生第一党支部',
    college: '计算机科学与技术学院',
    phone: '13916620001',
  },
  {
    account: 'zzy001',
    password: 'Zuzhi@2026',
    name: '林晓红',
    pinyin: 'linxiaohong',
    gender: 2,
    ownBranch: '计算机学院教工党支部',
    role: 'college',
    grantAt: '计算机科学与技术学院党委',
    college: '计算机科学与技术学院',
    phone: '13916620002',
  },
  {
    account: 'dx001',
    password: 'Zuzhi@2026',
    name: '郑国强',
    pinyin: 'zhengguoqiang',
    gender: 1,
    ownBranch: '党校办公室党支部',
    role: 'school',
    grantAt: '',
    college: '党委组织部',
    phone: '13916620003',
  },
  {
    account: 'sysadmin',
    password: 'Admin@2026',
    name: '系统管理员',
    pinyin: 'sysadmin',
    gender: 1,
    ownBranch: '党委组织部党支部',
    role: 'sysadmin',
    grantAt: '',
    college: '党委组织部',
    phone: '13916620004',
  },
];

/** A self-registered applicant of 张晓明's branch, waiting for the branch to confirm (kind register). */
const APPLICANT = { account: '2025010188', name: '吴梓轩', pinyin: 'wuzixuan', branch: '计算机学院本科生第一党支部' };

export async function insertOrganiserDemo(trx: Kysely<Database>, now: string): Promise<void> {
  const units = await trx.selectFrom('orgUnit').select(['id', 'name', 'parentId']).execute();
  const root = units.find((u) => u.parentId === null);
  const unitId = (name: string) => {
    const u = name === '' ? root : units.find((x) => x.name === name);
    if (!u) throw new Error(`demo data: unknown org unit ${name}`);
    return u.id;
  };
  const identity = async (name: string) =>
    (await trx.selectFrom('identity').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const staff = await identity('党务工作者');
  const hashes = new Map<string, string>();
  for (const p of new Set(DEMO_ORGANISERS.map((o) => o.password))) hashes.set(p, await hashPassword(p));
  for (const o of DEMO_ORGANISERS) {
    const user = await trx
      .insertInto('user')
      .values({
        account: o.account,
        passwordHash: hashes.get(o.password)!,
        name: o.name,
        gender: o.gender,
        appId: 6,
        avatarUrl: '',
        phone: o.phone,
        email: `${o.pinyin}@example.edu.cn`,
        studentNo: `JG${o.phone.slice(-6)}`,
        nation: nation('汉族'),
        education: '14',
        partyStatus: 'member',
        birthday: '1982-05-01',
        joinPartyDate: '2004-06-30',
        college: o.college,
        major: '',
        className: '',
        identityId: staff,
        orgId: unitId(o.ownBranch),
        stageId: null,
        defaultPassword: 0,
        status: 1,
        createdAt: now,
        updatedAt: now,
        passwordChangedAt: now,
        lastLoginAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('orgGrant')
      .values({ userId: user.id, role: o.role, orgId: unitId(o.grantAt), grantedAt: now })
      .execute();
  }
  const registeredAt = new Date(Date.parse(now) - 9 * 86_400_000).toISOString();
  await trx
    .insertInto('user')
    .values({
      account: APPLICANT.account,
      passwordHash: await hashPassword('Dangjian@2026'),
      name: APPLICANT.name,
      gender: 1,
      appId: 6,
      avatarUrl: '',
      phone: '13655120188',
      email: `${APPLICANT.pinyin}@stu.example.edu.cn`,
      studentNo: APPLICANT.account,
      nation: nation('汉族'),
      education: '61',
      partyStatus: 'applicant',
      birthday: '2007-03-09',
      joinPartyDate: null,
      college: '计算机科学与技术学院',
      major: '计算机科学与技术',
      className: '计科2501班',
      identityId: await identity('入党申请人'),
      orgId: unitId(APPLICANT.branch),
      stageId: null,
      defaultPassword: 0,
      status: 1,
      branchConfirmed: 0,
      createdAt: registeredAt,
      updatedAt: registeredAt,
      passwordChangedAt: registeredAt,
      lastLoginAt: null,
    })
    .execute();
  await insertWaitingHandIns(trx, unitId(APPLICANT.branch), now);
  await backfill(trx);
}

const daysBefore = (now: string, days: number) => new Date(Date.parse(now) - days * 86_400_000).toISOString();

const LEAVE_REASONS = [
  { account: '2023010105', reason: '当天随学院代表队赴外校参加程序设计竞赛，已向辅导员请假', daysAgo: 9 },
  { account: '2023010114', reason: '当天下午有专业课期中考试，时间冲突', daysAgo: 2 },
  { account: '2023010127', reason: '家中有事需回老家一趟，已向班主任说明', daysAgo: 1 },
];

/**
 * So that the branch secretary's queues are not empty where the demo above stored nothing for
 * the branch: leave requests for the branch's next meeting (one waiting past the overdue days)
 * and a practice record handed in a week and more ago.
 */
async function insertWaitingHandIns(trx: Kysely<Database>, branchId: number, now: string): Promise<void> {
  const act = await trx
    .selectFrom('orgAct')
    .select('id')
    .where('orgId', '=', branchId)
    .where('startTime', '>', now)
    .orderBy('startTime')
    .executeTakeFirst();
  const ids = new Map(
    (
      await trx
        .selectFrom('user')
        .select(['id', 'account'])
        .where(
          'account',
          'in',
          LEAVE_REASONS.map((l) => l.account),
        )
        .execute()
    ).map((u) => [u.account, u.id]),
  );
  if (act) {
    for (const l of LEAVE_REASONS) {
      const userId = ids.get(l.account);
      if (userId === undefined) continue;
      await trx
        .insertInto('orgActLeave')
        .values({ actId: act.id, userId, reason: l.reason, state: 'pending', createdAt: daysBefore(now, l.daysAgo), reviewedAt: null })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
  const practiser = ids.get('2023010105');
  const topic = await trx
    .selectFrom('topicMember')
    .select('topicId')
    .where('userId', '=', practiser ?? -1)
    .executeTakeFirst();
  if (practiser !== undefined && topic) {
    const at = daysBefore(now, 8);
    await trx
      .insertInto('practiceRecord')
      .values({
        userId: practiser,
        topicId: topic.topicId,
        title: '到社区开展反诈宣传志愿服务',
        practiceDate: at.slice(0, 10),
        place: '学府路社区服务中心',
        content:
          '周六上午和同学一起到学府路社区开展反诈宣传，向老人们讲解常见的电信诈骗手法，帮助二十多位居民安装了国家反诈中心 App。\n' +
          '活动中我体会到，党员和入党积极分子要把学到的本领用在为群众办实事上，耐心细致地把道理讲清楚。',
        images: '[]',
        state: 'submitted',
        savedAt: at,
        submittedAt: at,
      })
      .execute();
  }
}
