// `npm run migrate [-- --check]`
//   Migrates the database the server uses (DATA_DIR / DATABASE_URL) to this release's schema, once,
//   for several instances started with MIGRATE_ON_START=0 (docs/operations/scale-out.md, 升级).
//   Safe while instances run and when run twice at once (db/migrate.ts). Prints what it applied.
//   --check: changes nothing, prints whether the database is behind, equal to or ahead of this code.
// Exit codes: 0 the schema fits this code (migrated, or --check: equal); 1 --check: behind, run
// npm run migrate; 3 --check: ahead, a newer release migrated, this code still runs on it;
// 4 ahead and this code must not run on it (or the migrations disagree): upgrade; 2 could not run
// (configuration, database unreachable, a migration failed).
import type { Kysely } from 'kysely';
import { ConfigError } from '../config';
import type { Database } from '../db/schema';
import { judge, prepareSchema, relation } from '../db/schemaCheck';
import { migrations } from '../db/migrations';
import { CODE_RELEASE } from '../db/release';
import { readSchemaState, type SchemaState } from '../db/schemaState';
import { connectSchoolDatabase } from './schoolDatabase';

const EXIT = { fits: 0, behind: 1, failed: 2, aheadFits: 3, refused: 4 } as const;

function describe(s: SchemaState): string[] {
  return [
    `数据库：最新迁移 ${s.dbLatest ?? '无（空库）'}${s.release ? `（由 ${s.release} 版本写入）` : ''}`,
    `本版本 ${CODE_RELEASE}：最新迁移 ${s.codeLatest}`,
  ];
}

async function check(db: Kysely<Database>): Promise<number> {
  const state = await readSchemaState(db, migrations);
  for (const line of describe(state)) console.log(line);
  const { refusal, warning } = judge(state, migrations);
  switch (relation(state)) {
    case 'equal':
      console.log('相同：不需要迁移。');
      return EXIT.fits;
    case 'behind':
      console.log(`落后：还差 ${state.pending.length} 个迁移（${state.pending.join('、')}），请运行 npm run migrate。`);
      return EXIT.behind;
    default:
      if (refusal) {
        console.log(`较新，本版本不能在它上面运行：${refusal}`);
        return EXIT.refused;
      }
      console.log(`较新，本版本仍可运行：${warning}`);
      return EXIT.aheadFits;
  }
}

async function main(): Promise<number> {
  let db;
  try {
    ({ db } = await connectSchoolDatabase());
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`未迁移：${err.message}`);
    return EXIT.failed;
  }
  try {
    if (process.argv.slice(2).includes('--check')) return await check(db);
    const { applied, warning, state } = await prepareSchema(db, { migrate: true });
    if (applied.length) console.log(`已执行 ${applied.length} 个迁移：${applied.join('、')}`);
    else if (warning) console.log(`未做改变：${warning}`);
    else console.log(`数据库已是本版本（${CODE_RELEASE}）的结构，最新迁移 ${state.codeLatest}，没有要执行的迁移。`);
    return EXIT.fits;
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`未迁移：${err.message}`);
    return EXIT.refused;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    // a migration that failed (db/migrate.ts names it; its transaction is rolled back), or the
    // database lost on the way: the whole error, for whoever fixes it
    console.error('迁移失败：', err);
    process.exitCode = EXIT.failed;
  },
);
