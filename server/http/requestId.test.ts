import { endpoints } from '../../contract/endpoints';
import { createTestApp, type TestApp } from '../test/testApp';
import { trustedPeer } from './requestId';

// Every log line names the instance and the request; the request's id is on its answer too,
// generated unique across instances and restarts, or taken from a trusted proxy's X-Request-Id.

type Line = Record<string, unknown> & { reqId?: string; msg: string };

async function withApp(env: Record<string, string>, use: (t: TestApp, lines: Line[]) => Promise<void>) {
  const lines: Line[] = [];
  const t = await createTestApp({ env: { LOG_LEVEL: 'info', ...env }, logStream: { write: (l) => void lines.push(JSON.parse(l)) } });
  try {
    await use(t, lines);
  } finally {
    await t.close();
  }
}

const GENERATED = /^[0-9a-f]{12}-[0-9a-z]+$/;

test('every line carries the instance name; a request line its id, the same as on the answer', async () => {
  await withApp({ INSTANCE_NAME: 'dj-app-2' }, async (t, lines) => {
    t.app.log.info('启动完成');
    const res = await t.app.inject({ method: 'GET', url: '/help/' });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(GENERATED);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.every((l) => l.instance === 'dj-app-2')).toBe(true);
    expect(lines.find((l) => l.msg === 'request completed')?.reqId).toBe(id);
  });
});

test('the id is on every answer: an error envelope, an API 404, a page 404, an undecodable URL', async () => {
  await withApp({}, async (t, lines) => {
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: endpoints.user.login.path, payload: { account: 1 } }),
      t.app.inject({ method: 'POST', url: '/trainingApi/v1/nothing/here', payload: {} }),
      t.app.inject({ method: 'GET', url: '/nowhere' }),
      t.app.inject({ method: 'GET', url: '/trainingApi/v1/user/login%c0' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 404, 200]);
    const ids = answers.map((r) => r.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(GENERATED);
    expect(new Set(ids).size).toBe(4);
    // the log's ids are the answers' ids (Fastify refuses an undecodable URL before the access log's hook)
    const logged = lines.filter((l) => l.msg === 'request completed').map((l) => l.reqId);
    expect(new Set(logged)).toEqual(new Set(ids.slice(0, 3)));
  });
});

test("a trusted proxy's X-Request-Id is used; a client's, or a malformed one, is not", async () => {
  await withApp({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }, async (t, lines) => {
    const ask = (remoteAddress: string, id: string) =>
      t.app.inject({ method: 'GET', url: '/help/', remoteAddress, headers: { 'x-request-id': id } });
    const fromProxy = await ask('127.0.0.1', '5f2b8c1e9a7d4e3f8b6a2c1d0e9f8a7b');
    const fromNetwork = await ask('10.9.8.7', 'web1:1733290000.123_42');
    const fromClient = await ask('192.0.2.9', 'chosen-by-a-client');
    const tooLong = await ask('127.0.0.1', 'a'.repeat(129));
    const quoted = await ask('127.0.0.1', 'x\\",\\"level\\":60');
    expect(fromProxy.headers['x-request-id']).toBe('5f2b8c1e9a7d4e3f8b6a2c1d0e9f8a7b');
    expect(fromNetwork.headers['x-request-id']).toBe('web1:1733290000.123_42');
    for (const r of [fromClient, tooLong, quoted]) expect(r.headers['x-request-id']).toMatch(GENERATED);
    expect(lines.filter((l) => l.msg === 'request completed').map((l) => l.reqId)).toEqual(
      [fromProxy, fromNetwork, fromClient, tooLong, quoted].map((r) => r.headers['x-request-id']),
    );
  });
});

test('without TRUST_PROXY no X-Request-Id is believed, even from the loopback', async () => {
  await withApp({}, async (t) => {
    const res = await t.app.inject({ method: 'GET', url: '/help/', remoteAddress: '127.0.0.1', headers: { 'x-request-id': 'abc' } });
    expect(res.headers['x-request-id']).toMatch(GENERATED);
  });
});

test('two apps (two instances, or one restarted) never hand out the same id', async () => {
  const ids: string[] = [];
  for (let app = 0; app < 2; app++) {
    await withApp({}, async (t) => {
      for (let i = 0; i < 20; i++) ids.push((await t.app.inject({ method: 'GET', url: '/help/' })).headers['x-request-id'] as string);
    });
  }
  expect(new Set(ids).size).toBe(40);
  // each app's ids share its prefix, and the prefixes differ
  expect(new Set(ids.map((id) => id.split('-')[0])).size).toBe(2);
});

describe('trustedPeer (the TRUST_PROXY list, as Fastify reads it)', () => {
  test('addresses, networks and the named ranges; an IPv4 peer seen as IPv6', () => {
    const trusted = trustedPeer(['192.0.2.1', '10.0.0.0/8', 'loopback', '2001:db8::/32']);
    expect(['192.0.2.1', '10.255.0.1', '127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1', '2001:db8::5'].map(trusted)).toEqual(
      Array(7).fill(true),
    );
    expect(['192.0.2.2', '11.0.0.1', '2001:db9::1', '', undefined, 'not-an-address'].map(trusted)).toEqual(Array(6).fill(false));
  });

  test('uniquelocal and linklocal; an empty list trusts nobody', () => {
    const trusted = trustedPeer(['uniquelocal', 'linklocal']);
    expect(['172.16.0.1', '192.168.1.1', '10.0.0.1', 'fd00::1', '169.254.1.1', 'fe80::1'].map(trusted)).toEqual(Array(6).fill(true));
    expect(['127.0.0.1', '172.32.0.1'].map(trusted)).toEqual([false, false]);
    expect(trustedPeer([])('127.0.0.1')).toBe(false);
  });
});
