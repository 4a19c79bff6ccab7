import net from 'node:net';
import { CODE_OK } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { LoginResult } from '../../../contract/user';
import { insertStructure, insertUser, type NewUser } from '../fixtures';
import { call, createTestApp, type TestApp } from '../testApp';
import { BrowserLike, fragmentOf } from './browserLike';

// Tests only: the real app listening on 127.0.0.1 (a provider sends the browser back to it, so
// it needs a real address, PUBLIC_URL), with roster accounts to sign in to.

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface SsoTestApp extends TestApp {
  publicUrl: string;
  /** the app's log (LOG_LEVEL info), one JSON line each */
  logLines: string[];
  /** a new cookie-less "browser" for the app */
  browser(): BrowserLike;
  /** user/ssoLogin with a ticket */
  ssoLogin(ticket: string): ReturnType<typeof call<LoginResult>>;
}

/** `env` receives PUBLIC_URL, known before the app starts so the provider can be told its callback. */
export async function startSsoApp(publicUrl: string, env: Record<string, string>, users: NewUser[]): Promise<SsoTestApp> {
  const logLines: string[] = [];
  const logStream = { write: (line: string) => void logLines.push(line) };
  const t = await createTestApp({ env: { PUBLIC_URL: publicUrl, LOG_LEVEL: 'info', ...env }, logStream });
  const ids = await insertStructure(t.db);
  for (const u of users) await insertUser(t.db, { orgId: ids.orgs.branch, identityId: ids.identities.activist, ...u });
  await t.app.listen({ port: Number(new URL(publicUrl).port), host: '127.0.0.1' });
  return {
    ...t,
    publicUrl,
    logLines,
    browser: () => new BrowserLike(publicUrl),
    ssoLogin: (ticket) => call<LoginResult>(t.app, endpoints.user.ssoLogin.path, { ticket }),
  };
}

/** The ticket from a login page URL, failing with the page's error when there is none. */
export function ticketOf(url: URL): string {
  const f = fragmentOf(url);
  if (!f.sso) throw new Error(`no ticket: ${url.href}`);
  return f.sso;
}

/** A token from user/ssoLogin that opens user/userInfo; answers the account it belongs to. */
export async function accountOfTicket(t: SsoTestApp, ticket: string): Promise<{ account: string; result: LoginResult }> {
  const res = await t.ssoLogin(ticket);
  expect({ code: res.code, msg: res.msg }).toEqual({ code: CODE_OK, msg: expect.any(String) });
  const info = await call<{ account: string }>(t.app, endpoints.user.userInfo.path, {}, res.data.token);
  expect(info.code).toBe(CODE_OK);
  return { account: info.data.account, result: res.data };
}
