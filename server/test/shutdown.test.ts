import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

// The real entry point (server/main.ts) on SIGTERM: it drains (health 503 "draining", requests
// still served, their connections closed), and a second signal ends the drain at once: it exits
// 0 long before SHUTDOWN_DRAIN_MS, so nothing here waits for the drain's time to pass.

const ROOT = path.resolve(__dirname, '../..');
// a ceiling that tells a hang from a stop (tsx and the server start slowly on a busy machine)
const LIMIT_MS = 90_000;

function get(port: number, urlPath: string): Promise<{ status: number; connection?: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });
}

test('SIGTERM drains; a second signal stops it at once, with exit code 0', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'training2-shutdown-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      SHUTDOWN_DRAIN_MS: '60000',
    },
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), LIMIT_MS);
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, at: Date.now() })),
  );
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const look = () => {
        const m = /已启动：http:\/\/localhost:(\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      };
      child.stdout.on('data', look);
      void exited.then(() => reject(new Error(`the server stopped before it started:\n${out}`)));
    });
    expect((await get(port, '/trainingApi/health')).status).toBe(200);

    child.kill('SIGTERM');
    // the signal is handled between requests: ask until the health check says so (bounded)
    let health = await get(port, '/trainingApi/health');
    for (let i = 0; health.status === 200 && i < 100; i++) health = await get(port, '/trainingApi/health');
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'draining' });
    const page = await get(port, '/help/');
    expect([page.status, page.connection]).toEqual([200, 'close']);

    const cutAt = Date.now();
    child.kill('SIGTERM');
    const { code, at } = await exited;
    expect(code).toBe(0);
    // well inside SHUTDOWN_DRAIN_MS (60 s): the second signal ended the drain
    expect(at - cutAt).toBeLessThan(30_000);
    expect(out).toContain('健康检查改答 503（draining）');
    expect(out).toContain('正在停止服务');
  } finally {
    clearTimeout(killer);
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 200_000);
