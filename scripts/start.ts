// `npm start`: build the web app when it is missing or stale, then run the API server, which also
// serves the app under /training2/ (server/main.ts migrates, seeds the demo data once and listens).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, ROOT } from './buildIfStale';

try {
  buildIfStale();
} catch (error) {
  console.error(`[start] ${(error as Error).message}`);
  process.exit(1);
}

const server = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
// Ctrl-C reaches the server through the terminal's process group; a plain `kill` of this
// process is passed on so the server can drain.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
