import { createTestApp } from '../test/testApp';

// TRUST_PROXY: behind the school's reverse proxy the log names the client (X-Forwarded-For), and
// only a request that came through a listed proxy may say who the client is.

async function loggedAddresses(env: Record<string, string>, requests: { remoteAddress: string; forwardedFor?: string }[]) {
  const lines: string[] = [];
  const t = await createTestApp({ env: { LOG_LEVEL: 'info', ...env }, logStream: { write: (line) => void lines.push(line) } });
  try {
    for (const r of requests) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/help/',
        remoteAddress: r.remoteAddress,
        headers: r.forwardedFor ? { 'x-forwarded-for': r.forwardedFor } : {},
      });
      expect(res.statusCode).toBe(200);
    }
  } finally {
    await t.close();
  }
  return lines
    .map((l) => JSON.parse(l))
    .filter((l) => l.msg === 'request completed')
    .map((l) => l.req.remoteAddress);
}

test('with TRUST_PROXY the log shows the client address the listed proxy forwarded', async () => {
  expect(
    await loggedAddresses({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }, [
      { remoteAddress: '127.0.0.1', forwardedFor: '203.0.113.7' },
      { remoteAddress: '10.2.3.4', forwardedFor: '198.51.100.20' },
      // not through a listed proxy: the header is anybody's word
      { remoteAddress: '192.0.2.9', forwardedFor: '203.0.113.7' },
    ]),
  ).toEqual(['203.0.113.7', '198.51.100.20', '192.0.2.9']);
});

test('without TRUST_PROXY the header is ignored', async () => {
  expect(await loggedAddresses({}, [{ remoteAddress: '127.0.0.1', forwardedFor: '203.0.113.7' }])).toEqual(['127.0.0.1']);
});
