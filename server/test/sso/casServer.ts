import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningProvider } from './oidcProvider';

// Tests only (server tests and e2e/campusSignIn.test.ts): a CAS server written from the CAS
// Protocol 3.0 specification (apereo.github.io/cas/development/protocol/CAS-Protocol-Specification.html),
// on 127.0.0.1 and a random port, in the test's own process:
// - §2.1 /login?service=S: a login form (#username, #password, #submit); a right password
//   issues a service ticket `ST-…` for S and redirects (302) to S with `ticket` added (§3.1).
// - §2.3 /logout[?service=S]: ends the single sign-on session; redirects to S when given.
// - §2.5 /serviceValidate (2.0: no attributes) and §2.6 /p3/serviceValidate (with
//   <cas:attributes>): XML per §2.5.2 / Appendix A. A ticket is invalidated by its first
//   validation attempt, successful or not (§3.1.1); the service must be exactly the one the
//   ticket was issued for (INVALID_SERVICE); missing parameters give INVALID_REQUEST, an unknown
//   or used ticket INVALID_TICKET.

export interface TestCasUser {
  username: string;
  password: string;
  /** released on p3/serviceValidate, e.g. { employeeNumber: '2023010101', cn: '张三' } */
  attributes?: Record<string, string>;
}

interface ServiceTicket {
  service: string;
  username: string;
}

const NS = 'http://www.yale.edu/tp/cas';
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(service: string, error?: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>统一身份认证（CAS 测试）</title></head>
<body><h1>统一身份认证（CAS 测试）</h1>${error ? `<p id="error">${esc(error)}</p>` : ''}
<form method="post" action="/login"><input type="hidden" name="service" value="${esc(service)}">
<label>用户名 <input name="username" id="username" autocomplete="off"></label>
<label>密码 <input name="password" id="password" type="password"></label>
<button type="submit" id="submit">登录</button></form></body></html>`;
}

function failureXml(code: string, message: string): string {
  return `<cas:serviceResponse xmlns:cas="${NS}">
  <cas:authenticationFailure code="${code}">${esc(message)}</cas:authenticationFailure>
</cas:serviceResponse>`;
}

function successXml(user: TestCasUser, withAttributes: boolean): string {
  const attrs = withAttributes
    ? `\n    <cas:attributes>${Object.entries(user.attributes ?? {})
        .map(([k, v]) => `\n      <cas:${k}>${esc(v)}</cas:${k}>`)
        .join('')}\n    </cas:attributes>`
    : '';
  return `<cas:serviceResponse xmlns:cas="${NS}">
  <cas:authenticationSuccess>
    <cas:user>${esc(user.username)}</cas:user>${attrs}
  </cas:authenticationSuccess>
</cas:serviceResponse>`;
}

/** §3.1: the ticket is appended to the service URL as a query parameter. */
function withTicket(service: string, ticket: string): string {
  const url = new URL(service);
  url.searchParams.append('ticket', ticket);
  return url.href;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

export interface RunningCasServer extends RunningProvider {
  /** the path of every validation request received (`/serviceValidate` or `/p3/serviceValidate`), oldest first */
  validations: string[];
}

export async function startCasServer(opts: { users: TestCasUser[] }): Promise<RunningCasServer> {
  const users = new Map(opts.users.map((u) => [u.username, u]));
  const tickets = new Map<string, ServiceTicket>();
  const validations: string[] = [];

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<unknown> {
    const url = new URL(req.url ?? '/', 'http://cas.invalid');
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store', ...headers });
      res.end(body);
    };
    if (url.pathname === '/login' && req.method === 'GET') {
      const service = url.searchParams.get('service') ?? '';
      return send(200, 'text/html', loginPage(service));
    }
    if (url.pathname === '/login' && req.method === 'POST') {
      const form = await readForm(req);
      const service = form.get('service') ?? '';
      const user = users.get(form.get('username') ?? '');
      if (!user || user.password !== form.get('password')) return send(200, 'text/html', loginPage(service, '用户名或密码错误'));
      if (!service) return send(200, 'text/html', '<p>登录成功</p>');
      const ticket = `ST-${randomBytes(16).toString('hex')}`;
      tickets.set(ticket, { service, username: user.username });
      res.writeHead(302, { location: withTicket(service, ticket) });
      return res.end();
    }
    if (url.pathname === '/logout') {
      const service = url.searchParams.get('service');
      if (service) {
        res.writeHead(302, { location: service });
        return res.end();
      }
      return send(200, 'text/html', '<p>已退出统一身份认证</p>');
    }
    if (url.pathname === '/serviceValidate' || url.pathname === '/p3/serviceValidate') {
      validations.push(url.pathname);
      const service = url.searchParams.get('service');
      const ticket = url.searchParams.get('ticket');
      if (!service || !ticket) return send(200, 'application/xml', failureXml('INVALID_REQUEST', 'service and ticket are required'));
      const issued = tickets.get(ticket);
      // §3.1.1: a ticket is good for one validation attempt, whatever its outcome
      tickets.delete(ticket);
      if (!issued) return send(200, 'application/xml', failureXml('INVALID_TICKET', `Ticket ${ticket} not recognized`));
      if (issued.service !== service) {
        return send(200, 'application/xml', failureXml('INVALID_SERVICE', `Ticket ${ticket} does not match supplied service`));
      }
      const user = users.get(issued.username)!;
      return send(200, 'application/xml', successXml(user, url.pathname.startsWith('/p3/')));
    }
    return send(404, 'text/plain', 'not found');
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    validations,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
