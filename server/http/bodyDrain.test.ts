import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { CODE_OK, CODE_OPERATION_ERROR } from '../../contract/codes';
import { endpoints } from '../../contract/endpoints';
import { insertUser } from '../test/fixtures';
import { multipart } from '../test/multipart';
import { createTestApp, type TestApp } from '../test/testApp';
import { DRAIN_MAX_BYTES } from './bodyDrain';

// A body the server refuses before reading it all (too large, too many form fields, a file over
// the limit, a caller without a token) over a real keep-alive connection, as a browser sends it:
// the caller must get the refusal, not a reset while it is still sending, and the next request on
// the same connection must be answered, not left waiting behind the unread rest.

const u = endpoints.user;
let t: TestApp;
let port = 0;
let token = '';

const SETUP_MS = 120_000;
/** Far above what any answer here takes; only a connection left hanging comes near it. */
const ANSWER_MS = 20_000;

/** The file limit of the body parser (the larger of the two upload limits), small to keep the test quick. */
const CAP_MB = 2;

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_MAX_MB: String(CAP_MB), UPLOAD_DOC_MAX_MB: String(CAP_MB) } });
  await insertUser(t.db, { account: 'drain01', password: 'Drain@2026' });
  token = await t.login('drain01', 'Drain@2026');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

interface Answer {
  status: number;
  body: { code: number; msg: string };
  socket: Socket;
}

/**
 * POSTs on `agent` (one keep-alive connection) and answers the envelope and the socket it came
 * on. A body given as chunks is sent chunked, without a Content-Length.
 */
function post(agent: http.Agent, path: string, body: Buffer | Buffer[], headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunked = Array.isArray(body);
    const req = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      agent,
      headers: { ...headers, ...(!chunked && { 'content-length': String(body.length) }) },
    });
    const timer = setTimeout(() => req.destroy(new Error(`no answer within ${ANSWER_MS} ms`)), ANSWER_MS);
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')), socket: req.socket! });
      });
    });
    if (chunked) {
      for (const c of body) req.write(c);
      req.end();
    } else {
      req.end(body);
    }
  });
}

const json = (v: unknown) => Buffer.from(JSON.stringify(v));
const JSON_TYPE = { 'content-type': 'application/json' };

/** The refused request, then a small one that must come back on the same connection. */
async function refusedThenNext(send: (agent: http.Agent) => Promise<Answer>): Promise<Answer> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const refused = await send(agent);
    const next = await post(agent, u.generateCaptcha.path, json({}), JSON_TYPE);
    expect(next.body.code).toBe(CODE_OK);
    expect(next.socket).toBe(refused.socket);
    return refused;
  } finally {
    agent.destroy();
  }
}

test('a 20 MB body to user/login is answered 请求内容过大 every time, and the connection serves the next request', async () => {
  const big = Buffer.alloc(20 * 1024 * 1024, 'a');
  for (let i = 0; i < 5; i++) {
    const refused = await refusedThenNext((agent) => post(agent, u.login.path, big, JSON_TYPE));
    expect(refused.body).toEqual({ code: CODE_OPERATION_ERROR, msg: '请求内容过大', data: null });
  }
}, 120_000);

test('an oversized chunked body (no Content-Length) is answered 请求内容过大 and the connection stays usable', async () => {
  const chunks = Array.from({ length: 48 }, () => Buffer.alloc(64 * 1024, 'b'));
  const refused = await refusedThenNext((agent) => post(agent, u.login.path, chunks, JSON_TYPE));
  expect(refused.body).toMatchObject({ code: CODE_OPERATION_ERROR, msg: '请求内容过大' });
}, 60_000);

test('a multipart body with too many fields (~500 KB) is answered 表单字段过多 and the next request on the connection is answered', async () => {
  const fields = Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`f${i}`, 'x'.repeat(4000)]));
  const mp = multipart(fields);
  expect(mp.payload.length).toBeGreaterThan(300 * 1024);
  const refused = await refusedThenNext((agent) => post(agent, u.login.path, mp.payload, mp.headers));
  expect(refused.body).toMatchObject({ code: CODE_OPERATION_ERROR, msg: '表单字段过多' });
}, 60_000);

test('a multipart body with too many files is answered 一次上传的文件过多 and the next request on the connection is answered', async () => {
  const files = Object.fromEntries(
    Array.from({ length: 6 }, (_, i) => [`file${i}`, { filename: `a${i}.png`, content: Buffer.alloc(200 * 1024, i) }]),
  );
  const mp = multipart(files);
  const refused = await refusedThenNext((agent) => post(agent, endpoints.base.uploadFile.path, mp.payload, { ...mp.headers, token }));
  expect(refused.body).toMatchObject({ code: CODE_OPERATION_ERROR, msg: '一次上传的文件过多' });
}, 60_000);

test('a file over the upload limit, sent chunked, is answered 文件不能超过 and the next request on the connection is answered', async () => {
  const mp = multipart({ file: { filename: 'big.png', content: Buffer.alloc((CAP_MB + 3) * 1024 * 1024, 7) } });
  const chunks: Buffer[] = [];
  for (let at = 0; at < mp.payload.length; at += 256 * 1024) chunks.push(mp.payload.subarray(at, at + 256 * 1024));
  const refused = await refusedThenNext((agent) => post(agent, endpoints.base.uploadFile.path, chunks, { ...mp.headers, token }));
  expect(refused.body).toMatchObject({ code: CODE_OPERATION_ERROR, msg: `文件不能超过 ${CAP_MB}MB` });
}, 60_000);

test('an upload declared larger than the limit, or sent without a token, is answered and the connection stays usable', async () => {
  const mp = multipart({ file: { filename: 'big.png', content: Buffer.alloc((CAP_MB + 6) * 1024 * 1024, 9) } });
  const tooLarge = await refusedThenNext((agent) => post(agent, endpoints.base.uploadFile.path, mp.payload, { ...mp.headers, token }));
  expect(tooLarge.body).toMatchObject({ code: CODE_OPERATION_ERROR, msg: `文件不能超过 ${CAP_MB}MB` });
  const anonymous = await refusedThenNext((agent) => post(agent, endpoints.base.uploadFile.path, mp.payload, mp.headers));
  expect(anonymous.body.code).not.toBe(CODE_OK);
}, 60_000);

test('a body larger than the drain bound is still answered, and the server goes on serving', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const huge = Buffer.alloc(DRAIN_MAX_BYTES + 8 * 1024 * 1024, 'c');
  // past the bound the server closes: the caller may see the answer or a reset, never a hang
  const outcome = await post(agent, u.login.path, huge, JSON_TYPE).then(
    (a) => a.body.msg,
    (err: Error) => err.message,
  );
  expect(outcome).toMatch(/请求内容过大|EPIPE|ECONNRESET|socket hang up/);
  agent.destroy();
  const fresh = new http.Agent({ keepAlive: true, maxSockets: 1 });
  expect((await post(fresh, u.generateCaptcha.path, json({}), JSON_TYPE)).body.code).toBe(CODE_OK);
  fresh.destroy();
}, 120_000);
