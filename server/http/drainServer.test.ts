import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints } from '../../contract/endpoints';
import { createTestApp, type TestApp } from '../test/testApp';
import { createDrain } from './drain';
import { HEALTH_PATH } from './health';

// SIGTERM's drain through a real listening server and a keep-alive client (as a proxy is): while
// draining, requests are served and their answers close the connection, the health check answers
// 503; at close, a request in flight is finished, and then connections are refused. The drain's
// wait is ended by hand (a second signal), so nothing sleeps.

let t: TestApp;
let port: number;
const drain = createDrain(60_000);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let connections = 0;

beforeAll(async () => {
  t = await createTestApp({ build: { drain } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  t.app.server.on('connection', () => connections++);
}, 120_000);

afterAll(() => agent.destroy());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request; with `hold`, the body's second half is sent only when `hold` resolves. */
function request(method: string, path: string, body?: string, hold?: Promise<void>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path, agent, headers: body ? { 'content-type': 'application/json' } : {} },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    if (!body) return void req.end();
    req.setHeader('content-length', Buffer.byteLength(body));
    if (!hold) return void req.end(body);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    void hold.then(() => req.end(body.slice(half)));
  });
}

test('before the signal: keep-alive connections are reused, the health check is ok', async () => {
  const a = await request('GET', '/help/');
  const b = await request('GET', HEALTH_PATH);
  expect([a.status, b.status]).toEqual([200, 200]);
  expect(a.headers.connection).toBe('keep-alive');
  expect(connections).toBe(1);
});

test('draining: health 503 "draining"; requests still served, each answer closing its connection', async () => {
  void drain.start();
  const health = await request('GET', HEALTH_PATH);
  expect(health.status).toBe(503);
  // (the other checks are still reported beside it)
  expect(JSON.parse(health.body)).toMatchObject({ status: 'draining', database: 'ok', disk: 'ok' });
  const page = await request('GET', '/help/');
  const api = await request('POST', endpoints.user.generateCaptcha.path, '{}');
  expect([page.status, api.status, JSON.parse(api.body).code]).toEqual([200, 200, 99999]);
  for (const r of [health, page, api]) expect(r.headers.connection).toBe('close');
  // the kept-alive connection carried the first of them and closed; the others each opened their
  // own (a proxy's next connection goes to another instance)
  expect(connections).toBe(3);
});

test('closing (the drain over): a request in flight is answered, then connections are refused', async () => {
  let sendRest!: () => void;
  const rest = new Promise<void>((resolve) => (sendRest = resolve));
  const arrived = new Promise<void>((resolve) => t.app.server.once('request', () => resolve()));
  const inFlight = request(
    'POST',
    endpoints.user.login.path,
    JSON.stringify({ account: 'nobody', password: 'x', captchaId: 'x', captchaCode: 'x' }),
    rest,
  );
  await arrived;
  drain.cut();
  const closed = t.close();
  sendRest();
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toMatchObject({ code: 10002 });
  await closed;
  await expect(request('GET', '/help/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
});
