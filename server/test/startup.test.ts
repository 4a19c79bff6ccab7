import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listenProblem } from '../startup';

// The real entry point (server/main.ts) started with a wrong DATA_DIR or DATABASE_URL: it must
// stop by itself within seconds, non-zero, with one Chinese line naming the variable and path.

const ROOT = path.resolve(__dirname, '../..');
// A ceiling that tells a hang from a stop, not a speed target: starting tsx and the server on a busy
// machine of two cores took over 20 s.
const LIMIT_MS = 90_000;

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string; ms: number }> {
  const began = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: '', ...env },
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.on('data', (d) => (stdout += d));
    // Bounded: a process still running at the limit is a failure (the /proc spin), not a hang.
    const timer = setTimeout(() => child.kill('SIGKILL'), LIMIT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout, ms: Date.now() - began });
    });
  });
}

function expectOneLine(r: Awaited<ReturnType<typeof start>>, ...parts: string[]) {
  expect(r.ms).toBeLessThan(LIMIT_MS);
  expect(r.code).not.toBe(0);
  expect(r.code).not.toBeNull();
  const lines = r.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  for (const p of parts) expect(lines[0]).toContain(p);
  expect(lines[0]).toMatch(/[\u4e00-\u9fa5]/);
  expect(r.stderr).not.toMatch(/\n\s+at /);
}

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'training2-start-'));
});
afterAll(() => {
  fs.chmodSync(path.join(tmp, 'locked'), 0o755);
  fs.rmSync(tmp, { recursive: true, force: true });
});

test('a DATA_DIR that cannot be created, is a file, or cannot be written stops the server', async () => {
  const file = path.join(tmp, 'a-file');
  fs.writeFileSync(file, '');
  const locked = path.join(tmp, 'locked');
  fs.mkdirSync(locked, { mode: 0o555 });
  // root writes through file modes; a /proc directory refuses it as well.
  const unwritable = process.getuid?.() === 0 ? '/proc/1' : locked;
  const cases = ['/proc/nope', path.join(file, 'data'), file, unwritable];
  const results = await Promise.all(cases.map((dir) => start({ DATA_DIR: dir })));
  results.forEach((r, i) => expectOneLine(r, 'DATA_DIR', cases[i]));
}, 200_000);

test('an unreachable DATABASE_URL stops the server without showing its password', async () => {
  const r = await start({ DATA_DIR: path.join(tmp, 'data'), DATABASE_URL: 'postgres://app:Secret-Pw-42@127.0.0.1:1/training' });
  expectOneLine(r, 'DATABASE_URL', '127.0.0.1:1/training');
  expect(r.stderr + r.stdout).not.toContain('Secret-Pw-42');
}, 200_000);

test('a port in use stops the server with one line naming PORT', async () => {
  const net = await import('node:net');
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const port = String((taken.address() as { port: number }).port);
  try {
    const r = await start({ DATA_DIR: path.join(tmp, 'data-port'), PORT: port, HOST: '127.0.0.1', SEED_DEMO: '0' });
    expectOneLine(r, 'PORT', `127.0.0.1:${port}`, '已被其他程序占用');
  } finally {
    taken.close();
  }
}, 200_000);

test('a HOST that is no address of this machine stops the server with one line naming HOST', async () => {
  // 999.1.1.1 fails in getaddrinfo (ENOTFOUND, or EAI_AGAIN without DNS), 192.0.2.1 (TEST-NET-1) in listen (EADDRNOTAVAIL)
  const hosts = ['999.1.1.1', '192.0.2.1'];
  const results = await Promise.all(
    hosts.map((host, i) => start({ DATA_DIR: path.join(tmp, `data-host-${i}`), HOST: host, SEED_DEMO: '0' })),
  );
  results.forEach((r, i) => expectOneLine(r, '配置错误：无法监听', `${hosts[i]}:0`, '环境变量 HOST'));
  expect(results[1].stderr).toContain('本机没有 192.0.2.1 这个地址');
}, 200_000);

test('each address or port failure gets its reason; any other failure is left to the caller', () => {
  const fail = (code: string) => Object.assign(new Error(code), { code });
  expect(listenProblem(fail('EADDRINUSE'), '0.0.0.0', 8201)).toBe(
    '配置错误：无法监听 0.0.0.0:8201，已被其他程序占用；请用环境变量 PORT、HOST 换一个（EADDRINUSE）',
  );
  expect(listenProblem(fail('ENOTFOUND'), '999.1.1.1', 8202)).toBe(
    '配置错误：无法监听 999.1.1.1:8202，999.1.1.1 不是 IP 地址，也不是能解析的主机名；请把环境变量 HOST 改为本机的地址（0.0.0.0：本机全部地址；127.0.0.1：只限本机）（ENOTFOUND）',
  );
  expect(listenProblem(fail('EINVAL'), 'fe80::1%nope', 8080)).toContain(
    '无法监听 [fe80::1%nope]:8080，fe80::1%nope 不是可以监听的地址；请把环境变量 HOST',
  );
  for (const code of ['EACCES', 'EADDRNOTAVAIL', 'EAFNOSUPPORT', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NODATA']) {
    expect(listenProblem(fail(code), '::', 80)).toMatch(
      new RegExp(`^配置错误：无法监听 \\[::\\]:80，.+；请.+环境变量 .*HOST.+（${code}）$`),
    );
  }
  expect(listenProblem(fail('EMFILE'), '0.0.0.0', 8080)).toBeNull();
  expect(listenProblem(new Error('boom'), '0.0.0.0', 8080)).toBeNull();
});

test('with SEED_DEMO=0 the start banner lists no demo accounts', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
      DATA_DIR: path.join(tmp, 'data-nodemo'),
      SEED_DEMO: '0',
    },
  });
  let stdout = '';
  const started = new Promise<void>((resolve) =>
    child.stdout.on('data', (d) => {
      stdout += d;
      if (stdout.includes('已启动')) resolve();
    }),
  );
  const timer = setTimeout(() => child.kill('SIGKILL'), LIMIT_MS);
  try {
    await started;
    // the banner is one write: wait for its end
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stdout).toContain('智慧党建培训平台已启动');
    expect(stdout).not.toContain('演示账号');
    expect(stdout).not.toContain('Dangjian@2026');
  } finally {
    clearTimeout(timer);
    child.kill('SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
  }
}, 200_000);
