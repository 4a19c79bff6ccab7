import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHECKIN_WINDOW_SECONDS } from '../../../contract/checkinPath';

// The meeting's check-in code: the meeting, the 30-second window it was made in and an HMAC of
// both under a key all instances share (lib/sharedSecret.ts). Nothing is stored per code: any
// instance checks one from its own clock. A code is accepted in its own window and the next (so
// one scanned just before the screen changes still works) and, for hosts whose clocks differ by
// a few seconds, in the window before its own. A code read off a photo a minute later is refused.

const WINDOW_MS = CHECKIN_WINDOW_SECONDS * 1000;
const SIGNATURE_CHARS = 16;
const CODE_PATTERN = /^([1-9]\d{0,9})-([0-9a-z]{1,10})-([A-Za-z0-9_-]{16})$/;

export const windowOf = (ms: number) => Math.floor(ms / WINDOW_MS);

const signature = (key: Buffer, meetingId: number, window: number) =>
  createHmac('sha256', key).update(`checkin:${meetingId}:${window}`).digest('base64url').slice(0, SIGNATURE_CHARS);

export interface IssuedCode {
  code: string;
  /** when the code stops being accepted */
  expiresAt: string;
}

export function issueCode(key: Buffer, meetingId: number, nowMs: number): IssuedCode {
  const window = windowOf(nowMs);
  return {
    code: `${meetingId}-${window.toString(36)}-${signature(key, meetingId, window)}`,
    expiresAt: new Date((window + 2) * WINDOW_MS).toISOString(),
  };
}

export type CodeCheck = { ok: true; meetingId: number } | { ok: false; why: 'invalid' | 'expired'; meetingId?: number };

/** Whether `code` is one this server made, and still current at `nowMs`. */
export function checkCode(key: Buffer, code: string, nowMs: number): CodeCheck {
  const m = CODE_PATTERN.exec(code.trim());
  if (!m) return { ok: false, why: 'invalid' };
  const meetingId = Number(m[1]);
  const window = parseInt(m[2], 36);
  const expected = Buffer.from(signature(key, meetingId, window));
  const given = Buffer.from(m[3]);
  if (!timingSafeEqual(expected, given)) return { ok: false, why: 'invalid' };
  const now = windowOf(nowMs);
  if (window < now - 1 || window > now + 1) return { ok: false, why: 'expired', meetingId };
  return { ok: true, meetingId };
}
