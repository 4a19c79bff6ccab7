// npm run build:server's bundle, built into a folder of its own inside the checkout (where its
// node_modules are found), run with plain node on a fresh data folder (SQLite, or a fresh
// PostgreSQL database when TEST_DATABASE_URL is set), with the demo data (the seed reads files
// beside its source) and the API docs page (its assets too); and npm run serve's refusals.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPostgres } from '../server/test/freshPostgres';
import { buildServer } from './buildServer';
import { OUT, serveRefusals, serverStaleReason, STAMP_NAME } from './serverStamp';
import { ROOT } from './webStamp';

const LIMIT_MS = 120_000;
let work: string;
let out: string;
beforeAll(async () => {
  fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  work = fs.mkdtempSync(path.join(ROOT, '.tmp', 'build-server-'));
  out = path.join(work, 'dist-server');
  await buildServer({ out, log: () => undefined });
}, LIMIT_MS);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

test('the bundle starts with node alone and answers health, the API docs page and a demo login', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'training2-bundle-'));
  const pg = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
  const child = spawn(process.execPath, [path.join(out, 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: pg?.url ?? '',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '0',
    },
  });
  let stdout = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stdout += d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    const began = Date.now();
    while (!/已启动：http:\/\/localhost:\d+/.test(stdout)) {
      if (Date.now() - began > LIMIT_MS || child.exitCode !== null) throw new Error(`the bundle did not start:\n${stdout}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const origin = `http://127.0.0.1:${/已启动：http:\/\/localhost:(\d+)/.exec(stdout)![1]}`;
    const health = await fetch(`${origin}/trainingApi/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect((await fetch(`${origin}/trainingApi/docs/`)).status).toBe(200);
    expect(stdout).toContain('2023010101');
    // a demo file the seed copied from beside its source
    const demo = fs.readdirSync(path.join(dataDir, 'uploads', 'demo', 'videos'));
    expect(demo.some((f) => f.endsWith('.mp4'))).toBe(true);
  } finally {
    child.kill('SIGTERM');
    await exited;
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 240_000);

test('npm run serve refuses a missing or stale bundle, naming the command that builds it', () => {
  expect(serverStaleReason(out)).toBeNull();
  expect(serveRefusals(out, '/elsewhere')).toEqual([]);
  const stamp = path.join(out, STAMP_NAME);
  const built = JSON.parse(fs.readFileSync(stamp, 'utf8')) as { files: string[]; hash: string };
  // a source file changed since the build reads as a hash that no longer matches
  fs.writeFileSync(stamp, JSON.stringify({ ...built, hash: '0'.repeat(64) }));
  expect(serveRefusals(out, '/elsewhere')).toEqual([
    `[serve] 未启动：${path.relative(ROOT, out)}/ 比源码旧（构建之后源码改过），请先运行 npm run build:server`,
  ]);
  fs.rmSync(stamp);
  expect(serverStaleReason(out)).toBe(`${path.relative(ROOT, out)}/ 不存在`);
  expect(serverStaleReason(path.join(work, 'nothing'))).toContain('不存在');
  expect(OUT).toBe(path.join(ROOT, 'dist-server'));
});

test('npm run serve before any build: one line naming npm run build:server, not a stack', async () => {
  const copy = path.join(work, 'checkout');
  fs.mkdirSync(path.join(copy, 'scripts'), { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'scripts', 'serve.cjs'), path.join(copy, 'scripts', 'serve.cjs'));
  const r = await new Promise<{ code: number; err: string }>((resolve) =>
    execFile(process.execPath, [path.join(copy, 'scripts', 'serve.cjs')], (error, _out, err) =>
      resolve({ code: error ? Number(error.code) : 0, err }),
    ),
  );
  expect(r.code).toBe(1);
  expect(r.err.trim()).toBe('[serve] 未启动：dist-server/ 不存在，请先运行 npm run build:server');
});
