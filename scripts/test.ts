// `npm test`: every check, with one closing line `tests: N passed, M failed`. Three lanes run side by
// side from the start, so that the two cores are never idle: the browser tests spend most of their
// time waiting (a video playing in real time, the network going quiet), and lint runs on alone for
// minutes after the type and format checks end; the Jest suites use what they leave.
//   checks:   lint (eslint, the layer rule), typecheck (tsc --noEmit), format check (prettier),
//             one process each
//   suites:   web tests -> server tests on SQLite -> server tests on PostgreSQL
//             (TEST_DATABASE_URL, or a throwaway cluster started here; TEST_PG=0 skips it). The
//             PostgreSQL pass runs the files that import the database layer (Jest follows the
//             imports): a file that does not (the pure rules, a spawned server that is given
//             SQLite) would run the same twice.
//   browsers: build the web app if stale -> e2e in Chromium -> old Chromium (legacy)
// The browser lane's output is shown as it comes; every other step's when it ends.
// A step that is not a Jest run counts as one failed test when it fails. Exits 1 on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './buildIfStale';

// A step's ceiling, not its expected time: beside other work on the same two cores a server suite
// takes several times as long as on a quiet machine.
const STEP_TIMEOUT_MS = 25 * 60_000;
/** the checks lane's niceness: see commandCheck */
const CHECKS_NICENESS = 10;
const PG_INITDB = '/usr/lib/postgresql/15/bin/initdb';
/** where every connection to a database is made: a test that reaches it can run on PostgreSQL */
const DATABASE_LAYER = path.join('server', 'db', 'database.ts');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const outDir = mkdtempSync(path.join(os.tmpdir(), 'training2-test-'));

interface StepResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  note?: string;
}
const results: StepResult[] = [];
const running = new Set<ReturnType<typeof spawn>>();
let pgDir: string | null = null;

/**
 * Runs a command in its own process group (so a timeout or Ctrl-C ends all of it). With `quiet`
 * its output is kept and answered instead of shown, for a step that runs beside another.
 */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  quiet = false,
  niced = false,
): Promise<{ code: number; timedOut: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', detached: true });
    // what the step starts (tsc, eslint's workers) inherits the niceness
    if (niced && child.pid) {
      try {
        os.setPriority(child.pid, CHECKS_NICENESS);
      } catch {
        // not allowed here: the step runs at the usual priority
      }
    }
    running.add(child);
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`[test] ${path.basename(command)} still running after ${STEP_TIMEOUT_MS / 60_000} min: stopping it`);
      killGroup(child.pid);
    }, STEP_TIMEOUT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), timedOut, output: Buffer.concat(output).toString('utf8') });
    });
  });
}

function killGroup(pid: number | undefined) {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

function banner(title: string) {
  console.log(`\n========== ${title} ==========`);
}

async function step(name: string, body: () => Promise<Omit<StepResult, 'name' | 'seconds'>>) {
  banner(name);
  await measured(name, body);
}

async function measured(name: string, body: () => Promise<Omit<StepResult, 'name' | 'seconds'>>) {
  const started = Date.now();
  let result: Omit<StepResult, 'name' | 'seconds'>;
  try {
    result = await body();
  } catch (error) {
    console.error(`[test] ${name}: ${(error as Error).message}`);
    result = { passed: 0, failed: 1, skipped: 0, note: (error as Error).message };
  }
  results.push({ name, seconds: (Date.now() - started) / 1000, ...result });
}

/** A step whose output was kept: shown under its banner when it ends, beside a lane that shows its own as it comes. */
async function quietStep(name: string, body: () => Promise<Omit<StepResult, 'name' | 'seconds'> & { output: string }>) {
  await measured(name, async () => {
    const { output, ...result } = await body();
    banner(name);
    if (output) process.stdout.write(output);
    return result;
  });
}

/**
 * Checks that each use one core, side by side (lint, the type check and the format check: one
 * process each); each one's output is shown under its banner when it ends.
 */
async function sideBySide(steps: Array<[string, () => Promise<Omit<StepResult, 'name' | 'seconds'> & { output: string }>]>) {
  await Promise.all(steps.map(([name, body]) => quietStep(name, body)));
}

/**
 * A check that is one command, run with its output kept: it passes when the command exits 0. It
 * runs niced: the checks lane has minutes to spare, so when a browser test's page or a test worker
 * needs the CPU it gets it first rather than queueing behind lint and tsc. The Jest suites are the
 * longest lane: they keep the usual priority.
 */
function commandCheck(command: string, args: string[], failure: string) {
  return async () => {
    const { code, output } = await run(bin(command), args, process.env, true, true);
    return { passed: 0, failed: code === 0 ? 0 : 1, skipped: 0, ...(code !== 0 && { note: failure }), output };
  };
}

/** One Jest project run; the counts come from Jest's JSON report. `quiet`: its output is answered, not shown. */
async function jest(project: string, label: string, extraArgs: string[], env: NodeJS.ProcessEnv, quiet = false) {
  const outputFile = path.join(outDir, `${label}.json`);
  const args = ['--selectProjects', project, '--json', `--outputFile=${outputFile}`, '--passWithNoTests', ...extraArgs];
  if (process.env.CI) args.push('--ci');
  const { code, timedOut, output } = await run(bin('jest'), args, env, quiet);
  if (!existsSync(outputFile)) {
    return { passed: 0, failed: 1, skipped: 0, note: timedOut ? 'timed out' : `jest exited ${code} without a report`, output };
  }
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  const passed: number = report.numPassedTests;
  // A suite that cannot even load (syntax error, failing import) has no failed test of its own.
  let failed: number = report.numFailedTests + report.numRuntimeErrorTestSuites;
  const skipped: number = report.numPendingTests + report.numTodoTests;
  let note: string | undefined;
  if (report.numTotalTests === 0) note = 'no tests found';
  if (timedOut) note = 'timed out';
  if (code !== 0 && failed === 0) {
    failed = 1; // e.g. a failing globalSetup, or a hang after the run
    note = note ?? `jest exited ${code}`;
  }
  return { passed, failed, skipped, note, output };
}

/**
 * Every route on real old Chromium builds (e2e/legacy/run.ts; it fetches them once into
 * ~/.cache/training2-legacy through the npm registry). The counts come from its report file.
 */
async function legacy(env: NodeJS.ProcessEnv) {
  const reportFile = path.join(outDir, 'legacy.json');
  const { code, timedOut } = await run(bin('tsx'), [path.join(ROOT, 'e2e', 'legacy', 'run.ts')], { ...env, LEGACY_REPORT: reportFile });
  if (!existsSync(reportFile))
    return { passed: 0, failed: 1, skipped: 0, note: timedOut ? 'timed out' : `exited ${code} without a report` };
  const { passed, failed } = JSON.parse(readFileSync(reportFile, 'utf8')) as { passed: number; failed: number };
  return { passed, failed: code !== 0 && failed === 0 ? 1 : failed, skipped: 0, note: timedOut ? 'timed out' : undefined };
}

/** A throwaway cluster when no TEST_DATABASE_URL was given and the server binaries are here. */
function startPostgres(): string | null {
  if (process.env.TEST_PG === '0' || !existsSync(PG_INITDB)) return null;
  pgDir = mkdtempSync(path.join(os.tmpdir(), 'training2-pg-'));
  const result = spawnSync('bash', [path.join(ROOT, 'scripts', 'pg-cluster.sh'), 'start', pgDir], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) {
    console.log(`[test] could not start a PostgreSQL cluster, PostgreSQL tests skipped:\n${result.stderr}`);
    stopPostgres();
    return null;
  }
  console.log(`[test] started a throwaway PostgreSQL cluster in ${pgDir}`);
  return result.stdout.trim();
}

function stopPostgres() {
  if (!pgDir) return;
  spawnSync('bash', [path.join(ROOT, 'scripts', 'pg-cluster.sh'), 'stop', pgDir], { timeout: 60_000 });
  pgDir = null;
}

function cleanUp() {
  for (const child of running) killGroup(child.pid);
  stopPostgres();
  rmSync(outDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

async function main() {
  const started = Date.now();
  // The server's own DATABASE_URL never leaks into tests: they pick SQLite or TEST_DATABASE_URL.
  const { TEST_DATABASE_URL, DATABASE_URL, ...sqliteEnv } = process.env;

  const pgUrl = TEST_DATABASE_URL || startPostgres();
  const checks = () =>
    sideBySide([
      ['lint (eslint)', commandCheck('eslint', ['src', 'server', 'contract', 'e2e', 'bench', 'scripts'], 'lint errors')],
      ['typecheck (tsc --noEmit)', commandCheck('tsc', ['--noEmit', '-p', '.'], 'type errors')],
      ['format (prettier --check)', commandCheck('prettier', ['--check', '.'], 'not formatted: npm run format')],
    ]);
  const suites = async () => {
    await quietStep('web (jest)', () => jest('web', 'web', ['--maxWorkers=2'], sqliteEnv, true));
    await quietStep('server on SQLite (jest)', () => jest('server', 'server-sqlite', ['--maxWorkers=2'], sqliteEnv, true));
    if (pgUrl) {
      await quietStep('server on PostgreSQL (jest)', () =>
        jest(
          'server',
          'server-pg',
          ['--maxWorkers=2', '--findRelatedTests', DATABASE_LAYER],
          { ...sqliteEnv, TEST_DATABASE_URL: pgUrl },
          true,
        ),
      );
    } else {
      console.log('\n[test] no PostgreSQL available (set TEST_DATABASE_URL): server tests ran on SQLite only');
    }
    stopPostgres();
  };
  const browsers = async () => {
    let built = true;
    // in a process of its own: webpack must not hold up this one, which collects the suites' output
    await step('build web app if stale', async () => {
      const { code } = await run(bin('tsx'), [path.join(ROOT, 'scripts', 'buildIfStale.ts')], process.env);
      built = code === 0;
      return { passed: 0, failed: built ? 0 : 1, skipped: 0, ...(!built && { note: 'webpack failed' }) };
    });
    if (built) await step('e2e in Chromium (jest)', () => jest('e2e', 'e2e', ['--runInBand'], sqliteEnv));
    if (built && process.env.TEST_LEGACY !== '0') await step('old Chromium (legacy)', () => legacy(sqliteEnv));
  };
  await Promise.all([checks(), suites(), browsers()]);

  banner('summary');
  for (const r of results) {
    const counts = `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`;
    console.log(
      `${r.failed ? 'FAIL' : 'ok  '}  ${r.name.padEnd(30)} ${counts.padEnd(34)} ${r.seconds.toFixed(1).padStart(6)} s${r.note ? `  (${r.note})` : ''}`,
    );
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
  cleanUp();
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  cleanUp();
  console.log('tests: 0 passed, 1 failed');
  process.exit(1);
});
