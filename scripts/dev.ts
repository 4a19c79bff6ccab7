// `npm run dev`: the API server (restarted on change by tsx watch, port PORT or 8080) and webpack's
// dev server with hot reload at http://localhost:3000/training2/, which proxies the API to the
// server (API_PROXY_TARGET, see webpack.config.ts).
// Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const children: ChildProcess[] = [];

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    console.log(`[dev] ${label} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  // exit events only: this never rejects
  void Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const apiPort = process.env.PORT || '8080';
run('API server', bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], { NODE_ENV: 'development', PORT: apiPort });
run('webpack dev server', bin('webpack'), ['serve', '--mode', 'development'], {
  NODE_ENV: 'development',
  API_PROXY_TARGET: process.env.API_PROXY_TARGET || `http://localhost:${apiPort}`,
});
