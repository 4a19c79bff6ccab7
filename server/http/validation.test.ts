import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import os from 'node:os';
import path from 'node:path';
import { PageQuery } from '../../contract/common';
import { Account, CaptchaFields, Email, ProfilePatch } from '../../contract/user';
import { ajvOptions } from './ajvOptions';
import { registerBodyParsers } from './bodyParsers';
import { registerErrorHandling } from './errors';

// The Chinese 10002 messages built from schema titles, on a bare app with the production
// parsers, Ajv options and error handler (the contract's own field definitions).

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ ajv: ajvOptions });
  await registerBodyParsers(app, { uploadMaxMb: 5, incomingDir: path.join(os.tmpdir(), 'training2-validation-incoming') });
  registerErrorHandling(app, 5);
  const echo = async (req: { body: unknown }) => ({ code: 99999, msg: 'ok', data: req.body });
  app.post('/page', { schema: { body: Type.Object(PageQuery) } }, echo);
  app.post('/login', { schema: { body: Type.Object({ account: Account, email: Type.Optional(Email), ...CaptchaFields }) } }, echo);
  app.post('/profile', { schema: { body: ProfilePatch } }, echo);
  await app.ready();
});
afterAll(() => app.close());

const post = async (url: string, payload: object) => (await app.inject({ method: 'POST', url, payload })).json();

test.each([
  ['/page', { pageNum: 'abc' }, '页码必须是整数'],
  ['/page', { pageNum: 1.5 }, '页码必须是整数'],
  ['/page', { pageNum: 0 }, '页码应在 1 到 100000 之间'],
  ['/page', { pageSize: 1000 }, '每页条数应在 1 到 100 之间'],
  ['/login', { captchaId: 'x', captchaCode: 'y' }, '账号不能为空'],
  ['/login', { account: '', captchaId: 'x', captchaCode: 'y' }, '账号不能为空'],
  ['/login', { account: 'ab', captchaId: 'x', captchaCode: 'y' }, '账号长度应为 4-32 个字符'],
  ['/login', { account: 'abc d', captchaId: 'x', captchaCode: 'y' }, '账号格式不正确'],
  ['/login', { account: 'abcd', email: 'not-mail', captchaId: 'x', captchaCode: 'y' }, '邮箱格式不正确'],
  ['/login', { account: 'abcd', captchaCode: 'y' }, '验证码标识不能为空'],
  ['/profile', { name: '张三', phone: '123' }, '手机号长度应为 11 个字符'],
  ['/profile', { name: '张三', phone: '12345678901' }, '手机号格式不正确'],
  ['/profile', { name: '张三', gender: 3 }, '性别取值无效'],
  ['/profile', { name: '张三', birthday: '2001/01/01' }, '出生日期格式不正确'],
  ['/profile', { name: '张三', identityId: -5 }, '身份不能小于 1'],
  // past what an integer column holds: PostgreSQL would fail the query instead
  ['/profile', { name: '张三', orgId: 1e10 }, '所在党组织超出允许的范围'],
])('%s %j -> %s', async (url, body, msg) => {
  expect(await post(url, body)).toEqual({ code: 10002, msg, data: null });
});

test('defaults are filled, strings are coerced and unknown fields dropped', async () => {
  expect((await post('/page', { pageSize: '20', extra: 1 })).data).toEqual({ pageNum: 1, pageSize: 20 });
});

test('a body that is not an object is refused with 10002', async () => {
  const res = await app.inject({ method: 'POST', url: '/page', payload: '[1,2]', headers: { 'content-type': 'application/json' } });
  expect(res.json()).toEqual({ code: 10002, msg: '请求参数格式不正确，应为对象', data: null });
});
