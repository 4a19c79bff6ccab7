import type { Kysely } from 'kysely';
import type { LoginResult } from '../../../contract/user';
import type { Database } from '../../db/schema';
import { clock } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/tokens';
import { loadUserInfo } from './userInfo';

/** Opens a session and answers what the login page stores (token, expiry, user info). */
export async function openSession(db: Kysely<Database>, userId: number, ttlSeconds: number): Promise<LoginResult> {
  const token = newToken();
  const now = clock.iso();
  const expiresAt = clock.isoIn(ttlSeconds);
  await db.updateTable('user').set({ lastLoginAt: now }).where('id', '=', userId).execute();
  await db
    .insertInto('session')
    .values({ tokenHash: sha256(token), userId, createdAt: now, expiresAt, lastSeenAt: now })
    .execute();
  // Expired sessions of this user are of no use to anyone; sweep them while we are here.
  await db.deleteFrom('session').where('userId', '=', userId).where('expiresAt', '<', now).execute();
  const userInfo = await loadUserInfo(db, userId);
  return { token, expiresAt, defaultPassword: userInfo.defaultPassword, userInfo };
}

export async function closeSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('session').where('tokenHash', '=', sha256(token)).execute();
}

/** Ends every session of a user, or every one but `keepToken` (the one changing the password). */
export async function closeUserSessions(db: Kysely<Database>, userId: number, keepToken?: string): Promise<void> {
  let q = db.deleteFrom('session').where('userId', '=', userId);
  if (keepToken) q = q.where('tokenHash', '!=', sha256(keepToken));
  await q.execute();
}
