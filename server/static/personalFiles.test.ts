import fs from 'node:fs';
import path from 'node:path';
import { endpoints } from '../../contract/endpoints';
import { clock } from '../lib/clock';
import { examinee, type Examinee } from '../test/examFixtures';
import { multipart, TINY_PNG } from '../test/multipart';
import { taskFixture, topicFixture } from '../test/topicFixtures';
import { createTestApp, type TestApp } from '../test/testApp';

// Personal files (a task's 入党申请书 scan, attachments) reach their owner only: by the owner's
// token or by an address the server signed minutes ago for that file; never a lasting public URL,
// never a cache. Avatars and photos stay public.

let t: TestApp;
const lines: string[] = [];
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(line) } });
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);
afterEach(() => clock.reset());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const plain = (url: string) => url.split('?')[0];

async function uploadTask(me: Examinee, taskId: number, content: Buffer, filename = '入党申请书.pdf') {
  const mp = multipart({ taskId: String(taskId), file: { filename, content } });
  const res = await t.app.inject({
    method: 'POST',
    url: endpoints.task.uploadTaskFile.path,
    headers: { ...mp.headers, token: me.token },
    payload: mp.payload,
  });
  return res.json() as { code: number; msg: string; data: { maxMb: number; file: { url: string } | null } | null };
}

async function uploadBase(me: Examinee, purpose: string, content: Buffer, filename: string) {
  const mp = multipart({ purpose, file: { filename, content } });
  const res = await t.app.inject({
    method: 'POST',
    url: endpoints.base.uploadFile.path,
    headers: { ...mp.headers, token: me.token },
    payload: mp.payload,
  });
  return res.json() as { code: number; msg: string; data: { url: string } };
}

async function taskWithFile() {
  const me = await examinee(t);
  const f = await topicFixture(t.db, [me.id]);
  const taskId = await taskFixture(t.db, f.topicId);
  const res = await uploadTask(me, taskId, PDF);
  expect(res.code).toBe(99999);
  return { me, taskId, url: res.data!.file!.url };
}

describe('a task’s file', () => {
  it('is refused without the owner’s token or a signature, and is never cached', async () => {
    const { url } = await taskWithFile();
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf\?expires=\d+&signature=[\w-]+$/);
    const anonymous = await get(plain(url));
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.body).toBe('无权查看该文件，或文件链接已过期：请回到平台重新打开');
    expect(anonymous.headers['cache-control']).toBe('private, no-store');
  });

  it('is served by the signed address the task hands out, privately, for minutes only', async () => {
    const { me, taskId } = await taskWithFile();
    clock.freeze();
    const { url } = (await me.ok('task', 'taskDetail', { taskId })).file!;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    clock.advance(14 * 60);
    expect((await get(url)).statusCode).toBe(200);
    clock.advance(2 * 60);
    expect((await get(url)).statusCode).toBe(403);
  });

  it('a signature is bound to its file: it opens no other, and a changed one opens nothing', async () => {
    const a = await taskWithFile();
    const b = await taskWithFile();
    const query = a.url.slice(a.url.indexOf('?'));
    expect((await get(plain(b.url) + query)).statusCode).toBe(403);
    expect((await get(a.url.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`))).statusCode).toBe(403);
    expect((await get(a.url.replace(/expires=(\d+)/, (_m, n: string) => `expires=${Number(n) + 3600}`))).statusCode).toBe(403);
    expect((await get(`${plain(a.url)}?expires=abc&signature=`)).statusCode).toBe(403);
  });

  it('the owner’s token opens it; another learner’s does not', async () => {
    const { me, url } = await taskWithFile();
    const other = await examinee(t);
    expect((await get(plain(url), { token: me.token })).statusCode).toBe(200);
    expect((await get(plain(url), { token: other.token })).statusCode).toBe(403);
  });

  it('one uploaded before signed addresses (its plain URL stored) is protected and opens by the task’s signed address', async () => {
    const me = await examinee(t);
    const f = await topicFixture(t.db, [me.id]);
    const taskId = await taskFixture(t.db, f.topicId);
    const storedName = '2025/03/0123456789abcdef0123456789abcdef.pdf';
    fs.mkdirSync(path.join(t.dataDir, 'uploads', '2025', '03'), { recursive: true });
    fs.writeFileSync(path.join(t.dataDir, 'uploads', storedName), PDF);
    await t.db
      .insertInto('file')
      .values({
        ownerId: me.id,
        storedName,
        originalName: '申请书.pdf',
        mime: 'application/pdf',
        size: PDF.length,
        purpose: 'attachment',
        createdAt: '2025-03-01T00:00:00.000Z',
      })
      .execute();
    await t.db
      .insertInto('taskSubmission')
      .values({
        taskId,
        userId: me.id,
        state: 'open',
        updatedAt: '2025-03-01T00:00:00.000Z',
        fileUrl: `/uploads/${storedName}`,
        fileName: '申请书.pdf',
        fileSize: PDF.length,
        fileAt: '2025-03-01T00:00:00.000Z',
      })
      .execute();
    expect((await get(`/uploads/${storedName}`)).statusCode).toBe(403);
    const { url } = (await me.ok('task', 'taskDetail', { taskId })).file!;
    expect(plain(url)).toBe(`/uploads/${storedName}`);
    expect((await get(url)).statusCode).toBe(200);
  });

  it('the access log keeps the address but not its signature', async () => {
    const { url } = await taskWithFile();
    const signature = /signature=([\w-]+)/.exec(url)![1];
    lines.length = 0;
    expect((await get(url)).statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain(plain(url));
    expect(log).not.toContain(signature);
  });
});

describe('other uploads', () => {
  it('an attachment uploaded through base/uploadFile comes back by a signed address', async () => {
    const me = await examinee(t);
    const { data } = await uploadBase(me, 'attachment', PDF, '证明.pdf');
    expect(data.url).toMatch(/\?expires=\d+&signature=/);
    expect((await get(plain(data.url))).statusCode).toBe(403);
    expect((await get(data.url)).statusCode).toBe(200);
  });

  it('an image uploaded as an attachment and then shown to others (made the avatar by the address it came back with) becomes public', async () => {
    const me = await examinee(t);
    const { data } = await uploadBase(me, 'attachment', TINY_PNG, '头像.png');
    expect((await get(plain(data.url))).statusCode).toBe(403);
    const info = await me.ok('user', 'editUserInfo', { avatarUrl: data.url });
    clock.advance(3600);
    for (const url of [plain(data.url), info.avatarUrl]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=604800');
    }
  });

  it('a photo stays public and cached', async () => {
    const me = await examinee(t);
    const { data } = await uploadBase(me, 'photo', TINY_PNG, 'board.png');
    expect(data.url).not.toContain('?');
    const res = await get(data.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
  });
});
