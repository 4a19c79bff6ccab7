import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ConfigError } from './config';

// Checks run before the server opens anything, so a wrong DATA_DIR or DATABASE_URL stops it at
// once with one line naming the variable, instead of a stack trace (or, for a DATA_DIR under
// /proc, Node's recursive mkdir retrying forever).

const CONNECT_TIMEOUT_MS = 5000;

const WHY: Record<string, string> = {
  EACCES: '没有权限',
  EPERM: '没有权限',
  EROFS: '所在文件系统只读',
  ENOENT: '上级路径不可用',
  ENOTDIR: '路径中有一段是文件而不是目录',
  ENOSPC: '磁盘空间不足',
};
const why = (err: unknown) => {
  const code = (err as NodeJS.ErrnoException).code ?? '';
  return WHY[code] ? `${WHY[code]}，${code}` : code || (err as Error).message;
};

/** Creates DATA_DIR one level at a time and proves a file can be written in it. */
export function prepareDataDir(dataDir: string): void {
  const refuse = (why: string) => new ConfigError(`环境变量 DATA_DIR 无效：目录 ${dataDir} ${why}`);
  const missing: string[] = [];
  let dir = dataDir;
  while (!fs.existsSync(dir)) {
    missing.unshift(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const d of missing) {
    try {
      fs.mkdirSync(d);
    } catch (err) {
      throw refuse(`无法创建（${why(err)}）`);
    }
  }
  if (!fs.statSync(dataDir).isDirectory()) throw refuse('不是目录');
  // access() says yes to root on a read-only mount: only a real write tells.
  const probe = path.join(dataDir, `.write-test-${process.pid}`);
  try {
    fs.writeFileSync(probe, '');
    fs.unlinkSync(probe);
  } catch (err) {
    throw refuse(`不可写（${why(err)}）`);
  }
}

/** The URL with its password masked, fit for a message. */
export function maskedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url.replace(/\/\/[^@/]*@/, '//***@');
  }
}

/** Connects once (bounded in time) so an unreachable database is reported, not a stack. */
export async function checkDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A failed connect may also emit 'error'; the rejection below carries the same failure.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw new ConfigError(`环境变量 DATABASE_URL 无效：无法连接数据库 ${maskedUrl(url)}（${reason.replaceAll(url, maskedUrl(url))}）`);
  } finally {
    await client.end().catch(() => {});
  }
}

// Why HOST:PORT could not be listened on, by Node's error code. A HOST that is no address at all
// (999.1.1.1, a misspelt name) fails in getaddrinfo before any port is tried.
const PORT_PROBLEMS: Record<string, string> = {
  EADDRINUSE: '已被其他程序占用',
  EACCES: '没有权限监听（1024 以下的端口需要管理员权限）',
};
const HOST_PROBLEMS: Record<string, (host: string) => string> = {
  EADDRNOTAVAIL: (host) => `本机没有 ${host} 这个地址`,
  EINVAL: (host) => `${host} 不是可以监听的地址`,
  EAFNOSUPPORT: (host) => `本机不支持 ${host} 这类地址（IPv6 未启用？）`,
  ENOTFOUND: (host) => `${host} 不是 IP 地址，也不是能解析的主机名`,
  EAI_AGAIN: (host) => `主机名 ${host} 暂时无法解析`,
  EAI_FAIL: (host) => `主机名 ${host} 无法解析`,
  EAI_NODATA: (host) => `主机名 ${host} 没有对应的地址`,
};
/** What to listen on instead, named with the variables. */
const HOST_HINT = '请把环境变量 HOST 改为本机的地址（0.0.0.0：本机全部地址；127.0.0.1：只限本机）';

/**
 * One line naming PORT or HOST for a listen that failed because of the address or port asked for,
 * or null when the failure is something else (left to the caller to report).
 */
export function listenProblem(err: unknown, host: string, port: number): string | null {
  const code = (err as NodeJS.ErrnoException | null)?.code ?? '';
  const where = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (PORT_PROBLEMS[code]) return `配置错误：无法监听 ${where}，${PORT_PROBLEMS[code]}；请用环境变量 PORT、HOST 换一个（${code}）`;
  if (HOST_PROBLEMS[code]) return `配置错误：无法监听 ${where}，${HOST_PROBLEMS[code](host)}；${HOST_HINT}（${code}）`;
  return null;
}
