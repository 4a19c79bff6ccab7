import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '../contract/endpoints';
import { buildApp } from './app';
import { ConfigError } from './config';
import { HEALTH_PATH } from './http/health';
import { claimUploadDir, MARKER, reclaimUploadDir, readMarker, sharedUploadsWatch, writeMarker } from './sharedUploads';
import { insertUser } from './test/fixtures';
import { multipart, TINY_PNG } from './test/multipart';
import { createTestApp, type TestApp } from './test/testApp';

// UPLOAD_DIR must be the one folder every instance shares: the database's token and the folder's
// marker agree, or the instance refuses to start; a marker gone later turns health to 503.

let t: TestApp;
const dirs: string[] = [];
const freshDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'training2-uploads-'));
  dirs.push(d);
  return d;
};

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const token = async () =>
  (await t.db.selectFrom('meta').select('value').where('key', '=', 'upload_dir_token').executeTakeFirstOrThrow()).value;

test('the first start claims its folder: the marker holds the database token, and the start again agrees', async () => {
  const mine = await token();
  expect(mine).toMatch(/^[0-9a-f]{32}$/);
  expect(readMarker(t.config.uploadDir)).toBe(mine);
  expect(await claimUploadDir(t.db, t.config.uploadDir)).toBe(mine);
  // the marker is the server's: not served as an upload
  expect((await t.app.inject({ method: 'GET', url: `/uploads/${MARKER}` })).statusCode).toBe(404);
});

test("an instance with its own folder refuses to start, naming UPLOAD_DIR and what to do; one on the shared folder serves A's upload", async () => {
  const own = freshDir();
  const refusal = claimUploadDir(t.db, own);
  await expect(refusal).rejects.toBeInstanceOf(ConfigError);
  await expect(refusal).rejects.toThrow(/^环境变量 UPLOAD_DIR 无效：.*没有共享标记文件.*npm run uploads:claim/);
  expect(readMarker(own)).toBeNull();
  // a folder holding another database's marker is refused too
  fs.writeFileSync(path.join(own, MARKER), 'f'.repeat(32));
  await expect(claimUploadDir(t.db, own)).rejects.toThrow(/标记属于另一个数据库/);

  // instance B on the shared folder: the upload through A (t.app) is served by B
  await insertUser(t.db, { account: 'share001', password: 'Share@2026' });
  const tok = await t.login('share001', 'Share@2026');
  const mp = multipart({ purpose: 'avatar', file: { filename: 'a.png', content: TINY_PNG, contentType: 'image/png' } });
  const up = await t.app.inject({
    method: 'POST',
    url: endpoints.base.uploadFile.path,
    payload: mp.payload,
    headers: { ...mp.headers, token: tok },
  });
  expect(up.json().code).toBe(99999);
  const url = up.json().data.url as string;
  const bToken = await claimUploadDir(t.db, t.config.uploadDir);
  const b = await buildApp(t.config, t.db, { logger: false, housekeepingMs: 0, examSweepMs: 0, alertSweepMs: 0, uploadToken: bToken });
  try {
    const served = await b.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
  } finally {
    await b.close();
  }
});

test('instances starting at once on a fresh database agree on one token (one conditional insert)', async () => {
  const before = await token();
  await t.db.deleteFrom('meta').where('key', '=', 'upload_dir_token').execute();
  const shared = freshDir();
  const tokens = await Promise.all(Array.from({ length: 6 }, () => claimUploadDir(t.db, shared)));
  expect(new Set(tokens).size).toBe(1);
  expect(readMarker(shared)).toBe(tokens[0]);
  expect(await token()).toBe(tokens[0]);
  // no temporary marker left behind
  expect(fs.readdirSync(shared)).toEqual([MARKER]);
  // back to the test app's token and folder for the tests below
  await t.db.updateTable('meta').set({ value: before }).where('key', '=', 'upload_dir_token').execute();
  writeMarker(t.config.uploadDir, before);
});

test('uploads:claim makes a new empty folder the shared one, says what is missing, and takes no foreign folder without --replace', async () => {
  const fresh = freshDir();
  const r = await reclaimUploadDir(t.db, fresh, { replace: false });
  expect(r).toMatchObject({ token: await token(), previous: null, known: 1, missing: 1 });
  expect(await claimUploadDir(t.db, fresh)).toBe(r.token);
  const foreign = freshDir();
  fs.writeFileSync(path.join(foreign, MARKER), 'e'.repeat(32));
  await expect(reclaimUploadDir(t.db, foreign, { replace: false })).rejects.toThrow(/--replace/);
  expect(readMarker(foreign)).toBe('e'.repeat(32));
  expect((await reclaimUploadDir(t.db, foreign, { replace: true })).previous).toBe('e'.repeat(32));
  expect(readMarker(foreign)).toBe(r.token);
});

test('the watch re-reads the marker at most every few seconds: a share unmounted later is seen', async () => {
  const dir = freshDir();
  fs.writeFileSync(path.join(dir, MARKER), 'a'.repeat(32));
  let now = 1_000_000;
  const watch = sharedUploadsWatch(dir, 'a'.repeat(32), { now: () => now, cacheMs: 2000 });
  expect(await watch()).toBeNull();
  fs.rmSync(path.join(dir, MARKER));
  now += 1000;
  expect(await watch()).toBeNull();
  now += 1500;
  expect(await watch()).toMatch(/^上传目录不是各实例共用的目录/);
  fs.writeFileSync(path.join(dir, MARKER), 'b'.repeat(32));
  now += 2500;
  expect(await watch()).toMatch(/^上传目录不是各实例共用的目录/);
});

test('health answers 503 with an uploads field once the marker is gone, and 200 again once it is back', async () => {
  const ok = await t.app.inject({ method: 'GET', url: HEALTH_PATH });
  expect([ok.statusCode, ok.json().uploads]).toEqual([200, 'ok']);
  const marker = path.join(t.config.uploadDir, MARKER);
  const kept = fs.readFileSync(marker);
  fs.rmSync(marker);
  // the marker is cached for 2 s: ask until the answer changes (generous deadline)
  const until = async (status: number) => {
    for (let i = 0; i < 150; i++) {
      const res = await t.app.inject({ method: 'GET', url: HEALTH_PATH });
      if (res.statusCode === status) return res.json();
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`health never answered ${status}`);
  };
  expect(await until(503)).toMatchObject({
    status: 'unavailable',
    database: 'ok',
    uploads: expect.stringMatching(/^上传目录不是各实例共用的目录/),
  });
  fs.writeFileSync(marker, kept);
  expect(await until(200)).toMatchObject({ status: 'ok', uploads: 'ok' });
}, 60_000);
