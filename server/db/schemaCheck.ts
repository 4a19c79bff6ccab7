import type { Kysely } from 'kysely';
import { ConfigError } from '../config';
import { migrateToLatest } from './migrate';
import { migrations, type AppMigration } from './migrations';
import { CODE_RELEASE } from './release';
import { readSchemaState, type SchemaState } from './schemaState';
import type { Database } from './schema';

// Whether this code may run on the database's schema, and migrating it first when it may
// (docs/operations/scale-out.md, 升级). Migrations only add (expand/contract), so during a rolling
// upgrade an instance of the previous release runs on the newer schema; a migration that would
// break older code says so (breaksOlderThan), and the older instance then refuses to start.

/** The database cannot be used by this code as it is: one line saying why and what to do. */
export class SchemaRefusal extends ConfigError {}

export interface SchemaReport {
  /** migrations this run applied */
  applied: string[];
  /** said when the database is newer than this code but still fits it */
  warning: string | null;
  state: SchemaState;
}

const dbSide = (s: SchemaState) => `数据库的最新迁移 ${s.dbLatest ?? '无（空库）'}${s.release ? `，由 ${s.release} 版本写入` : ''}`;
const codeSide = (s: SchemaState, release: string) => `本实例是 ${release} 版本，最新迁移 ${s.codeLatest}`;

/** How the database's schema stands against the code: 'behind', 'equal', 'ahead' or 'diverged'. */
export function relation(s: SchemaState): 'behind' | 'equal' | 'ahead' | 'diverged' {
  if (s.unknown.length && s.pending.length) return 'diverged';
  if (s.unknown.length) return 'ahead';
  return s.pending.length ? 'behind' : 'equal';
}

/** A newer schema this code still runs on: what it does not know breaks nothing it reads. */
export function fitsOlderCode(s: SchemaState, list: Record<string, AppMigration>): boolean {
  return s.requires === null || s.requires in list;
}

/** The refusal for a schema this code must not run on, or null (with a warning when it is newer). */
export function judge(
  s: SchemaState,
  list: Record<string, AppMigration>,
  release = CODE_RELEASE,
): { refusal: string | null; warning: string | null } {
  const both = `${dbSide(s)}；${codeSide(s, release)}`;
  const upgradeTo = s.release ? `${s.release} 版本` : `包含迁移 ${s.dbLatest} 的版本`;
  switch (relation(s)) {
    case 'equal':
      return { refusal: null, warning: null };
    case 'behind':
      return {
        refusal: `数据库需要迁移（还差 ${s.pending.length} 个，${both}）：MIGRATE_ON_START=0 时本实例不迁移数据库，请先运行 npm run migrate 再启动`,
        warning: null,
      };
    case 'diverged':
      return {
        refusal: `数据库的迁移与本实例的代码对不上（数据库有本实例不认识的 ${s.unknown.join('、')}，又缺少 ${s.pending.join('、')}；${both}）：请用写入这个数据库的版本运行本实例`,
        warning: null,
      };
    case 'ahead':
      if (!fitsOlderCode(s, list)) {
        return {
          refusal: `数据库已被更新的版本迁移，不再兼容本实例（运行在它上面的代码至少要包含迁移 ${s.requires}；${both}）：请升级本实例到 ${upgradeTo}`,
          warning: null,
        };
      }
      return {
        refusal: null,
        warning: `数据库已被更新的版本迁移（${both}）：新版本只增加了表、列或索引，本实例照常运行；请尽快升级本实例到 ${upgradeTo}`,
      };
  }
}

/**
 * At start: migrates when `migrate` (MIGRATE_ON_START, npm run migrate) and the database is behind,
 * then checks that the code fits the schema. SchemaRefusal when it does not.
 */
export async function prepareSchema(
  db: Kysely<Database>,
  opts: { migrate: boolean; list?: Record<string, AppMigration>; release?: string },
): Promise<SchemaReport> {
  const list = opts.list ?? migrations;
  const release = opts.release ?? CODE_RELEASE;
  let state = await readSchemaState(db, list);
  let applied: string[] = [];
  if (opts.migrate && relation(state) === 'behind') {
    try {
      applied = await migrateToLatest(db, list, release);
    } catch (err) {
      // a newer release may have migrated between the look above and the migrator's lock: its
      // migrations are what made Kysely refuse, and the judgement below says what that means
      state = await readSchemaState(db, list);
      if (!state.unknown.length) throw err;
    }
    state = await readSchemaState(db, list);
  }
  const { refusal, warning } = judge(state, list, release);
  if (refusal) throw new SchemaRefusal(refusal);
  return { applied, warning, state };
}
