import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { endpoints } from '../../../contract/endpoints';
import { insertStructure, insertUser } from '../../test/fixtures';
import { multipart, TINY_PNG } from '../../test/multipart';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { displayName } from './upload';

const b = endpoints.base;
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await insertStructure(t.db);
  await insertUser(t.db, { account: 'base001', password: 'Base@2026' });
  await insertUser(t.db, { account: 'cadre01', password: 'Cadre@2026', appId: 5 });
  token = await t.login('base001', 'Base@2026');
});
afterAll(() => t.close());

describe('getSetting', () => {
  test('answers both parts as JSON strings with the defaults', async () => {
    const res = await call<{ base: string; video: string }>(t.app, b.getSetting.path);
    expect(res.code).toBe(99999);
    expect(JSON.parse(res.data.base)).toMatchObject({ platformName: '智慧党建培训平台', helpUrl: '/help/', registerEnabled: true });
    expect(JSON.parse(res.data.video)).toEqual({
      heartbeatSeconds: 30,
      allowSeek: false,
      maxSpeed: 1.5,
      completeRatio: 0.9,
      pauseOnBlur: true,
    });
  });

  test('a stored setting is laid over the defaults; an invalid one is ignored', async () => {
    await t.db
      .insertInto('setting')
      .values([
        { key: 'base', value: JSON.stringify({ platformName: '某某大学党建平台', junk: 1 }), updatedAt: '' },
        { key: 'video', value: JSON.stringify({ maxSpeed: 99 }), updatedAt: '' },
      ])
      .execute();
    try {
      const res = await call<{ base: string; video: string }>(t.app, b.getSetting.path, {}, 'stale');
      const base = JSON.parse(res.data.base);
      expect(base).toMatchObject({ platformName: '某某大学党建平台', helpUrl: '/help/' });
      expect(base.junk).toBeUndefined();
      expect(JSON.parse(res.data.video).maxSpeed).toBe(1.5);
    } finally {
      await t.db.deleteFrom('setting').execute();
    }
  });
});

describe('getAppSetting', () => {
  test("the token user's app wins over the header; anonymous callers use the header, else app 6", async () => {
    const cadre = await t.login('cadre01', 'Cadre@2026');
    const asCadre = await t.app.inject({ method: 'POST', url: b.getAppSetting.path, headers: { token: cadre, appId: '6' } });
    expect(asCadre.json()).toMatchObject({ code: 99999, data: { appId: 5, appName: '干部培训', learningTheWay: false, cadreArea: true } });
    const anon = await t.app.inject({ method: 'POST', url: b.getAppSetting.path, headers: { appId: '1' } });
    expect(anon.json()).toMatchObject({ data: { appId: 1 } });
    expect(await call(t.app, b.getAppSetting.path)).toMatchObject({ data: { appId: 6, learningTheWay: true } });
    const unknown = await t.app.inject({ method: 'POST', url: b.getAppSetting.path, headers: { appId: '42' } });
    expect(unknown.json()).toEqual({ code: 10002, msg: '未知的应用编号：42', data: null });
  });

  test("carries the login page's brand (name, logo, notice, registration) to callers without a token", async () => {
    const before = await call<{ login: Record<string, unknown> }>(t.app, b.getAppSetting.path);
    expect(before.data.login).toEqual({
      platformName: '智慧党建培训平台',
      logoUrl: '',
      loginNotice: '请使用学号（工号）和密码登录；首次登录请修改初始密码。',
      registerEnabled: true,
    });
    await t.db
      .insertInto('setting')
      .values({
        key: 'base',
        value: JSON.stringify({ platformName: '某某大学党建平台', registerEnabled: false, logoUrl: '/logo.png' }),
        updatedAt: '',
      })
      .execute();
    try {
      const after = await call<{ login: Record<string, unknown> }>(t.app, b.getAppSetting.path);
      expect(after.data.login).toMatchObject({ platformName: '某某大学党建平台', registerEnabled: false, logoUrl: '/logo.png' });
      expect(after.data.login).not.toHaveProperty('helpUrl');
    } finally {
      await t.db.deleteFrom('setting').execute();
    }
  });
});

describe('getEnumByCode', () => {
  test('answers the items in order, form-encoded', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: b.getEnumByCode.path,
      payload: 'code=gender',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.json()).toEqual({
      code: 99999,
      msg: '操作成功',
      data: [
        { value: '1', label: '男' },
        { value: '2', label: '女' },
      ],
    });
  });

  test('unknown and missing codes', async () => {
    expect(await call(t.app, b.getEnumByCode.path, { code: 'nope' })).toMatchObject({ code: 10002, msg: '未知的枚举编码：nope' });
    expect(await call(t.app, b.getEnumByCode.path, {})).toMatchObject({ code: 10002, msg: '枚举编码不能为空' });
  });
});

describe('uploadFile', () => {
  const upload = (parts: Parameters<typeof multipart>[0], tok: string | null = token) => {
    const mp = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: b.uploadFile.path,
      payload: mp.payload,
      headers: { ...mp.headers, ...(tok ? { token: tok } : {}) },
    });
  };

  test('stores an image under a server-made name and serves it back', async () => {
    const res = await upload({ purpose: 'avatar', file: { filename: '../../我的头像.png', content: TINY_PNG, contentType: 'image/png' } });
    const body = res.json();
    expect(body).toMatchObject({ code: 99999, data: { name: '我的头像.png', size: TINY_PNG.length, mime: 'image/png' } });
    expect(body.data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(fs.existsSync(path.join(t.dataDir, body.data.url))).toBe(true);
    const row = await t.db.selectFrom('file').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ originalName: '我的头像.png', purpose: 'avatar', mime: 'image/png' });

    const served = await t.app.inject({ method: 'GET', url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  test('the real type decides, not the name: a script called .png is refused', async () => {
    const res = await upload({
      purpose: 'avatar',
      file: { filename: 'x.png', content: Buffer.from('<script>alert(1)</script>'), contentType: 'image/png' },
    });
    expect(res.json()).toEqual({ code: 10002, msg: '仅支持 JPG、PNG、GIF、WEBP 格式的图片', data: null });
  });

  test('an avatar must be square and at most 256x256 (read from the header); attachments may be any size', async () => {
    const pngOf = (w: number, h: number) => {
      const buf = Buffer.from(TINY_PNG);
      buf.writeUInt32BE(w, 16);
      buf.writeUInt32BE(h, 20);
      return buf;
    };
    const avatar = (content: Buffer) => upload({ purpose: 'avatar', file: { filename: 'a.png', content, contentType: 'image/png' } });
    expect((await avatar(pngOf(895, 895))).json()).toEqual({
      code: 10002,
      msg: '头像须为不超过 256×256 像素的正方形图片（当前为 895×895），请裁剪缩小后再上传',
      data: null,
    });
    expect((await avatar(pngOf(200, 100))).json()).toMatchObject({ code: 10002, msg: expect.stringContaining('（当前为 200×100）') });
    expect((await avatar(pngOf(256, 256))).json()).toMatchObject({ code: 99999 });
    expect((await avatar(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).json()).toMatchObject({
      code: 10002,
      msg: '无法读取头像图片的尺寸，请换一张图片',
    });
    expect((await upload({ purpose: 'attachment', file: { filename: 'a.png', content: pngOf(895, 600) } })).json()).toMatchObject({
      code: 99999,
    });
  });

  test('a name longer than 100 characters keeps its extension; a shorter one is kept whole', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%test\n');
    const long = `${'scan_2026_11_27_application_letter_of_zhang_xiaoming_to_the_branch_committee_final_version_2_'.repeat(2)}.pdf`;
    const res = (await upload({ purpose: 'attachment', file: { filename: long, content: pdf } })).json();
    expect(res).toMatchObject({ code: 99999, data: { mime: 'application/pdf' } });
    expect(res.data.name).toBe(`${long.slice(0, 95)}….pdf`);
    expect(Array.from(res.data.name as string)).toHaveLength(100);
    const row = await t.db
      .selectFrom('file')
      .select('originalName')
      .where('storedName', '=', res.data.url.split('?')[0].slice('/uploads/'.length))
      .executeTakeFirstOrThrow();
    expect(row.originalName).toBe(res.data.name);
    const eighty = 'x'.repeat(80);
    expect((await upload({ purpose: 'photo', file: { filename: `${eighty}.png`, content: TINY_PNG } })).json().data.name).toBe(
      `${eighty}.png`,
    );
  });

  test('displayName: a character is not cut in half, a long name without an extension is cut at the end', () => {
    expect(displayName('😀'.repeat(150) + '.jpeg')).toBe(`${'😀'.repeat(94)}….jpeg`);
    expect(displayName('党'.repeat(120))).toBe(`${'党'.repeat(99)}…`);
    expect(displayName(`${'a'.repeat(120)}.not an extension`)).toBe(`${'a'.repeat(99)}…`);
    expect(displayName(`C:\\docs\\${'b'.repeat(100)}.pdf`)).toBe(`${'b'.repeat(95)}….pdf`);
    expect(displayName('b'.repeat(96) + '.pdf')).toBe('b'.repeat(96) + '.pdf');
    expect(displayName('\u0000\u001f')).toBe('未命名文件');
  });

  test('a PDF is an attachment, not an avatar', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%test\n');
    expect((await upload({ purpose: 'avatar', file: { filename: 'a.pdf', content: pdf } })).json()).toMatchObject({
      code: 10002,
      msg: '仅支持 JPG、PNG、GIF、WEBP 格式的图片',
    });
    expect((await upload({ purpose: 'attachment', file: { filename: 'a.pdf', content: pdf } })).json()).toMatchObject({
      code: 99999,
      data: { mime: 'application/pdf' },
    });
  });

  test('a photo (practice record, board post) is an image: a PDF, or text named .pdf, is refused naming only images', async () => {
    const imageOnly = { code: 10002, msg: '仅支持 JPG、PNG、GIF、WEBP 格式的图片', data: null };
    const photo = (filename: string, content: Buffer) => upload({ purpose: 'photo', file: { filename, content } });
    expect((await photo('scan.pdf', Buffer.from('%PDF-1.4\n%test\n'))).json()).toEqual(imageOnly);
    expect((await photo('fake.pdf', Buffer.from('just some text'))).json()).toEqual(imageOnly);
    const ok = (await photo('现场.png', TINY_PNG)).json();
    expect(ok).toMatchObject({ code: 99999, data: { mime: 'image/png' } });
    const row = await t.db
      .selectFrom('file')
      .selectAll()
      .where('storedName', '=', ok.data.url.slice('/uploads/'.length))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ purpose: 'photo', originalName: '现场.png' });
    // an attachment still takes a PDF, and its refusal of anything else still names it
    expect(
      (await upload({ purpose: 'attachment', file: { filename: 'fake.pdf', content: Buffer.from('just some text') } })).json(),
    ).toEqual({ code: 10002, msg: '仅支持 JPG、PNG、GIF、WEBP 格式的图片或 PDF 文件', data: null });
  });

  test('a file over the limit is refused', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload({ purpose: 'avatar', file: { filename: 'big.png', content: big, contentType: 'image/png' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 10002, msg: '文件不能超过 5MB', data: null });
  });

  test('no file, a text field instead of a file, a bad purpose, no token', async () => {
    expect((await upload({ purpose: 'avatar' })).json()).toMatchObject({ code: 10002, msg: '文件不能为空' });
    expect((await upload({ purpose: 'avatar', file: 'hello' })).json()).toMatchObject({ code: 10002, msg: '请选择要上传的文件' });
    expect((await upload({ purpose: 'x', file: { filename: 'a.png', content: TINY_PNG } })).json()).toMatchObject({
      code: 10002,
      msg: '用途取值无效',
    });
    expect((await upload({ file: { filename: 'a.png', content: TINY_PNG } }, null)).json()).toMatchObject({ code: 10003, msg: '请先登录' });
  });

  const incoming = () => path.join(t.dataDir, 'incoming');
  const leftovers = () => (fs.existsSync(incoming()) ? fs.readdirSync(incoming()) : []);

  /**
   * A multipart body of one file of `fileBytes` zeros, made while it is read (64 KB at a time,
   * never held whole); `read()` tells how much the server had pulled, `stop()` ends it.
   */
  function streamed(fileBytes: number) {
    const mp = multipart({ purpose: 'avatar', file: { filename: 'big.png', content: Buffer.from('@@FILE@@') } });
    const text = mp.payload.toString('latin1');
    const [before, after] = text.split('@@FILE@@').map((p) => Buffer.from(p, 'latin1'));
    const total = before.length + TINY_PNG.length + fileBytes + after.length;
    let sent = 0;
    const chunks = (function* () {
      yield before;
      yield TINY_PNG;
      const zeros = Buffer.alloc(64 * 1024);
      for (let left = fileBytes; left > 0; left -= zeros.length) yield zeros.subarray(0, Math.min(left, zeros.length));
      yield after;
    })();
    const stream = new Readable({
      read() {
        const next = chunks.next();
        if (next.done) return void this.push(null);
        sent += next.value.length;
        this.push(next.value);
      },
    });
    return { stream, headers: mp.headers, total, read: () => sent, stop: () => stream.destroy() };
  }

  test('a file is streamed to disk, and nothing is left in the incoming folder after the answer', async () => {
    const res = await upload({ purpose: 'avatar', file: { filename: 'a.png', content: TINY_PNG } });
    expect(res.json()).toMatchObject({ code: 99999 });
    await upload({ purpose: 'avatar', file: { filename: 'x.png', content: Buffer.from('not an image') } });
    await upload({ purpose: 'avatar', file: { filename: 'big.png', content: Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]) } });
    expect(leftovers()).toEqual([]);
  });

  test('a second file in one request is refused', async () => {
    const mp = multipart({
      purpose: 'avatar',
      file: { filename: 'a.png', content: TINY_PNG },
      other: { filename: 'b.png', content: TINY_PNG },
    });
    const res = await t.app.inject({ method: 'POST', url: b.uploadFile.path, payload: mp.payload, headers: { ...mp.headers, token } });
    expect(res.json()).toEqual({ code: 10002, msg: '一次上传的文件过多', data: null });
    expect(leftovers()).toEqual([]);
  });

  // The multipart cap is the largest kind's (UPLOAD_DOC_MAX_MB, 20 by default); an avatar of 5-20 MB
  // is read, then refused at its own limit (above).
  // A refused body is still read to its end and thrown away (http/bodyDrain.ts), so a browser that
  // is still sending gets the answer; none of it reaches the multipart parser or the disk.
  test('an oversized body is refused from its Content-Length: no part of it is received', async () => {
    const body = streamed(25 * 1024 * 1024);
    const res = await t.app.inject({
      method: 'POST',
      url: b.uploadFile.path,
      payload: body.stream,
      headers: { ...body.headers, token, 'content-length': String(body.total) },
    });
    body.stop();
    expect(res.json()).toEqual({ code: 10002, msg: '文件不能超过 20MB', data: null });
    expect(leftovers()).toEqual([]);
  });

  /** POSTs a streamed body over a real socket (app.inject reads a stream payload whole first). */
  async function postStream(body: ReturnType<typeof streamed>): Promise<{ json: unknown; readAtAnswer: number }> {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const req = http.request(
        { port, host: '127.0.0.1', method: 'POST', path: b.uploadFile.path, headers: { ...body.headers, token } },
        (res) => {
          const readAtAnswer = body.read();
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => {
            body.stop();
            req.destroy();
            resolve({ json: JSON.parse(text), readAtAnswer });
          });
        },
      );
      req.on('error', (err) => (body.read() < body.total ? undefined : reject(err)));
      body.stream.pipe(req);
    });
  }

  test('an oversized file without a Content-Length is refused at the limit, not read to its end', async () => {
    // 200 MB that is never in memory on either side: answered at 20 MB, not after all of it.
    const body = streamed(200 * 1024 * 1024);
    const { json, readAtAnswer } = await postStream(body);
    expect(json).toEqual({ code: 10002, msg: '文件不能超过 20MB', data: null });
    // socket and pipe buffers hold several MB more than the server has read
    expect(readAtAnswer).toBeLessThan(64 * 1024 * 1024);
    expect(leftovers()).toEqual([]);
  });

  test('each user has an upload quota (UPLOAD_QUOTA_MB, 200 by default)', async () => {
    expect(t.config.uploadQuotaMb).toBe(200);
    const id = await insertUser(t.db, { account: 'quota01', password: 'Quota@2026' });
    const tok = await t.login('quota01', 'Quota@2026');
    const quota = 200 * 1024 * 1024;
    await t.db
      .insertInto('file')
      .values({
        ownerId: id,
        storedName: '2026/01/earlier.pdf',
        originalName: 'earlier.pdf',
        mime: 'application/pdf',
        size: quota - TINY_PNG.length,
        purpose: 'attachment',
        createdAt: new Date().toISOString(),
      })
      .execute();
    expect((await upload({ purpose: 'avatar', file: { filename: 'a.png', content: TINY_PNG } }, tok)).json()).toMatchObject({
      code: 99999,
    });
    const refused = await upload({ purpose: 'avatar', file: { filename: 'b.png', content: TINY_PNG } }, tok);
    expect(refused.json()).toEqual({ code: 10002, msg: '上传空间不足：每位用户最多可上传 200MB，已使用 200MB，本文件 0MB', data: null });
    expect(await t.db.selectFrom('file').select('id').where('ownerId', '=', id).execute()).toHaveLength(2);
    // another user's uploads are not counted
    expect((await upload({ purpose: 'avatar', file: { filename: 'c.png', content: TINY_PNG } })).json()).toMatchObject({ code: 99999 });
  });

  test('/uploads refuses paths outside the folder', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/uploads/..%2f..%2fetc%2fpasswd' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/2026/01/none.png' })).statusCode).toBe(404);
  });
});
