import type { IncomingHttpHeaders } from 'node:http';
import { CHECKIN_PATH } from '../../../contract/checkinPath';
import { BASE_PATH } from '../../../contract/codes';
import type { Db } from '../../db/transaction';
import { beijingTime } from '../../lib/beijingDate';
import { fail } from '../../lib/errors';
import { sharedSecret } from '../../lib/sharedSecret';
import type { Organiser } from '../organiser/scope';
import { issueCode } from './checkinCode';
import { checkinOpensAt, meetingInScope } from './meetings';

// The code the console shows as a QR image while check-in is open, and the address the phone's
// camera opens: the learner app's check-in page on the origin the console itself was opened from.

export const CHECKIN_SECRET = 'meetingCheckin';
export const MSG_CHECKIN_CLOSED = {
  early: (opens: string) => `签到尚未开放：会议开始前 30 分钟（${opens}）起可以签到`,
  over: '会议已结束，签到已关闭',
} as const;

/** The browser's Origin (a console page's POST always has one), else the Host the request came to. */
export function originOf(headers: IncomingHttpHeaders): string {
  const origin = typeof headers.origin === 'string' ? headers.origin : '';
  if (/^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  const proto =
    String(headers['x-forwarded-proto'] ?? 'http')
      .split(',')[0]
      .trim() === 'https'
      ? 'https'
      : 'http';
  const host = String(headers['x-forwarded-host'] ?? headers.host ?? 'localhost')
    .split(',')[0]
    .trim();
  return `${proto}://${host}`;
}

/** Refuses when check-in is not open at `nowIso`: from 30 minutes before the start until the end. */
export function assertCheckinOpen(
  act: { startTime: string; endTime: string },
  nowIso: string,
  msg: { early: (opens: string) => string; over: string } = MSG_CHECKIN_CLOSED,
): void {
  const opensAt = checkinOpensAt(act.startTime);
  if (nowIso < opensAt) throw fail(msg.early(beijingTime(opensAt).slice(5)));
  if (nowIso >= act.endTime) throw fail(msg.over);
}

/** The learner app's check-in page with `code`, on the origin the console was opened from. */
export const checkinUrl = (headers: IncomingHttpHeaders, code: string) =>
  `${originOf(headers)}${BASE_PATH.replace(/\/$/, '')}${CHECKIN_PATH}?code=${encodeURIComponent(code)}`;

export async function checkinCodeFor(
  db: Db,
  o: Organiser,
  meetingId: number,
  now: Date,
  headers: IncomingHttpHeaders,
): Promise<{ code: string; url: string; expiresAt: string }> {
  const act = await meetingInScope(db, o, meetingId);
  const nowIso = now.toISOString();
  assertCheckinOpen(act, nowIso);
  const key = await sharedSecret(db, CHECKIN_SECRET, nowIso);
  const { code, expiresAt } = issueCode(key, act.id, now.getTime());
  return { code, url: checkinUrl(headers, code), expiresAt };
}
