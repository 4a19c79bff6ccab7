import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';

// Photos a learner attaches (a practice record, a board post, an avatar) must be images they
// uploaded themselves through base/uploadFile: a URL of another's upload, of a non-image or of
// another site is refused with the caller's words. Attached, they are shown to others, so they are
// public (static/personalFiles.ts).

const UPLOADS = '/uploads/';

/** The URLs as stored (without a signature): each an image this user uploaded, in the order given, no repeats. */
export async function ownImages(db: Db, userId: number, urls: readonly string[], refusal: string): Promise<string[]> {
  // an attachment comes back from base/uploadFile by a signed address: its plain one is kept;
  // any other query is not an address we handed out
  const unique = [...new Set(urls.map(plainUpload))];
  if (unique.length === 0) return [];
  const names = unique.map((u) => (u !== null && u.startsWith(UPLOADS) ? u.slice(UPLOADS.length) : ''));
  const rows = await db
    .selectFrom('file')
    .select(['storedName', 'mime'])
    .where('ownerId', '=', userId)
    .where('storedName', 'in', names)
    .execute();
  const images = new Set(rows.filter((r) => r.mime.startsWith('image/')).map((r) => r.storedName));
  if (names.some((n) => !images.has(n))) throw fail(refusal);
  // shown to others from now on: an image uploaded as a (personal) attachment becomes a public photo
  await db
    .updateTable('file')
    .set({ purpose: 'photo' })
    .where('ownerId', '=', userId)
    .where('storedName', 'in', names)
    .where('purpose', '=', 'attachment')
    .execute();
  return unique as string[];
}

/** An upload's address without the signature base/uploadFile adds; null for any other query. */
function plainUpload(url: string): string | null {
  const at = url.indexOf('?');
  if (at < 0 || !url.startsWith(UPLOADS)) return url;
  const keys = [...new URLSearchParams(url.slice(at + 1)).keys()].sort().join(',');
  return keys === 'expires,signature' ? url.slice(0, at) : null;
}

/** A stored JSON list of URLs, forgiving of anything else. */
export function parseImages(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
