import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuthUser } from '../http/auth';
import { randomHex } from '../lib/tokens';

// Personal uploads (a task's 入党申请书 scan, any upload of purpose 'attachment') are served only
// to who may read them: a request with a token of such a user, or an address signed by the server
// for a few minutes (an <a> or <img> cannot send the token). Avatars and photos stay public.
//
// The signing key is in the database (meta), so every API instance sharing it signs and checks
// alike; it is made by the first server that needs it (one insert that does nothing when another
// server made it first).

/** Upload purposes whose files are personal. */
export const PERSONAL_PURPOSES: readonly string[] = ['attachment'];

/** How long a signed address works: long enough to read a task and click, short enough not to be a lasting link. */
export const SIGNED_URL_TTL_S = 15 * 60;

const KEY_NAME = 'uploadUrlKey';
const UPLOADS = '/uploads/';
/** The names saveUpload gives (YYYY/MM/<random>.<ext>): only these can be personal, so other files skip the lookup. */
const UPLOADED_NAME = /^\d{4}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]+$/;

const keys = new WeakMap<Kysely<Database>, Promise<Buffer>>();

function signingKey(db: Kysely<Database>): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insertInto('meta')
        .values({ key: KEY_NAME, value: randomHex(32) })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await db.selectFrom('meta').select('value').where('key', '=', KEY_NAME).executeTakeFirstOrThrow();
      return Buffer.from(row.value, 'hex');
    })();
    // a failed read is tried again by the next request
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const mac = (key: Buffer, storedName: string, expires: number) =>
  createHmac('sha256', key).update(`${storedName}\n${expires}`).digest('base64url');

/**
 * The address a personal upload's URL (`/uploads/<name>`) is handed out as: valid for
 * SIGNED_URL_TTL_S from `nowMs`, for this file only. Any other URL comes back as it is.
 */
export async function signedUploadUrl(db: Kysely<Database>, url: string, nowMs: number): Promise<string> {
  if (!url.startsWith(UPLOADS)) return url;
  const storedName = url.slice(UPLOADS.length);
  const expires = Math.floor(nowMs / 1000) + SIGNED_URL_TTL_S;
  return `${url}?expires=${expires}&signature=${mac(await signingKey(db), storedName, expires)}`;
}

/** Whether `query` carries an unexpired signature for the file. */
export async function validSignature(db: Kysely<Database>, storedName: string, query: unknown, nowMs: number): Promise<boolean> {
  const { expires, signature } = (query ?? {}) as Record<string, unknown>;
  if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
  const at = Number(expires);
  if (at * 1000 <= nowMs) return false;
  const want = Buffer.from(mac(await signingKey(db), storedName, at));
  const got = Buffer.from(signature);
  return got.length === want.length && timingSafeEqual(got, want);
}

/** The owner of a personal upload, or null for a file anyone may see. */
export async function personalFileOwner(db: Kysely<Database>, storedName: string): Promise<number | null> {
  if (!UPLOADED_NAME.test(storedName)) return null;
  const row = await db.selectFrom('file').select(['ownerId', 'purpose']).where('storedName', '=', storedName).executeTakeFirst();
  return row && PERSONAL_PURPOSES.includes(row.purpose) ? row.ownerId : null;
}

/**
 * Who may read a personal file: its owner. The organisers who review it (支部 and up over the
 * owner's branch) join here once organiser grants exist; there are none in the platform yet.
 */
export function mayReadPersonalFile(viewer: AuthUser | null, ownerId: number): boolean {
  return viewer !== null && viewer.id === ownerId;
}
