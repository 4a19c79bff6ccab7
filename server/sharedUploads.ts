import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { ConfigError } from './config';
import type { Database } from './db/schema';
import { inTransaction } from './db/transaction';

// Several instances must write and serve uploads from one shared folder (UPLOAD_DIR): with a
// folder per instance, a file uploaded through one is a 404 on the others while everything looks
// healthy. The database holds a random token, written once (meta table), and UPLOAD_DIR holds the
// same token in a marker file. An instance whose folder lacks the marker, or holds another token,
// is not looking at the folder the others write to: it refuses to start, and its health check
// answers 503 if the marker disappears later (an unmounted share).

/** The marker's name in UPLOAD_DIR; never served (static/uploads.ts). */
export const MARKER = '.training2-upload-dir';
const META_KEY = 'upload_dir_token';

const newToken = () => randomBytes(16).toString('hex');

/** The token in UPLOAD_DIR's marker, or null when there is none. */
export function readMarker(uploadDir: string): string | null {
  try {
    return fs.readFileSync(path.join(uploadDir, MARKER), 'utf8').trim() || null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Writes the marker whole or not at all: a reader never sees half a token. */
export function writeMarker(uploadDir: string, token: string): void {
  const temp = path.join(uploadDir, `${MARKER}.${process.pid}.${newToken()}.tmp`);
  fs.writeFileSync(temp, `${token}\n`);
  fs.renameSync(temp, path.join(uploadDir, MARKER));
}

/** Creates UPLOAD_DIR if needed and proves it writable; ConfigError naming the variable if not. */
export function prepareUploadDir(uploadDir: string): void {
  try {
    fs.mkdirSync(uploadDir, { recursive: true });
    const probe = path.join(uploadDir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.unlinkSync(probe);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw new ConfigError(`环境变量 UPLOAD_DIR 无效：目录 ${uploadDir} 无法创建或不可写（${code}）`);
  }
}

/** What to do when the folder is not the shared one: the one line of the refusal. */
export function notSharedMessage(uploadDir: string, marker: string | null): string {
  const found = marker === null ? '没有共享标记文件' : '的标记属于另一个数据库';
  return (
    `环境变量 UPLOAD_DIR 无效：${uploadDir} ${found}，不是本站各实例共用的上传目录。请把所有实例共用的上传目录` +
    `（NFS 等共享存储）挂载到这里，或把 UPLOAD_DIR 指向它；确实要改用一个新的空目录时，以同样的环境变量运行一次 npm run uploads:claim（见 docs/operations/scale-out.md 共享上传目录）`
  );
}

/**
 * At start: pairs UPLOAD_DIR with the database and answers the token. The first instance ever
 * (the database has no token yet) claims the folder: one conditional insert of its token, the
 * marker written before the insert commits. Instances starting at the same moment meet at that
 * insert: the losers' inserts wait for the winner's commit (PostgreSQL's unique key; SQLite's
 * write transaction), then read its token, and by then its marker is in the shared folder. A
 * folder that already has a marker when the database has none (a database restored without the
 * token, a commit lost after the marker was written) keeps its token. Otherwise the marker must
 * hold the database's token: ConfigError.
 */
export async function claimUploadDir(db: Kysely<Database>, uploadDir: string): Promise<string> {
  prepareUploadDir(uploadDir);
  return inTransaction(db, async (trx) => {
    const found = readMarker(uploadDir);
    const candidate = found ?? newToken();
    const won = await trx
      .insertInto('meta')
      .values({ key: META_KEY, value: candidate })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (won) {
      if (!found) writeMarker(uploadDir, candidate);
      return candidate;
    }
    const { value: token } = await trx.selectFrom('meta').select('value').where('key', '=', META_KEY).executeTakeFirstOrThrow();
    // read again: a winner that started with us wrote its marker before its insert committed
    const marker = readMarker(uploadDir);
    if (marker !== token) throw new ConfigError(notSharedMessage(uploadDir, marker));
    return token;
  });
}

/**
 * `npm run uploads:claim`: makes UPLOAD_DIR this database's upload folder, for a deliberately new
 * folder. Refuses a folder whose marker belongs to another database unless `replace`, and says
 * how many of the files the database knows are missing there, so a wrong folder shows at once.
 */
export async function reclaimUploadDir(
  db: Kysely<Database>,
  uploadDir: string,
  opts: { replace: boolean },
): Promise<{ token: string; previous: string | null; known: number; missing: number }> {
  prepareUploadDir(uploadDir);
  return inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('meta').select('value').where('key', '=', META_KEY).executeTakeFirst();
    const token = row?.value ?? newToken();
    if (!row) await trx.insertInto('meta').values({ key: META_KEY, value: token }).execute();
    const previous = readMarker(uploadDir);
    if (previous !== null && previous !== token && !opts.replace) {
      throw new ConfigError(
        `${uploadDir} 的标记属于另一个数据库（另一套部署的上传目录？）；确认要让本数据库改用这个目录时，运行 npm run uploads:claim -- --replace`,
      );
    }
    if (previous !== token) writeMarker(uploadDir, token);
    const files = await trx.selectFrom('file').select('storedName').execute();
    const missing = files.filter((f) => !fs.existsSync(path.join(uploadDir, f.storedName))).length;
    return { token, previous, known: files.length, missing };
  });
}

/** Re-reading the marker at most this often: the health check is asked every few seconds. */
export const MARKER_CACHE_MS = 2000;
/** A marker read that has not come back by then counts as a folder gone (a hung network mount). */
export const MARKER_TIMEOUT_MS = 1000;

const NOT_SHARED = '上传目录不是各实例共用的目录（共享标记缺失或不符：共享存储是否已卸载？）';

/**
 * For the health check: what is wrong with UPLOAD_DIR now, or null. The marker is re-read (at most
 * every `cacheMs`), so a share that goes away after the start shows within seconds. The read is
 * asynchronous and bounded in time, and a read still hanging is not repeated: a hung NFS mount
 * must neither block the event loop nor take every thread of libuv's pool.
 */
export function sharedUploadsWatch(
  uploadDir: string,
  token: string,
  opts: { now?: () => number; cacheMs?: number; timeoutMs?: number } = {},
): () => Promise<string | null> {
  const { now = Date.now, cacheMs = MARKER_CACHE_MS, timeoutMs = MARKER_TIMEOUT_MS } = opts;
  let checkedAt = -Infinity;
  let problem: string | null = null;
  let pending: Promise<string | null> | null = null;
  const read = async (): Promise<string | null> => {
    try {
      const marker = (await fs.promises.readFile(path.join(uploadDir, MARKER), 'utf8')).trim();
      return marker === token ? null : NOT_SHARED;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      return code === 'ENOENT' ? NOT_SHARED : `无法读取上传目录的共享标记（${code ?? (err as Error).message}）`;
    }
  };
  return async () => {
    if (now() - checkedAt < cacheMs) return problem;
    if (!pending) {
      pending = read().then((p) => {
        pending = null;
        checkedAt = now();
        problem = p;
        return p;
      });
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`上传目录在 ${timeoutMs / 1000} 秒内没有回答`), timeoutMs);
    });
    try {
      return await Promise.race([pending, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
