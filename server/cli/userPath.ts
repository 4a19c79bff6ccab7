import fs from 'node:fs';
import path from 'node:path';

// Files named on the command line of `npm run import` / `npm run export`. npm runs a script in
// the project's folder, so a relative name would be read from there; INIT_CWD is the folder the
// person typed the command in, which is where they mean.

export const userPath = (file: string): string => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

/** Thrown when a file would replace one that is already there (perhaps a list someone filled in). */
export class FileExists extends Error {}

/**
 * Writes a new file; an existing one is never replaced. With `numbered` (a name the command chose,
 * not one the person typed), a name already taken becomes "name (2).csv", "name (3).csv"… as Windows
 * names copies, so that two exports within the same minute both get written. Returns the file written.
 */
export function writeNewFile(file: string, content: string, opts: { numbered?: boolean } = {}): string {
  const { dir, name, ext } = path.parse(file);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? file : path.join(dir, `${name} (${n})${ext}`);
    try {
      fs.writeFileSync(candidate, content, { flag: 'wx' });
      return candidate;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (!opts.numbered || n >= 999)
        throw new FileExists(`${candidate} 已经存在，没有覆盖它；请换一个文件名（--out 新文件名.csv），或先移走原文件`);
    }
  }
}
