import { createHmac, timingSafeEqual } from 'node:crypto';
import { ACTIVITY_CODE_PREFIX, CHECKIN_WINDOW_SECONDS } from '../../../contract/checkinPath';

// A check-in code — a meeting's, or a 集中培训 activity's: what it is for, the 30-second window it
// was made in and an HMAC of both under a key all instances share (lib/sharedSecret.ts). Nothing is
// stored per code: any instance checks one from its own clock. A code is accepted in its own window
// and the next (so one scanned just before the screen changes still works) and, for hosts whose
// clocks differ by a few seconds, in the window before its own. A code read off a photo a minute
// later is refused. An activity's code starts with a letter and signs its kind, so one for a
// meeting never passes for the activity with the same number, nor the other way round.

const WINDOW_MS = CHECKIN_WINDOW_SECONDS * 1000;
const SIGNATURE_CHARS = 16;
const CODE_PATTERN = new RegExp(`^(${ACTIVITY_CODE_PREFIX}?)([1-9]\\d{0,9})-([0-9a-z]{1,10})-([A-Za-z0-9_-]{16})$`);

export type CheckinKind = 'meeting' | 'activity';

export const windowOf = (ms: number) => Math.floor(ms / WINDOW_MS);

// a meeting's payload is the one its codes always had
const signature = (key: Buffer, kind: CheckinKind, id: number, window: number) =>
  createHmac('sha256', key)
    .update(kind === 'meeting' ? `checkin:${id}:${window}` : `checkin:${kind}:${id}:${window}`)
    .digest('base64url')
    .slice(0, SIGNATURE_CHARS);

export interface IssuedCode {
  code: string;
  /** when the code stops being accepted */
  expiresAt: string;
}

export function issueCode(key: Buffer, id: number, nowMs: number, kind: CheckinKind = 'meeting'): IssuedCode {
  const window = windowOf(nowMs);
  const prefix = kind === 'activity' ? ACTIVITY_CODE_PREFIX : '';
  return {
    code: `${prefix}${id}-${window.toString(36)}-${signature(key, kind, id, window)}`,
    expiresAt: new Date((window + 2) * WINDOW_MS).toISOString(),
  };
}

export type CodeCheck =
  | { ok: true; why?: undefined; kind: CheckinKind; id: number }
  | { ok: false; why: 'invalid' }
  | { ok: false; why: 'expired'; kind: CheckinKind; id: number };

/** Whether `code` is one this server made, for what, and whether it is still current at `nowMs`. */
export function checkCode(key: Buffer, code: string, nowMs: number): CodeCheck {
  const m = CODE_PATTERN.exec(code.trim());
  if (!m) return { ok: false, why: 'invalid' };
  const kind: CheckinKind = m[1] ? 'activity' : 'meeting';
  const id = Number(m[2]);
  const window = parseInt(m[3], 36);
  const expected = Buffer.from(signature(key, kind, id, window));
  const given = Buffer.from(m[4]);
  if (!timingSafeEqual(expected, given)) return { ok: false, why: 'invalid' };
  const now = windowOf(nowMs);
  if (window < now - 1 || window > now + 1) return { ok: false, why: 'expired', kind, id };
  return { ok: true, kind, id };
}
