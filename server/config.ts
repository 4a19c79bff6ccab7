import net from 'node:net';
import os from 'node:os';
import { DEFAULT_OVERDUE_DAYS } from '../contract/review';
import path from 'node:path';
import { readSsoConfig, type SsoConfig } from './ssoConfig';

// Everything the server reads from the environment, checked once at start: a wrong value stops
// the server with a message that names the variable, instead of failing later in a request.

export interface Config extends SsoConfig {
  port: number;
  host: string;
  dataDir: string;
  /** a postgres:// URL, or empty for the SQLite file below */
  databaseUrl: string;
  sqliteFile: string;
  /** session lifetime in seconds; renewed while the user is active */
  tokenTtl: number;
  smtpUrl: string;
  corsOrigin: string;
  /** images: avatars and photos (the web app shrinks them before upload) */
  uploadMaxMb: number;
  /** documents: a task's file, any attachment (a scan of several pages) */
  uploadDocMaxMb: number;
  /** total size of the files one user may upload */
  uploadQuotaMb: number;
  /** where uploaded (and demo, imported) files live: one folder shared by every instance (default DATA_DIR/uploads) */
  uploadDir: string;
  /** PostgreSQL: an instance whose clock is off the database's by more than this is taken out (health 503) */
  clockMaxSkewMs: number;
  /** load the demo data once; by default on SQLite only (the one-command demo), never on PostgreSQL unless asked */
  seedDemo: boolean;
  /** migrate the database at start; 0: only check that its schema fits this code (several instances: `npm run migrate`) */
  migrateOnStart: boolean;
  logLevel: string;
  webDist: string;
  /** the reverse proxies whose X-Forwarded-For is believed (addresses, networks); empty: none */
  trustProxy: string[];
  /** sign-in calls (captcha, login, register, mail codes, password reset) per client address per minute; 0: no limit */
  signInPerMinute: number;
  /** ranking and stage report calls per user per minute; 0: no limit */
  reportsPerMinute: number;
  /** days a handed-in item may wait for its review before the console marks it 逾期 */
  reviewOverdueDays: number;
  /** this instance's name on every log line (`instance`), to tell the instances behind a proxy apart */
  instanceName: string;
  /** PostgreSQL connections this instance may open */
  dbPoolMax: number;
  /** how long a request waits for a free PostgreSQL connection before it is answered 503 */
  dbPoolTimeoutMs: number;
  /** after SIGTERM: how long the health check says "draining" while requests are still served */
  shutdownDrainMs: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, def: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`环境变量 ${name} 无效：应为 ${min}-${max} 之间的整数，实际为 "${raw}"`);
  }
  return n;
}

function flag(env: Env, name: string, def: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return def;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`环境变量 ${name} 无效：应为 1 或 0，实际为 "${raw}"`);
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** proxy-addr's names for address ranges, besides addresses and CIDR networks */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY: the proxies in front of the server, so logs show the client's address, not the proxy's. */
function proxies(env: Env): string[] {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (!raw) return [];
  const items = raw.split(',').map((s) => s.trim());
  const valid = (item: string) => {
    if (PROXY_RANGES.includes(item)) return true;
    const [address, bits, ...rest] = item.split('/');
    const family = net.isIP(address);
    if (!family || rest.length) return false;
    if (bits === undefined) return true;
    const n = Number(bits);
    return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
  };
  if (!items.every(valid)) {
    throw new ConfigError(
      `环境变量 TRUST_PROXY 无效：应为反向代理的地址或网段（如 127.0.0.1 或 10.0.0.0/8，也可以是 loopback），多个用逗号分隔；实际为 "${raw}"`,
    );
  }
  return items;
}

/** INSTANCE_NAME: by default host and port, which tell apart the instances of one site. */
function instanceName(env: Env, port: number): string {
  const raw = env.INSTANCE_NAME?.trim();
  if (!raw) return `${os.hostname()}:${port}`;
  // printable only: it is written into every log line, where a control character could forge one
  if (raw.length > 64 || /\p{C}/u.test(raw)) {
    throw new ConfigError(`环境变量 INSTANCE_NAME 无效：应为 1-64 个可打印字符，实际为 "${raw.replace(/\p{C}/gu, '?')}"`);
  }
  return raw;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const dataDir = path.resolve(cwd, env.DATA_DIR?.trim() || './data');
  const databaseUrl = env.DATABASE_URL?.trim() ?? '';
  if (databaseUrl && !isPostgresUrl(databaseUrl)) {
    throw new ConfigError(`环境变量 DATABASE_URL 无效：仅支持 postgres:// 或 postgresql:// 地址，留空则使用 SQLite`);
  }
  const smtpUrl = env.SMTP_URL?.trim() ?? '';
  if (smtpUrl && !/^smtps?:\/\//i.test(smtpUrl)) {
    throw new ConfigError(`环境变量 SMTP_URL 无效：应以 smtp:// 或 smtps:// 开头`);
  }
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`环境变量 LOG_LEVEL 无效：应为 ${LOG_LEVELS.join('、')} 之一`);
  }
  const port = int(env, 'PORT', 8080, 0, 65535);
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    databaseUrl,
    sqliteFile: path.join(dataDir, 'training2.db'),
    tokenTtl: int(env, 'TOKEN_TTL', 86400, 60, 365 * 86400),
    smtpUrl,
    corsOrigin: env.CORS_ORIGIN?.trim() ?? '',
    uploadMaxMb: int(env, 'UPLOAD_MAX_MB', 5, 1, 100),
    uploadDocMaxMb: int(env, 'UPLOAD_DOC_MAX_MB', 20, 1, 200),
    uploadQuotaMb: int(env, 'UPLOAD_QUOTA_MB', 200, 1, 1024 * 1024),
    // relative to the working directory, like DATA_DIR
    uploadDir: env.UPLOAD_DIR?.trim() ? path.resolve(cwd, env.UPLOAD_DIR.trim()) : path.join(dataDir, 'uploads'),
    clockMaxSkewMs: int(env, 'CLOCK_MAX_SKEW_MS', 2000, 100, 3_600_000),
    // PostgreSQL is where production runs: a second instance started as the demo is once loaded the
    // demo's public accounts into a school's database
    seedDemo: flag(env, 'SEED_DEMO', !databaseUrl),
    migrateOnStart: flag(env, 'MIGRATE_ON_START', true),
    logLevel,
    webDist: path.resolve(cwd, env.WEB_DIST?.trim() || './dist'),
    trustProxy: proxies(env),
    signInPerMinute: int(env, 'RATE_LIMIT_SIGN_IN', 600, 0, 1_000_000),
    reportsPerMinute: int(env, 'RATE_LIMIT_REPORTS', 60, 0, 1_000_000),
    reviewOverdueDays: int(env, 'REVIEW_OVERDUE_DAYS', DEFAULT_OVERDUE_DAYS, 1, 365),
    // campus sign-in: PUBLIC_URL, OIDC_* or CAS_*, SSO_LABEL
    ...readSsoConfig(env, (message) => new ConfigError(message)),
    instanceName: instanceName(env, port),
    dbPoolMax: int(env, 'DB_POOL_MAX', 10, 1, 200),
    dbPoolTimeoutMs: int(env, 'DB_POOL_TIMEOUT_MS', 5000, 100, 60_000),
    shutdownDrainMs: int(env, 'SHUTDOWN_DRAIN_MS', 5000, 0, 60_000),
  };
}
