// The server started by `npm start` must not outlive it. The process chain is npm's own: a real
// `npm start` in a folder whose start script runs scripts/start.ts's launcher (without its build
// step) through tsx, so npm → sh -c → tsx → node (launcher) → node (server/main.ts); then the top of
// the chain, or the launcher, is killed and the server's port must be free within seconds.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const LIMIT_MS = 30_000;

let tmp: string;
let npm: ChildProcess | null = null;

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'training2-start-chain-'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(tmp, 'node_modules'));
  fs.writeFileSync(
    path.join(tmp, 'package.json'),
    JSON.stringify({ name: 'start-chain', private: true, scripts: { start: 'tsx launch.ts' } }),
  );
  fs.writeFileSync(
    path.join(tmp, 'launch.ts'),
    [
      "import fs from 'node:fs';",
      `import { launchServer } from ${JSON.stringify(path.join(ROOT, 'scripts', 'start'))};`,
      'const server = launchServer();',
      "fs.writeFileSync('pids.json', JSON.stringify({ launcher: process.pid, server: server.pid }));",
    ].join('\n'),
  );
});

afterEach(() => {
  // whatever a failed test left running: the chain is one process group
  if (npm?.pid) {
    try {
      process.kill(-npm.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  npm = null;
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Alive and not a zombie (an orphan's exit may wait for a PID 1 that does not reap). */
function alive(pid: number): boolean {
  try {
    return !/^\S+ \(.*\) [ZX]/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function until(what: string, ok: () => boolean | Promise<boolean>, ms: number): Promise<number> {
  const began = Date.now();
  while (!(await ok())) {
    if (Date.now() - began > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - began;
}

/** `npm start` in its own process group; resolves once the server listens. */
async function npmStart(): Promise<{ port: number; pids: { launcher: number; server: number }; output: () => string }> {
  let output = '';
  npm = spawn('npm', ['start'], {
    cwd: tmp,
    detached: true,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, 'data'),
      DATABASE_URL: '',
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      npm_config_update_notifier: 'false',
    },
  });
  npm.stdout!.on('data', (d) => (output += d));
  npm.stderr!.on('data', (d) => (output += d));
  await until('the server starts', () => /已启动：http:\/\/localhost:\d+/.test(output), LIMIT_MS);
  const port = Number(/已启动：http:\/\/localhost:(\d+)/.exec(output)![1]);
  const pids = JSON.parse(fs.readFileSync(path.join(tmp, 'pids.json'), 'utf8')) as { launcher: number; server: number };
  expect(await accepts(port)).toBe(true);
  return { port, pids, output: () => output };
}

test('kill -TERM of npm: the server drains and stops, the launcher with it', async () => {
  const { port, pids, output } = await npmStart();
  process.kill(npm!.pid!, 'SIGTERM');
  // npm passes the signal to sh alone; the launcher notices and stops the server
  await until('the port is free', async () => !(await accepts(port)), 5_000);
  await until('the server and the launcher exit', () => !alive(pids.server) && !alive(pids.launcher), 5_000);
  expect(output()).toContain('正在停止服务');
}, 60_000);

test('kill -KILL of npm: the server stops all the same', async () => {
  const { port, pids } = await npmStart();
  process.kill(npm!.pid!, 'SIGKILL');
  await until('the port is free', async () => !(await accepts(port)), 5_000);
  await until('the server and the launcher exit', () => !alive(pids.server) && !alive(pids.launcher), 5_000);
}, 60_000);

test('the launcher killed outright (as by a crash): the server stops on its own', async () => {
  const { port, pids, output } = await npmStart();
  process.kill(pids.launcher, 'SIGKILL');
  await until('the port is free', async () => !(await accepts(port)), 5_000);
  await until('the server exits', () => !alive(pids.server), 5_000);
  expect(output()).toContain('启动本服务的 npm start 已经退出，正在停止服务');
}, 60_000);
