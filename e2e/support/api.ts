// Calls the API the way the web app does, from Node: used to log in for the benchmarks and to
// prepare or undo state in the browser tests.
import Database from 'better-sqlite3';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export async function callApi<T = unknown>(
  origin: string,
  path: string,
  body: Record<string, unknown> = {},
  token?: string,
): Promise<Envelope<T>> {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return (await res.json()) as Envelope<T>;
}

/** The answer of a captcha, read from the server's SQLite file (table captcha). */
export function readCaptchaAnswer(dbFile: string, captchaId: string): string {
  const db = new Database(dbFile, { readonly: true, timeout: 5000 });
  try {
    const row = db.prepare('SELECT answer FROM captcha WHERE id = ?').get(captchaId) as { answer: string } | undefined;
    if (!row) throw new Error(`captcha ${captchaId} is not in ${dbFile}`);
    return row.answer;
  } finally {
    db.close();
  }
}

/** Logs in through user/generateCaptcha + user/login; returns the token. */
export async function apiLogin(origin: string, dbFile: string, account: string, password: string): Promise<string> {
  const captcha = await callApi<{ captchaId: string }>(origin, '/trainingApi/v1/user/generateCaptcha');
  if (captcha.code !== 99999) throw new Error(`generateCaptcha: ${captcha.code} ${captcha.msg}`);
  const captchaCode = readCaptchaAnswer(dbFile, captcha.data.captchaId);
  const result = await callApi<{ token: string }>(origin, '/trainingApi/v1/user/login', {
    account,
    password,
    captchaId: captcha.data.captchaId,
    captchaCode,
  });
  if (result.code !== 99999) throw new Error(`login of ${account}: ${result.code} ${result.msg}`);
  return result.data.token;
}
