import { clock } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/tokens';
import type { Db } from '../../db/transaction';

// The one-time ticket the callback hands the login page in the URL fragment (never seen by a
// server log), which user/ssoLogin trades for a session. Stored hashed; redeemed by one
// DELETE ... RETURNING that also checks the expiry, so two redemptions at once get one session.

export const TICKET_TTL_SECONDS = 60;

export async function issueTicket(db: Db, userId: number, provider: string): Promise<string> {
  const ticket = newToken();
  const now = clock.iso();
  await db.deleteFrom('ssoTicket').where('expiresAt', '<=', now).execute();
  await db
    .insertInto('ssoTicket')
    .values({ ticketHash: sha256(ticket), userId, provider, expiresAt: clock.isoIn(TICKET_TTL_SECONDS) })
    .execute();
  return ticket;
}

/** The ticket's user and provider, removed as it is read; null when unknown, used or expired. */
export async function redeemTicket(db: Db, ticket: string): Promise<{ userId: number; provider: string } | null> {
  const row = await db
    .deleteFrom('ssoTicket')
    .where('ticketHash', '=', sha256(ticket))
    .where('expiresAt', '>', clock.iso())
    .returning(['userId', 'provider'])
    .executeTakeFirst();
  return row ?? null;
}
