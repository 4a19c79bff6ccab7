// `npm run bench:ranking [-- --db data/scale/training2.db] [-- --database-url postgres://...]`
//   On the database made by `npm run seed:scale` (100,000 learners): p50/p95/p99/max of
//   user/ranking (my rank and the top 50 at each level: branch, college, school) and
//   user/stageReport, for --sample learners (500, a fixed seed), after --warmup calls (200).
//   Server time in process: the real app (buildApp) answers app.inject calls, each timed from
//   the call to the parsed answer (routing, the token check, validation, the handler and the
//   serialisation; no socket). The same calls are timed again on the service functions alone.
//   Targets (issue #12): ranking p95 <= 5 ms, report p95 <= 20 ms. --explain (or any missed
//   target) prints each ranking query with its plan (EXPLAIN QUERY PLAN / EXPLAIN ANALYZE) and
//   its mean time. Sessions for the sampled learners are inserted, and deleted at the end.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { CODE_OK } from '../contract/codes';
import { endpoints } from '../contract/endpoints';
import type { RankingLevel } from '../contract/userReport';
import { buildApp } from '../server/app';
import { isPostgresUrl, loadConfig } from '../server/config';
import { createDb } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { randomHex, sha256 } from '../server/lib/tokens';
import { ranking } from '../server/modules/user/ranking';
import { stageReport } from '../server/modules/user/report';
import { mulberry32 } from '../server/lib/random';
import { cliFlag } from '../server/cli/cliFlag';
import { SCALE_META_KEY } from './seedScaleData';

const argv = process.argv.slice(2);

const DATABASE_URL = cliFlag('database-url') ?? '';
const DB_FILE = path.resolve(cliFlag('db') ?? 'data/scale/training2.db');
const SAMPLE = Number(cliFlag('sample') ?? 500);
const WARMUP = Number(cliFlag('warmup') ?? 200);
const EXPLAIN = argv.includes('--explain');
const LEVELS: RankingLevel[] = ['branch', 'college', 'school'];
const TARGET = { ranking: 5, report: 20 };

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)] : 0;

interface Row {
  call: string;
  times: number[];
  errors: number;
  target: number;
}

function printTable(title: string, rows: Row[]): boolean {
  const head = ['call', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'target p95'];
  const widths = [26, 5, 8, 8, 8, 8, 7, 18];
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' ');
  console.log(`\n${title}\n${line(head)}`);
  let met = true;
  for (const r of rows) {
    const t = [...r.times].sort((a, b) => a - b);
    const p95 = percentile(t, 95);
    const ok = p95 <= r.target && r.errors === 0;
    met &&= ok;
    console.log(
      line([
        r.call,
        String(t.length),
        percentile(t, 50).toFixed(2),
        p95.toFixed(2),
        percentile(t, 99).toFixed(2),
        (t.at(-1) ?? 0).toFixed(2),
        String(r.errors),
        `${r.target} ms ${ok ? 'meets' : 'misses'}`,
      ]),
    );
  }
  return met;
}

function shuffled<T>(list: T[], rand: () => number): T[] {
  const a = [...list];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

async function describe(db: Kysely<Database>): Promise<{ stageId: number; branchId: number; collegeId: number }> {
  const stages = await db
    .selectFrom('stage as s')
    .innerJoin('phase as p', 'p.id', 's.phaseId')
    .select((eb) => [
      's.id',
      's.name',
      'p.name as phase',
      eb
        .selectFrom('user as u')
        .whereRef('u.stageId', '=', 's.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('learners'),
      eb
        .selectFrom('stageStudy as r')
        .whereRef('r.stageId', '=', 's.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('ranked'),
    ])
    .orderBy('s.id')
    .execute();
  const total = stages.reduce((n, s) => n + Number(s.learners), 0);
  console.log('\nstage sizes (learners in the stage / with a stage_study row):');
  for (const s of stages) {
    console.log(
      `  ${String(s.id).padStart(2)} ${`${s.phase} ${s.name}`.padEnd(28, '　')} ${String(s.learners).padStart(7)} (${((Number(s.learners) * 100) / total).toFixed(1)}%) ${String(s.ranked).padStart(7)}`,
    );
  }
  const biggest = stages.reduce((a, b) => (Number(b.ranked) > Number(a.ranked) ? b : a));
  const largest = async (column: 'branchId' | 'collegeId') =>
    db
      .selectFrom('stageStudy as r')
      .innerJoin('orgUnit as o', 'o.id', `r.${column}`)
      .select((eb) => [`r.${column} as id`, 'o.name', eb.fn.countAll<number>().as('n')])
      .where('r.stageId', '=', biggest.id)
      .groupBy([`r.${column}`, 'o.name'])
      .orderBy('n', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
  const branch = await largest('branchId');
  const college = await largest('collegeId');
  console.log(
    `largest scopes in the biggest stage (${biggest.id}, ${biggest.ranked} ranked): branch ${branch.name} ${branch.n}, college ${college.name} ${college.n}`,
  );
  return { stageId: biggest.id, branchId: Number(branch.id), collegeId: Number(college.id) };
}

/** Each ranking query of one caller, with its parameters, plan and the mean time over `users`. */
async function explainRanking(users: number[], worst: number): Promise<void> {
  const captured: { query: CompiledQuery; ms: number }[] = [];
  const log = (e: { level: string; query: CompiledQuery; queryDurationMillis: number }) =>
    void captured.push({ query: e.query, ms: e.queryDurationMillis });
  const pool = DATABASE_URL ? new pg.Pool({ connectionString: DATABASE_URL, max: 1 }) : null;
  const sqlite = DATABASE_URL ? null : new SQLite(DB_FILE, { readonly: true });
  const db = new Kysely<Database>({
    dialect: pool ? new PostgresDialect({ pool }) : new SqliteDialect({ database: sqlite! }),
    plugins: [new CamelCasePlugin()],
    log,
  });
  try {
    for (const level of LEVELS) {
      // mean time of each statement over the sample (the statement is known by its position)
      const sums: number[] = [];
      for (const id of users) {
        captured.length = 0;
        await ranking(db, id, level);
        captured.forEach((c, i) => (sums[i] = (sums[i] ?? 0) + c.ms));
      }
      captured.length = 0;
      await ranking(db, worst, level);
      console.log(`\n== ranking level=${level}: statements of user ${worst} (the largest scope), mean ms over ${users.length} callers`);
      for (const [i, c] of captured.entries()) {
        console.log(
          `-- #${i + 1} mean ${(sums[i] / users.length).toFixed(3)} ms; params ${JSON.stringify(c.query.parameters)}\n${c.query.sql}`,
        );
        if (pool) {
          const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${c.query.sql}`, c.query.parameters as unknown[]);
          for (const r of rows) console.log(`   ${r['QUERY PLAN']}`);
        } else {
          const plan = sqlite!.prepare(`EXPLAIN QUERY PLAN ${c.query.sql}`).all(...(c.query.parameters as unknown[])) as {
            detail: string;
          }[];
          for (const r of plan) console.log(`   ${r.detail}`);
        }
      }
    }
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<void> {
  if (DATABASE_URL && !isPostgresUrl(DATABASE_URL)) throw new Error('--database-url: a postgres:// URL');
  if (!DATABASE_URL && !fs.existsSync(DB_FILE)) {
    console.error(
      `bench:ranking: ${DB_FILE} does not exist. Make it first (about a minute):\n  npm run seed:scale -- --learners 100000` +
        `${cliFlag('db') ? ` --out ${path.dirname(cliFlag('db')!)}` : ''}`,
    );
    process.exitCode = 2;
    return;
  }
  const engine = DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  const dataDir = DATABASE_URL ? path.resolve('data/scale') : path.dirname(DB_FILE);
  // the per-learner limit on ranking and report (RATE_LIMIT_REPORTS) is off: one learner is asked 100 times
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_REPORTS: '0' }),
    databaseUrl: DATABASE_URL,
    sqliteFile: DB_FILE,
  };
  const db = createDb(config);
  const meta = await db.selectFrom('meta').select('value').where('key', '=', SCALE_META_KEY).executeTakeFirst();
  if (!meta) {
    console.error(
      `bench:ranking: this ${engine} database was not made by seed:scale (no meta ${SCALE_META_KEY}). Make one with\n  npm run seed:scale -- --learners 100000`,
    );
    await db.destroy();
    process.exitCode = 2;
    return;
  }
  // a database made by an older seed:scale is brought to the current schema, as the server does on start
  const applied = await migrateToLatest(db);
  if (applied.length) console.log(`migrated the ${engine} database: ${applied.join(', ')}`);
  const app = await buildApp(config, db, { logger: false, examSweepMs: 0, housekeepingMs: 0 });
  await app.ready();
  const tokens = new Map<number, string>();
  try {
    const { learners: seeded, at } = JSON.parse(meta.value) as { learners: number; at: string };
    console.log(
      `bench:ranking on ${engine} (${DATABASE_URL ? new URL(DATABASE_URL).pathname.slice(1) : DB_FILE}): made by seed:scale with ${seeded} learners at ${at}`,
    );
    const scope = await describe(db);

    const rand = mulberry32(12);
    const ids = (
      await db.selectFrom('user').select('id').where('account', 'like', 's%').where('stageId', 'is not', null).orderBy('id').execute()
    ).map((r) => r.id);
    const sample = shuffled(ids, rand).slice(0, SAMPLE);
    const worst = await db
      .selectFrom('stageStudy')
      .select('userId')
      .where('stageId', '=', scope.stageId)
      .where('branchId', '=', scope.branchId)
      .orderBy('seconds')
      .orderBy('userId')
      .limit(1)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const expiresAt = new Date(Date.now() + 365 * 86_400_000).toISOString();
    for (const id of [...sample, worst.userId]) tokens.set(id, randomHex(32));
    await db
      .insertInto('session')
      .values([...tokens].map(([userId, token]) => ({ tokenHash: sha256(token), userId, createdAt: now, expiresAt, lastSeenAt: now })))
      .execute();

    const calls: { call: string; target: number; path: string; body: object; direct: (id: number) => Promise<unknown> }[] = [
      ...LEVELS.map((level) => ({
        call: `user/ranking ${level}`,
        target: TARGET.ranking,
        path: endpoints.user.ranking.path,
        body: { level },
        direct: (id: number) => ranking(db, id, level),
      })),
      {
        call: 'user/stageReport',
        target: TARGET.report,
        path: endpoints.user.stageReport.path,
        body: {},
        direct: (id: number) => stageReport(db, id, new Date()),
      },
    ];
    const inject = async (c: (typeof calls)[number], id: number): Promise<[number, boolean]> => {
      const t0 = performance.now();
      const res = await app.inject({ method: 'POST', url: c.path, headers: { token: tokens.get(id)! }, payload: c.body });
      const ok = (res.json() as { code: number }).code === CODE_OK;
      return [performance.now() - t0, ok];
    };
    console.log(`\nwarm-up: ${WARMUP} calls of each; then each of ${sample.length} sampled learners once per call, in a shuffled order`);
    for (const c of calls) for (let i = 0; i < WARMUP; i++) await inject(c, sample[i % sample.length]);
    const viaApp: Row[] = [];
    for (const c of calls) {
      const row: Row = { call: c.call, times: [], errors: 0, target: c.target };
      for (const id of shuffled(sample, rand)) {
        const [ms, ok] = await inject(c, id);
        row.times.push(ms);
        if (!ok) row.errors++;
      }
      viaApp.push(row);
    }
    const direct: Row[] = [];
    for (const c of calls) {
      const row: Row = { call: c.call, times: [], errors: 0, target: c.target };
      for (const id of shuffled(sample, rand)) {
        const t0 = performance.now();
        await c.direct(id);
        row.times.push(performance.now() - t0);
      }
      direct.push(row);
    }
    const worstRow: Row[] = [];
    for (const c of calls.slice(0, 3)) {
      const row: Row = { call: `${c.call} (largest)`, times: [], errors: 0, target: c.target };
      for (let i = 0; i < 100; i++) {
        const [ms, ok] = await inject(c, worst.userId);
        row.times.push(ms);
        if (!ok) row.errors++;
      }
      worstRow.push(row);
    }
    const metApp = printTable(`${engine}: server time through the app (app.inject), ms`, viaApp);
    printTable(`${engine}: service functions alone (ranking(), stageReport()), ms`, direct);
    const metWorst = printTable(
      `${engine}: one learner of the largest branch of the biggest stage, 100 calls each (app.inject), ms`,
      worstRow,
    );
    const rankingMissed = [...viaApp, ...worstRow].some(
      (r) =>
        r.target === TARGET.ranking &&
        percentile(
          [...r.times].sort((a, b) => a - b),
          95,
        ) > r.target,
    );
    if (EXPLAIN || rankingMissed) await explainRanking(sample.slice(0, 100), worst.userId);
    if (!metApp || !metWorst) process.exitCode = 1;
  } finally {
    await db
      .deleteFrom('session')
      .where('tokenHash', 'in', [...tokens.values()].map(sha256))
      .execute()
      .catch(() => undefined);
    await app.close();
    await db.destroy();
  }
}

void main();
