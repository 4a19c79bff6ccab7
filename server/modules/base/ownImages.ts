import type { Db } from '../../db/transaction';
import { fail } from '../../http/envelope';

// Photos a learner attaches (a practice record, a board post) must be images they uploaded
// themselves through base/uploadFile: a URL of another's upload, of a non-image or of another
// site is refused with the caller's words.

const UPLOADS = '/uploads/';

/** The URLs as stored: each an image this user uploaded, in the order given, no repeats. */
export async function ownImages(db: Db, userId: number, urls: readonly string[], refusal: string): Promise<string[]> {
  const unique = [...new Set(urls)];
  if (unique.length === 0) return [];
  const names = unique.map((u) => (u.startsWith(UPLOADS) ? u.slice(UPLOADS.length) : ''));
  const rows = await db.selectFrom('file').select(['storedName', 'mime']).where('ownerId', '=', userId).where('storedName', 'in', names).execute();
  const images = new Set(rows.filter((r) => r.mime.startsWith('image/')).map((r) => r.storedName));
  if (names.some((n) => !images.has(n))) throw fail(refusal);
  return unique;
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
