import { sql } from 'kysely';
import fs from 'node:fs';
import { Writable } from 'node:stream';
import { endpoints } from '../../contract/endpoints';
import { sqliteOf } from '../db/database';
import { insertStructure, insertUser } from '../test/fixtures';
import { multipart, TINY_PNG } from '../test/multipart';
import { createTestApp } from '../test/testApp';
import { failureAnswer, forgetStorageFullLog, isStorageFull, STORAGE_FULL_LOG_MS } from './errors';

// A full disk is not a bug: the request gets the usual 500 answer (the web app shows its status),
// and the log gets one plain line saying what to do, at most every STORAGE_FULL_LOG_MS, instead of
// a stack per failed write. Once space is freed the server writes again without a restart.

beforeEach(forgetStorageFullLog);

const captureLog = () => {
  const lines: { level: string; obj: unknown; msg?: string }[] = [];
  const at = (level: string) => (obj: unknown, msg?: string) => void lines.push({ level, obj, msg });
  const log = { error: at('error'), warn: at('warn'), info: at('info') } as never;
  return { log, lines };
};

test('SQLite, PostgreSQL and file writes out of space are told apart from bugs', () => {
  for (const code of ['SQLITE_FULL', '53100', 'ENOSPC']) expect(isStorageFull(Object.assign(new Error('full'), { code }))).toBe(true);
  for (const err of [new Error('x'), Object.assign(new Error('x'), { code: 'SQLITE_CONSTRAINT' }), null, undefined, 'text'])
    expect(isStorageFull(err)).toBe(false);
});

test('one plain line per interval, counting the failed writes, and the usual 500 answer', () => {
  let now = 1_000_000;
  const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
  try {
    const { log, lines } = captureLog();
    const full = () =>
      failureAnswer(Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }) as never, undefined, 5, log);
    expect(full()).toEqual({ status: 500, code: 500, msg: '服务器内部错误，请稍后重试' });
    full();
    full();
    now += STORAGE_FULL_LOG_MS;
    full();
    expect(lines.map((l) => [l.level, (l.obj as { failedWrites: number }).failedWrites])).toEqual([
      ['error', 1],
      ['error', 3],
    ]);
    expect(lines[0].msg).toContain('存储空间已满');
    expect(JSON.stringify(lines)).not.toContain('    at ');
    // a bug is still logged with its stack, every time
    failureAnswer(new Error('a bug') as never, undefined, 5, log);
    expect(lines.at(-1)).toMatchObject({ level: 'error', msg: 'unhandled error' });
  } finally {
    clock.mockRestore();
  }
});

test('the real app on a full database: 500, one line in the log, and it writes again once there is room', async () => {
  const lines: string[] = [];
  const t = await createTestApp({ sqliteInFile: true, env: { LOG_LEVEL: 'info' }, logStream: { write: (l) => void lines.push(l) } });
  const captcha = () => t.app.inject({ method: 'POST', url: '/trainingApi/v1/user/generateCaptcha', payload: {} });
  try {
    const sqlite = sqliteOf(t.db);
    let fill: () => Promise<void>;
    let free: () => Promise<void>;
    if (sqlite) {
      // SQLite: no page beyond those the file has now
      const pages = sqlite.pragma('page_count', { simple: true }) as number;
      fill = async () => void sqlite.pragma(`max_page_count = ${pages}`);
      free = async () => void sqlite.pragma(`max_page_count = ${pages * 100}`);
    } else {
      // PostgreSQL: the error a full disk raises (SQLSTATE 53100, disk_full), on the captcha's insert
      fill = async () => {
        await sql`CREATE FUNCTION disk_is_full() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'could not extend file' USING ERRCODE = 'disk_full'; END $$`.execute(
          t.db,
        );
        await sql`CREATE TRIGGER disk_is_full BEFORE INSERT ON captcha FOR EACH ROW EXECUTE FUNCTION disk_is_full()`.execute(t.db);
      };
      free = async () => void (await sql`DROP TRIGGER disk_is_full ON captcha`.execute(t.db));
    }
    await fill();
    let answer;
    // captchas are small: write until SQLite needs a new page
    for (let i = 0; i < 2000 && answer?.statusCode !== 500; i++) answer = await captcha();
    expect(answer!.statusCode).toBe(500);
    expect(answer!.json()).toEqual({ code: 500, msg: '服务器内部错误，请稍后重试', data: null });
    const logged = lines.map((l) => JSON.parse(l)).filter((l) => l.level === 50);
    expect(logged.map((l) => l.msg)).toEqual([expect.stringContaining('存储空间已满')]);
    await free();
    expect((await captcha()).json().code).toBe(99999);
  } finally {
    await t.close();
  }
});

test('an upload whose temporary file cannot be written says the server is full, not that the file is wrong', async () => {
  const lines: string[] = [];
  const t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (l) => void lines.push(l) } });
  await insertStructure(t.db);
  await insertUser(t.db, { account: 'full001', password: 'Full@2026' });
  const token = await t.login('full001', 'Full@2026');
  const upload = () => {
    const mp = multipart({ purpose: 'attachment', file: { filename: '讲义.png', content: TINY_PNG, contentType: 'image/png' } });
    return t.app.inject({ method: 'POST', url: endpoints.base.uploadFile.path, payload: mp.payload, headers: { ...mp.headers, token } });
  };
  // the disk fills up under the multipart reader: its write of the temporary file fails as a full disk does
  const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 });
  const create = jest
    .spyOn(fs, 'createWriteStream')
    .mockImplementation(() => new Writable({ write: (_chunk, _enc, cb) => cb(enospc) }) as never);
  try {
    const res = await upload();
    expect(res.json()).toEqual({ code: 10002, msg: '服务器存储空间已满，暂时无法上传文件，请稍后重试或联系管理员', data: null });
  } finally {
    create.mockRestore();
  }
  expect(
    lines
      .map((l) => JSON.parse(l))
      .filter((l) => l.level === 50)
      .map((l) => l.msg),
  ).toEqual([expect.stringContaining('存储空间已满')]);
  expect(await t.db.selectFrom('file').selectAll().execute()).toEqual([]);
  // room again: the same upload goes through
  expect((await upload()).json().code).toBe(99999);
  await t.close();
});
