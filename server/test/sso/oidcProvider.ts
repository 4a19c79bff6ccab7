import { spawn } from 'node:child_process';
import path from 'node:path';

// Tests only (server tests and e2e/campusSignIn.test.ts): starts a real OpenID Provider
// (oidcProviderMain.mjs, the `oidc-provider` package) in a child process of plain node on
// 127.0.0.1 and a random port. Its sign-in page is a form with #login, #password and #submit.

export interface TestOidcUser {
  /** what is typed into the provider's login form; also the subject (`sub`) */
  login: string;
  password: string;
  /** claims of the profile scope, e.g. { preferred_username: '2023010101', name: '张三' } */
  claims: Record<string, string | number>;
}

export interface TestOidcOptions {
  clientId: string;
  clientSecret: string;
  /** the app's callback, `${PUBLIC_URL}/trainingApi/sso/oidc/callback` */
  redirectUri: string;
  /** where the provider's logout may return, e.g. `${PUBLIC_URL}/training2/login` */
  postLogoutRedirectUri?: string;
  users: TestOidcUser[];
  /** put the profile claims into the ID token too (default: only in userinfo, the strict OIDC default) */
  claimsInIdToken?: boolean;
}

export interface RunningProvider {
  /** the issuer (OIDC_ISSUER) or the CAS server's base (CAS_SERVER_URL) */
  url: string;
  stop(): Promise<void>;
}

const MAIN = path.join(__dirname, 'oidcProviderMain.mjs');
const START_TIMEOUT_MS = 60_000;

export function startOidcProvider(opts: TestOidcOptions): Promise<RunningProvider> {
  const settings = {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: [opts.redirectUri],
        post_logout_redirect_uris: opts.postLogoutRedirectUri ? [opts.postLogoutRedirectUri] : [],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    users: opts.users,
    claimsInIdToken: opts.claimsInIdToken ?? false,
  };
  const child = spawn(process.execPath, [MAIN, JSON.stringify(settings)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the test OIDC provider did not start in ${START_TIMEOUT_MS / 1000} s: ${stderr}`));
    }, START_TIMEOUT_MS);
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => {
      out += s;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      clearTimeout(timer);
      const { url } = JSON.parse(line) as { url: string };
      resolve({
        url,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the test OIDC provider exited (${code}): ${stderr}`));
    });
  });
}
