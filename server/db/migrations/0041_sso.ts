import type { Kysely } from 'kysely';

// Frozen: issue #44, campus sign-in (统一身份认证). Both tables live in the database, not in a
// process, because behind a proxy the provider's callback and the login page's next call may
// land on another instance than the one that started the sign-in. Imports nothing from the app.
// - sso_state: one row per sign-in under way, keyed by the hash of the `state` sent to the
//   provider; holds the OIDC nonce and PKCE verifier and the in-app path to return to. Taken by
//   one DELETE ... RETURNING, so a state is used at most once; useless after expires_at.
// - sso_ticket: the one-time ticket the callback hands the login page (in the URL fragment),
//   stored as its hash; redeemed by one DELETE ... RETURNING before it expires.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('sso_state')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('next_path', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_state_expires').on('sso_state').column('expires_at').execute();
  await db.schema
    .createTable('sso_ticket')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_ticket_expires').on('sso_ticket').column('expires_at').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('sso_ticket').execute();
  await db.schema.dropTable('sso_state').execute();
}
