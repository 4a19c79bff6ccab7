// `npm run seed:scale -- --learners 100000 [--out data/scale] [--database-url postgres://...]`
//   A separate database for bench:ranking (issue #12): the demo seed, ~20 more colleges with
//   8-12 branches each, then N learners (accounts s000001..., password Dangjian@2026) with video
//   progress, study days over the last 60 days, topic membership, exam attempts, and stage_study
//   rebuilt. SQLite by default: <out>/training2.db (so `DATA_DIR=data/scale npm start` serves it).
//   --database-url names the target PostgreSQL database: created when missing; refused when it
//   already holds tables. An existing SQLite file is refused too: nothing is ever overwritten.
import { cliFlag } from '../server/cli/cliFlag';
import { describeTarget, ScaleError, seedScale } from './seedScaleData';

async function main(): Promise<void> {
  const learners = Number(cliFlag('learners') ?? 100_000);
  const out = cliFlag('out') ?? 'data/scale';
  const databaseUrl = cliFlag('database-url') ?? '';
  const seed = cliFlag('seed');
  try {
    const result = await seedScale({ learners, out, databaseUrl, seed: seed === undefined ? undefined : Number(seed), log: console.log });
    console.log(`\nrows in ${result.target}:`);
    for (const [table, n] of Object.entries(result.counts)) console.log(`  ${table.padEnd(16)} ${String(n).padStart(10)}`);
    console.log(`done in ${result.seconds.toFixed(1)} s`);
    console.log(
      databaseUrl
        ? `bench: npm run bench:ranking -- --database-url ${databaseUrl}`
        : `bench: npm run bench:ranking -- --db ${out}/training2.db`,
    );
  } catch (err) {
    if (err instanceof ScaleError) {
      console.error(`seed:scale（${describeTarget({ out, databaseUrl })}）：${err.message}`);
      process.exitCode = 2;
      return;
    }
    throw err;
  }
}

void main();
