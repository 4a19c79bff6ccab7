import { CODE_OK } from '../../contract/codes';
import { endpoints } from '../../contract/endpoints';
import { buildApp } from '../app';
import { call, createTestApp, type TestApp } from './testApp';

// The test apps compile a route's schemas when a request first needs them (schemaCompilers.ts);
// the real server compiles all of them while it starts, so a schema Ajv or fast-json-stringify
// cannot compile must stop that start here, not in production.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('the real server compiles every route’s schemas while it starts', async () => {
  const app = await buildApp(t.config, t.db, { logger: false, housekeepingMs: 0, examSweepMs: 0, alertSweepMs: 0 });
  try {
    await expect(app.ready()).resolves.toBeDefined();
    expect(app.printRoutes().length).toBeGreaterThan(0);
  } finally {
    await app.close();
  }
});

test('a validator compiled on first use still names what is wrong, every time', async () => {
  for (let i = 0; i < 2; i++) {
    const res = await call(t.app, endpoints.user.login.path, { account: 'ab', password: 'x', captchaId: 'x', captchaCode: 'y' });
    expect({ status: res.status, code: res.code, msg: res.msg }).toEqual({
      status: 200,
      code: 10002,
      msg: expect.stringContaining('账号长度应为 4-32 个字符'),
    });
  }
  // and a serialiser compiled on first use writes the answer
  const ok = await call<{ captchaId: string }>(t.app, endpoints.user.generateCaptcha.path, {});
  expect(ok.code).toBe(CODE_OK);
  expect(ok.data.captchaId).toEqual(expect.any(String));
});
