import fs from 'node:fs/promises';
import path from 'node:path';

// A file part is streamed into DATA_DIR/incoming and moved or deleted when its request ends
// (bodyParsers.ts). A process killed in between leaves the part behind; on a shared uploads
// disk another instance may still be receiving into the same folder, so only files untouched for
// `olderThanMs` (far longer than any upload within the size limit takes) are removed.

/** Removes the stale files of the incoming folder; answers how many. A missing folder is empty. */
export async function removeStaleIncoming(dir: string, olderThanMs: number, nowMs = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      const stat = await fs.stat(file);
      if (!stat.isFile() || nowMs - stat.mtimeMs < olderThanMs) continue;
      await fs.unlink(file);
      removed += 1;
    } catch (err) {
      // the request it belonged to finished and removed it meanwhile
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return removed;
}
