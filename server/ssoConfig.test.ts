import { ConfigError, loadConfig } from './config';

// Campus sign-in settings (ssoConfig.ts): a wrong value stops the server with one line naming the variable.

const OIDC = { OIDC_ISSUER: 'https://id.xxx.edu.cn/realms/campus', OIDC_CLIENT_ID: 'dj', OIDC_CLIENT_SECRET: 's3cret' };
const CAS = { CAS_SERVER_URL: 'https://authserver.xxx.edu.cn/authserver/' };
const PUBLIC = { PUBLIC_URL: 'https://dj.xxx.edu.cn/' };

test('none configured: no provider, the default label, PUBLIC_URL optional', () => {
  const c = loadConfig({});
  expect({ sso: c.sso, publicUrl: c.publicUrl, ssoLabel: c.ssoLabel }).toEqual({ sso: null, publicUrl: '', ssoLabel: '统一身份认证登录' });
});

test('OIDC with its defaults', () => {
  expect(loadConfig({ ...OIDC, ...PUBLIC })).toMatchObject({
    publicUrl: 'https://dj.xxx.edu.cn',
    sso: {
      kind: 'oidc',
      issuer: 'https://id.xxx.edu.cn/realms/campus',
      clientId: 'dj',
      clientSecret: 's3cret',
      scopes: 'openid profile',
      idClaim: 'preferred_username',
    },
  });
  expect(loadConfig({ ...OIDC, ...PUBLIC, OIDC_SCOPES: 'openid  profile email', OIDC_ID_CLAIM: 'student_no' }).sso).toMatchObject({
    scopes: 'openid profile email',
    idClaim: 'student_no',
  });
});

test('CAS 3 by default, 2 when asked, the attribute optional; the trailing slash dropped', () => {
  expect(loadConfig({ ...CAS, ...PUBLIC }).sso).toEqual({
    kind: 'cas',
    serverUrl: 'https://authserver.xxx.edu.cn/authserver',
    version: 3,
    idAttribute: '',
  });
  expect(loadConfig({ ...CAS, ...PUBLIC, CAS_VERSION: '2', CAS_ID_ATTRIBUTE: 'employeeNumber' }).sso).toMatchObject({
    version: 2,
    idAttribute: 'employeeNumber',
  });
});

test.each([
  [{ ...OIDC, ...CAS, ...PUBLIC }, /OIDC_ISSUER 与 CAS_SERVER_URL 不能同时设置/],
  [{ ...OIDC }, /PUBLIC_URL 未设置/],
  [{ ...CAS }, /PUBLIC_URL 未设置/],
  [{ ...OIDC, ...PUBLIC, OIDC_CLIENT_SECRET: '' }, /OIDC_CLIENT_SECRET 未设置/],
  [{ OIDC_CLIENT_ID: 'x', ...PUBLIC }, /OIDC_ISSUER 未设置/],
  [{ ...OIDC, ...PUBLIC, OIDC_SCOPES: 'profile' }, /OIDC_SCOPES 无效/],
  [{ ...OIDC, ...PUBLIC, OIDC_ISSUER: 'http://id.xxx.edu.cn' }, /OIDC_ISSUER 无效/],
  [{ ...OIDC, ...PUBLIC, OIDC_ISSUER: 'id.xxx.edu.cn' }, /OIDC_ISSUER 无效/],
  [{ ...CAS, ...PUBLIC, CAS_VERSION: '1' }, /CAS_VERSION 无效/],
  [{ ...CAS, ...PUBLIC, CAS_SERVER_URL: 'https://authserver.xxx.edu.cn/authserver/login?service=x' }, /CAS_SERVER_URL 无效/],
  [{ CAS_VERSION: '3', ...PUBLIC }, /CAS_SERVER_URL 未设置/],
  [{ ...CAS, PUBLIC_URL: 'dj.xxx.edu.cn' }, /PUBLIC_URL 无效/],
  [{ ...CAS, PUBLIC_URL: 'https://dj.xxx.edu.cn/#x' }, /PUBLIC_URL 无效/],
  [{ SSO_LABEL: '一二三四五六七八九十一二三四五六七八九十一' }, /SSO_LABEL 无效/],
])('%o is refused', (env, message) => {
  expect(() => loadConfig(env)).toThrow(ConfigError);
  expect(() => loadConfig(env)).toThrow(message);
});

test("the issuer is kept exactly as written (discovery compares it with the provider's own)", () => {
  expect(loadConfig({ ...OIDC, ...PUBLIC, OIDC_ISSUER: 'https://id.xxx.edu.cn/' }).sso).toMatchObject({ issuer: 'https://id.xxx.edu.cn/' });
});

test('plain http only for a provider on this machine (the tests)', () => {
  expect(loadConfig({ ...OIDC, ...PUBLIC, OIDC_ISSUER: 'http://127.0.0.1:4000' }).sso).toMatchObject({ issuer: 'http://127.0.0.1:4000' });
  expect(loadConfig({ CAS_SERVER_URL: 'http://localhost:4001/cas', PUBLIC_URL: 'http://127.0.0.1:8080' }).sso).toMatchObject({
    serverUrl: 'http://localhost:4001/cas',
  });
});
