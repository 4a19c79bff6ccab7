import { endpoints } from '../../../contract/endpoints';
import { examinee, type Examinee } from '../../test/examFixtures';
import { multipart, TINY_PNG } from '../../test/multipart';
import { taskFixture, topicFixture } from '../../test/topicFixtures';
import { createTestApp, type TestApp } from '../../test/testApp';

// One limit per kind of upload, the same in the task's text (maxMb), the browser's check (it reads
// maxMb) and the server: documents up to UPLOAD_DOC_MAX_MB (20 by default: a scan of several
// pages), a task's own lower limit within it, images up to UPLOAD_MAX_MB.

const MB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const pdfOf = (mb: number) => Buffer.concat([PDF, Buffer.alloc(mb * MB - PDF.length)]);
const SETUP_MS = 120_000;

async function uploadTask(t: TestApp, me: Examinee, taskId: number, content: Buffer) {
  const mp = multipart({ taskId: String(taskId), file: { filename: '扫描件.pdf', content } });
  const res = await t.app.inject({
    method: 'POST',
    url: endpoints.task.uploadTaskFile.path,
    headers: { ...mp.headers, token: me.token },
    payload: mp.payload,
  });
  return res.json() as { code: number; msg: string; data: { maxMb: number } | null };
}

async function taskOf(t: TestApp, maxMb: number) {
  const me = await examinee(t);
  const f = await topicFixture(t.db, [me.id]);
  const taskId = await taskFixture(t.db, f.topicId);
  await t.db.updateTable('topicTask').set({ maxMb }).where('id', '=', taskId).execute();
  return { me, taskId };
}

describe('default limits', () => {
  let t: TestApp;
  beforeAll(async () => void (t = await createTestApp()), SETUP_MS);
  afterAll(() => t.close(), SETUP_MS);

  it('a task that says 10MB takes a 9 MB scan and refuses 11 MB with the same number', async () => {
    const { me, taskId } = await taskOf(t, 10);
    expect((await me.ok('task', 'taskDetail', { taskId })).maxMb).toBe(10);
    expect(await uploadTask(t, me, taskId, pdfOf(9))).toMatchObject({ code: 99999, data: { maxMb: 10 } });
    expect((await uploadTask(t, me, taskId, pdfOf(11))).msg).toBe('文件不能超过 10MB');
  });

  it('a task without a limit of its own takes documents up to 20 MB', async () => {
    const { me, taskId } = await taskOf(t, 0);
    expect((await me.ok('task', 'taskDetail', { taskId })).maxMb).toBe(20);
    expect((await uploadTask(t, me, taskId, pdfOf(19))).code).toBe(99999);
  });

  it('a photo keeps the image limit', async () => {
    const me = await examinee(t);
    const mp = multipart({ purpose: 'photo', file: { filename: 'big.png', content: Buffer.concat([TINY_PNG, Buffer.alloc(6 * MB)]) } });
    const res = await t.app.inject({
      method: 'POST',
      url: endpoints.base.uploadFile.path,
      headers: { ...mp.headers, token: me.token },
      payload: mp.payload,
    });
    expect(res.json().msg).toBe('文件不能超过 5MB');
  });
});

describe('UPLOAD_DOC_MAX_MB', () => {
  let t: TestApp;
  beforeAll(async () => void (t = await createTestApp({ env: { UPLOAD_DOC_MAX_MB: '2' } })), SETUP_MS);
  afterAll(() => t.close(), SETUP_MS);

  it('caps a task’s own limit, and the task shows the capped number', async () => {
    const { me, taskId } = await taskOf(t, 10);
    expect((await me.ok('task', 'taskDetail', { taskId })).maxMb).toBe(2);
    expect((await uploadTask(t, me, taskId, pdfOf(3))).msg).toBe('文件不能超过 2MB');
  });
});
