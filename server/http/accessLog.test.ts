import { endpoints } from '../../contract/endpoints';
import { createTestApp, type TestApp } from '../test/testApp';

// One line per request, with the outcome and no token (accessLog.ts); none for the routes that
// are asked many times a second or by a proxy every few seconds.

let t: TestApp;
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
}, 120_000);
afterAll(() => t.close(), 120_000);
beforeEach(() => void (lines.length = 0));

test('a call writes one line: method, URL with tokens hidden, address, status and time', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/help/?qgToken=secret-abc&x=1', remoteAddress: '10.1.2.3' });
  expect(res.statusCode).toBe(200);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    level: 30,
    msg: 'request completed',
    req: { method: 'GET', url: '/help/?qgToken=[已隐藏]&x=1', remoteAddress: '10.1.2.3' },
    res: { statusCode: 200 },
  });
  expect(typeof lines[0].responseTime).toBe('number');
  expect(JSON.stringify(lines)).not.toContain('secret-abc');
});

test('a refused API call is logged with its status like any other; a health check and an unknown path as well (404)', async () => {
  await t.app.inject({ method: 'POST', url: endpoints.user.userInfo.path, payload: {}, headers: { token: 'not-a-token' } });
  await t.app.inject({ method: 'GET', url: '/trainingApi/health' });
  await t.app.inject({ method: 'GET', url: '/nowhere' });
  expect(lines.map((l) => [(l.req as { url: string }).url, (l.res as { statusCode: number }).statusCode])).toEqual([
    [endpoints.user.userInfo.path, 200],
    ['/nowhere', 404],
  ]);
  expect(JSON.stringify(lines)).not.toContain('not-a-token');
});
