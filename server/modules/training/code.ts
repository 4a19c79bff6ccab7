import type { IncomingHttpHeaders } from 'node:http';
import type { Db } from '../../db/transaction';
import { sharedSecret } from '../../lib/sharedSecret';
import { ACTIVITY_CHECKIN } from '../activity/checkIn';
import { issueCode } from '../meeting/checkinCode';
import { assertCheckinOpen, checkinUrl, CHECKIN_SECRET } from '../meeting/code';
import { activityInScope, type Trainer } from './scope';

// A session's check-in code: the meetings' rotating signed code of the activity kind, shown from 30
// minutes before the start until the end; its address opens the same learner check-in page.

export async function activityCheckinCode(
  db: Db,
  t: Trainer,
  activityId: number,
  now: Date,
  headers: IncomingHttpHeaders,
): Promise<{ code: string; url: string; expiresAt: string }> {
  const a = await activityInScope(db, t, activityId);
  const nowIso = now.toISOString();
  assertCheckinOpen(a, nowIso, ACTIVITY_CHECKIN.closed);
  const key = await sharedSecret(db, CHECKIN_SECRET, nowIso);
  const { code, expiresAt } = issueCode(key, a.id, now.getTime(), 'activity');
  return { code, url: checkinUrl(headers, code), expiresAt };
}
