import { randomBytes } from 'node:crypto';
import type { Db } from '../db/transaction';

// A key every API instance must agree on (a code signed by one is checked by another), kept in
// the database they share rather than in each instance's environment. The first instance that
// needs it makes it; when two make one at the same moment, the conditional insert keeps the first
// and both read that one. Read once per process: a key never changes once made.

/** per database (a test process opens many), per name */
const cache = new WeakMap<Db, Map<string, Promise<Buffer>>>();

async function readOrMake(db: Db, name: string, nowIso: string): Promise<Buffer> {
  await db
    .insertInto('serverSecret')
    .values({ name, value: randomBytes(32).toString('base64'), createdAt: nowIso })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('serverSecret').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}

/** The shared key called `name` (32 random bytes), made on first use. Pass the app's db, not a transaction. */
export function sharedSecret(db: Db, name: string, nowIso: string): Promise<Buffer> {
  let mine = cache.get(db);
  if (!mine) cache.set(db, (mine = new Map()));
  let pending = mine.get(name);
  if (!pending) {
    pending = readOrMake(db, name, nowIso);
    // a failed read (the database is down) is tried again on the next call
    pending.catch(() => mine.delete(name));
    mine.set(name, pending);
  }
  return pending;
}
