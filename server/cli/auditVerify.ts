// `npm run audit:verify`
//   Walks the audit log of the database the server uses (DATA_DIR / DATABASE_URL) and checks its
//   hash chain: every entry's own hash, and that it points at the entry before it. Prints how many
//   entries it read and every entry found changed or with a removed predecessor. Exit code 0 when
//   the chain is whole, 1 when something was changed or removed, 2 when it could not run.
import { ConfigError } from '../config';
import { beijingTime } from '../lib/beijingDate';
import { verifyChain } from '../modules/audit/chain';
import { openSchoolDatabase } from './schoolDatabase';

async function main(): Promise<number> {
  let opened;
  try {
    opened = await openSchoolDatabase();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`未检查：${err.message}`);
    return 2;
  }
  const { db } = opened;
  try {
    const report = await verifyChain(db);
    const last = report.lastAt ? `，最后一条记于 ${beijingTime(report.lastAt)}` : '';
    console.log(`审计日志共 ${report.entries} 条${last}。`);
    if (report.problems.length === 0) {
      console.log('哈希链完整：没有发现被改动或删除的记录。');
      return 0;
    }
    console.log(`发现 ${report.problems.length} 处问题：`);
    for (const p of report.problems) console.log(`  第 ${p.id} 条（${beijingTime(p.at)}）：${p.problem}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

// an unexpected error is left to crash the process with its stack (an unhandled rejection, exit 1)
void main().then((code) => {
  process.exitCode = code;
});
