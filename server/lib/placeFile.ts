import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Files that a running server may be serving while another process (a second API instance on
// shared uploads, an import) puts them in place. Each is written under a temporary name and
// renamed, so a reader sees the old file or the whole new one, never an empty or half-written one,
// and a copy cut short never sits under the real name.

async function viaTemporary(target: string, write: (part: string) => Promise<void>): Promise<void> {
  const part = `${target}.${randomBytes(4).toString('hex')}.part`;
  try {
    await mkdir(path.dirname(target), { recursive: true });
    await write(part);
    await rename(part, target);
  } catch (err) {
    await rm(part, { force: true });
    throw err;
  }
}

/**
 * Copies `source` to `target` unless a file of `size` bytes is there already (for files named
 * by their content, the size is enough to tell a finished copy).
 */
export async function placeCopy(source: string, target: string, size: number): Promise<'present' | 'copied'> {
  const there = await stat(target).then(
    (s) => s.isFile() && s.size === size,
    () => false,
  );
  if (there) return 'present';
  await viaTemporary(target, (part) => copyFile(source, part));
  return 'copied';
}

/** Writes `text` to `target` unless it already holds exactly that text (its time and ETag then stay). */
export async function placeText(target: string, text: string): Promise<'present' | 'written'> {
  const current = await readFile(target, 'utf8').catch(() => null);
  if (current === text) return 'present';
  await viaTemporary(target, (part) => writeFile(part, text, 'utf8'));
  return 'written';
}
