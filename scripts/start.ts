// `npm start`: build the web app when it is missing or stale, then run the API server, which also
// serves the app under /training2/ (server/main.ts migrates, seeds the demo data once and listens).
//
// The server never outlives `npm start`. npm runs this file as npm → sh -c → tsx → node (this one)
// → server. A `kill` of npm reaches only sh: tsx and this process would live on under PID 1, and so
// would the server. So:
// - the server has an IPC channel to this process: when this process goes, however it goes (a
//   signal, a crash, SIGKILL), the channel closes and the server stops as on SIGTERM
//   ('disconnect' in server/main.ts);
// - this process watches the processes that started it, up to npm (Linux: /proc), and when one of
//   them is gone it stops the server (SIGTERM: it finishes the requests in flight) and exits.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import nodeModule from 'node:module';
import { buildIfStale, ROOT } from './buildIfStale';

const WATCH_MS = 500;

/** The parent of a process (Linux /proc), or null when it is gone (or a zombie) or cannot be read. */
function parentOf(pid: number): number | null {
  if (pid === process.pid) return process.ppid;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ppid …": the command may hold spaces and parentheses
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return state === 'Z' || state === 'X' ? null : Number(ppid);
  } catch {
    return null;
  }
}

/** One variable of a process's environment (Linux /proc), or undefined. */
function envOf(pid: number, name: string): string | undefined {
  try {
    const entry = fs
      .readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .find((e) => e.startsWith(`${name}=`));
    return entry?.slice(name.length + 1);
  } catch {
    return undefined;
  }
}

/**
 * [process, its parent] from this process up to the npm that ran the script: the processes npm
 * started carry its npm_lifecycle_event, npm itself does not. Elsewhere than Linux (no /proc), or
 * not started by npm: this process and its parent alone.
 */
function launchLinks(): Array<[number, number]> {
  const links: Array<[number, number]> = [[process.pid, process.ppid]];
  const event = process.env.npm_lifecycle_event;
  if (!event) return links;
  for (let pid = process.ppid; pid > 1 && links.length < 8 && envOf(pid, 'npm_lifecycle_event') === event;) {
    const parent = parentOf(pid);
    if (parent === null) break;
    links.push([pid, parent]);
    pid = parent;
  }
  return links;
}

/** Runs the server (server/main.ts) under this process and keeps it from outliving the launch. */
export function launchServer(entry = 'server/main.ts'): ChildProcess {
  // node with tsx's loader rather than the tsx launcher, so that the IPC channel is the server's own
  const loader = typeof (nodeModule as { register?: unknown }).register === 'function' ? '--import' : '--loader';
  const server = spawn(process.execPath, [loader, 'tsx', entry], {
    cwd: ROOT,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    // the one-command demo has no proxy in front to drain from: it stops at once unless told otherwise
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS ?? '0' },
  });
  // Ctrl-C reaches the server through the terminal's process group; a plain `kill` of this
  // process is passed on so the server can drain.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => server.kill(signal));
  }
  server.on('error', (err) => {
    console.error(`[start] 无法启动服务：${err.message}`);
    process.exit(1);
  });
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

  const links = launchLinks();
  const watch = setInterval(() => {
    const cut = links.find(([pid, parent]) => parentOf(pid) !== parent);
    if (!cut) return;
    clearInterval(watch);
    console.error(`[start] 启动本服务的进程 ${cut[1]} 已经退出，正在停止服务…`);
    server.kill('SIGTERM');
  }, WATCH_MS);
  watch.unref();
  return server;
}

if (require.main === module) {
  try {
    buildIfStale();
  } catch (error) {
    console.error(`[start] ${(error as Error).message}`);
    process.exit(1);
  }
  launchServer();
}
