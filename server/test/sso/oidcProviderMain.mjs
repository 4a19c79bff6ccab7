// Tests only: a real OpenID Provider (the `oidc-provider` package, certified by the OpenID
// Foundation) on 127.0.0.1 and a random port, run by plain node in its own process because the
// package is ESM-only and Koa-based (oidcProvider.ts starts it). Its settings come as JSON in
// argv[2]: { clients: [...client metadata], users: [{ login, password, claims }],
// claimsInIdToken?: boolean }. It prints one line `{"url": "<issuer>"}` once it listens.
//
// The sign-in page is a small HTML form (login + password), so a browser test can fill it and
// an HTTP test can post it; a right password logs in and grants the requested scopes at once
// (no consent page). Nothing here is reachable from outside the machine.
import http from 'node:http';
import { generateKeyPair, exportJWK } from 'jose';
import Provider from 'oidc-provider';

const settings = JSON.parse(process.argv[2] ?? '{}');
const users = new Map((settings.users ?? []).map((u) => [u.login, u]));

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid, clientId, error) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>统一身份认证（测试）</title></head>
<body><h1>统一身份认证（测试）</h1><p>应用：${escapeHtml(clientId)}</p>${error ? `<p id="error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label>账号 <input name="login" id="login" autocomplete="off"></label>
<label>密码 <input name="password" id="password" type="password"></label>
<button type="submit" id="submit">登录</button></form></body></html>`;
}

async function readForm(req) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return Object.fromEntries(new URLSearchParams(body));
}

const { privateKey } = await generateKeyPair('RS256', { extractable: true });
const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' };
const profileClaims = [...new Set([...users.values()].flatMap((u) => Object.keys(u.claims ?? {})))].filter((c) => c !== 'sub');

const server = http.createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: settings.clients ?? [],
  jwks: { keys: [jwk] },
  cookies: { keys: ['oidc-test-cookie-key'] },
  claims: { openid: ['sub'], profile: profileClaims },
  // false: the profile claims go into the ID token too, as some campus providers do
  conformIdTokenClaims: settings.claimsInIdToken !== true,
  pkce: { required: () => true },
  features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  async findAccount(_ctx, sub) {
    const user = users.get(sub);
    return user && { accountId: sub, claims: async () => ({ sub, ...user.claims }) };
  },
});
const callback = provider.callback();

server.on('request', async (req, res) => {
  const match = /^\/interaction\/([^/?]+)(\/login)?(\?.*)?$/.exec(req.url ?? '');
  if (!match) return callback(req, res);
  try {
    const details = await provider.interactionDetails(req, res);
    const clientId = details.params.client_id;
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(loginPage(details.uid, clientId));
    }
    const form = await readForm(req);
    const user = users.get(form.login);
    if (!user || user.password !== form.password) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(loginPage(details.uid, clientId, '账号或密码错误'));
    }
    const grant = new provider.Grant({ accountId: form.login, clientId });
    grant.addOIDCScope(details.params.scope);
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: form.login }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  } catch (err) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`interaction failed: ${err.message}`);
  }
});

process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
process.stdout.write(`${JSON.stringify({ url: issuer })}\n`);
