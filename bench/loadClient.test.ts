import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestHead, runLoad, withBody } from './loadClient';

// The benchmarks' figures are only as good as the client counting them: each answer goes to the
// request it answers, bodies arrive whole (UTF-8, in pieces), a server closing the connection
// costs nothing but a new one, and statuses other than 200 are counted.

let server: http.Server;
let origin = '';
const received: string[] = [];
let sockets = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push(body);
      const answer = Buffer.from(JSON.stringify({ echo: body, msg: '学习进度已保存' }));
      if (req.url === '/pieces') {
        // the head, then the body in two writes that split a character in the middle
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': answer.length });
        const cut = answer.indexOf(Buffer.from('进')) + 1;
        res.write(answer.subarray(0, cut));
        setTimeout(() => res.end(answer.subarray(cut)), 5);
        return;
      }
      const status = req.url === '/refuse' ? 503 : 200;
      const close = req.url === '/close' ? { connection: 'close' } : {};
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': answer.length, ...close });
      res.end(answer);
    });
  });
  server.on('connection', () => sockets++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  sockets = 0;
});

/** Runs a load whose every request carries its own number, and checks each answer echoes it. */
async function numbered(path: string, connections = 4, seconds = 0.4) {
  const head = requestHead(origin, 'POST', path, { 'content-type': 'application/json', token: 'abc' });
  let n = 0;
  const mismatched: string[] = [];
  const messages = new Set<string>();
  let told = 0;
  const result = await runLoad<string>(origin, connections, seconds, {
    next: () => {
      const body = JSON.stringify({ n: n++, title: '党史学习' });
      return { text: withBody(head, body), ctx: body };
    },
    answered: (sent, _status, body) => {
      told++;
      const answer = JSON.parse(body) as { echo: string; msg: string };
      if (answer.echo !== sent) mismatched.push(`${sent} -> ${answer.echo}`);
      messages.add(answer.msg);
    },
  });
  return { result, mismatched, messages, told, n };
}

it('answers each request with its own answer, bodies whole, and counts them', async () => {
  // a second, and at least two answers per connection: in CI, beside the other test workers, 0.4 s once gave only 16
  const { result, mismatched, messages, told, n } = await numbered('/ok', 4, 1);
  expect(result.answered).toBeGreaterThan(8);
  expect(told).toBe(result.answered);
  expect(result.sent).toBe(n);
  // at most one request per connection was left in flight at the end
  expect(result.sent - result.answered).toBeLessThanOrEqual(4);
  expect(mismatched).toEqual([]);
  expect([...messages]).toEqual(['学习进度已保存']);
  expect(result.non200 + result.errors).toBe(0);
  // the server got every body as sent (the length counts UTF-8 bytes)
  expect(received.every((b) => /^\{"n":\d+,"title":"党史学习"\}$/.test(b))).toBe(true);
  expect(result.p50).toBeGreaterThan(0);
  expect(result.p99).toBeGreaterThanOrEqual(result.p50);
  expect(result.seconds).toBeGreaterThanOrEqual(0.39);
});

it('reads an answer that arrives in pieces, a character split between them', async () => {
  const { result, mismatched, messages } = await numbered('/pieces', 2, 0.3);
  expect(result.answered).toBeGreaterThan(5);
  expect(mismatched).toEqual([]);
  expect([...messages]).toEqual(['学习进度已保存']);
  expect(result.errors).toBe(0);
});

it('opens a new connection when the server closes one, without counting an error', async () => {
  const { result, mismatched } = await numbered('/close', 2, 0.5);
  // more answers than the two connections could give, and a connection per answer: each closed
  // one was replaced (counted, not timed: a busy CI machine opens few connections in half a second)
  expect(result.answered).toBeGreaterThan(4);
  expect(sockets).toBeGreaterThanOrEqual(result.answered);
  expect(mismatched).toEqual([]);
  expect(result.errors).toBe(0);
});

it('counts answers other than 200', async () => {
  const { result } = await numbered('/refuse', 2, 0.2);
  expect(result.answered).toBeGreaterThan(5);
  expect(result.non200).toBe(result.answered);
});

it('counts a connection refused as an error and keeps trying', async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
  const text = withBody(requestHead(gone, 'POST', '/ok', {}), '');
  const result = await runLoad(gone, 1, 0.2, { next: () => ({ text, ctx: null }) });
  expect(result.answered).toBe(0);
  expect(result.errors).toBeGreaterThan(0);
});
