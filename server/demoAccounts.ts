import type { Kysely } from 'kysely';
import type { Database } from './db/schema';

// The demo accounts (server/db/seed creates them); printed at start so a newcomer can log in at once.
const DEMO_ACCOUNTS = [
  ['2023010101', 'Dangjian@2026', '张晓明，学员（入党积极分子）'],
  ['2023010102', 'Dangjian@2026', '李思雨，学员（发展对象）'],
  ['2022020201', 'Dangjian@2026', '王浩然，学员（预备党员）'],
  ['2021030301', 'Dangjian@2026', '陈静，学员（正式党员）'],
  ['2022050501', 'Dangjian@2026', '王建华，学员（发展对象；考试的演示账号）'],
  ['2023010103', 'Dangjian@2026', '孙雨桐，学员（入党积极分子；专题培训尚未写心得）'],
  ['2024010199', 'Init@2026', '周子涵，学员，初始密码（首次登录须修改）'],
  ['gb001', 'Ganbu@2026', '赵建国，干部（appId 5）'],
  ['other001', 'Other@2026', '刘芳，其他系统用户（appId 1，进入门户页）'],
  ['zb001', 'Zuzhi@2026', '周建国，计算机学院本科生第一党支部书记（管理后台：本支部）'],
  ['zzy001', 'Zuzhi@2026', '林晓红，计算机科学与技术学院党委组织员（管理后台：本学院）'],
  ['dx001', 'Zuzhi@2026', '郑国强，校党校（管理后台：全校）'],
  ['sysadmin', 'Admin@2026', '系统管理员（授权与审计日志）'],
] as const;

/**
 * The banner's lines for the demo accounts this database has. A demo database made by an
 * earlier version lacks the accounts added since (2022050501 came with the exams), and listing
 * them sent a newcomer to a login that could not work. Empty when none is there.
 */
export async function demoAccountLines(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('user')
    .select('account')
    .where(
      'account',
      'in',
      DEMO_ACCOUNTS.map(([account]) => account),
    )
    .execute();
  const present = new Set(rows.map((r) => r.account));
  const listed = DEMO_ACCOUNTS.filter(([account]) => present.has(account));
  if (listed.length === 0) return [];
  return ['演示账号：', ...listed.map(([account, password, who]) => `  ${account.padEnd(12)} ${password.padEnd(15)} ${who}`), ''];
}
