import { clock } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/tokens';
import type { Db } from '../../db/transaction';

// A sign-in under way (sso_state, migration 0041), in the database so the provider's callback
// may land on any instance. The state sent to the provider is random and stored only hashed.
// The callback takes it with one DELETE ... RETURNING: of two callbacks carrying one state
// (a replay, a double click) exactly one gets the row.

/** Time to sign in at the provider (a forgotten password, a second factor) before the state lapses. */
export const STATE_TTL_SECONDS = 10 * 60;

export interface PendingSignIn {
  provider: 'oidc' | 'cas';
  nonce: string;
  codeVerifier: string;
  nextPath: string;
}

/** Stores the sign-in and answers its state (sent to the provider, returned on the callback). */
export async function saveState(db: Db, pending: PendingSignIn): Promise<string> {
  const state = newToken();
  const now = clock.iso();
  // nothing else reads lapsed rows: removed here, as sign-ins start (an index on expires_at)
  await db.deleteFrom('ssoState').where('expiresAt', '<=', now).execute();
  await db
    .insertInto('ssoState')
    .values({ stateHash: sha256(state), ...pending, expiresAt: clock.isoIn(STATE_TTL_SECONDS) })
    .execute();
  return state;
}

/** The sign-in of this state, removed as it is read; null when unknown, used or lapsed. */
export async function takeState(db: Db, state: unknown, provider: PendingSignIn['provider']): Promise<PendingSignIn | null> {
  if (typeof state !== 'string' || !state || state.length > 200) return null;
  const row = await db
    .deleteFrom('ssoState')
    .where('stateHash', '=', sha256(state))
    .where('provider', '=', provider)
    .where('expiresAt', '>', clock.iso())
    .returning(['nonce', 'codeVerifier', 'nextPath'])
    .executeTakeFirst();
  return row ? { provider, ...row } : null;
}
