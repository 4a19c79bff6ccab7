// Whether dist-server/ (npm run build:server) and dist/ were built from the sources as they are:
// the server build lists the repository files that went into the bundle, with their content hash,
// in dist-server/.build-stamp; `npm run serve` hashes the same files again before it starts.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, staleReason } from './webStamp';

export const OUT = path.join(ROOT, 'dist-server');
export const STAMP_NAME = '.build-stamp';

/** Hash of the bundle's source files (paths and contents). */
export function hashSources(files: string[]): string {
  const hash = createHash('sha256');
  for (const rel of files) {
    hash.update(`${rel}\n`);
    const abs = path.join(ROOT, rel);
    hash.update(fs.existsSync(abs) ? fs.readFileSync(abs) : '(missing)');
  }
  return hash.digest('hex');
}

/** Why the server bundle in `out` cannot be run as it is, or null when it was built from the sources as they are. */
export function serverStaleReason(out = OUT): string | null {
  const stamp = path.join(out, STAMP_NAME);
  if (!fs.existsSync(path.join(out, 'main.js')) || !fs.existsSync(stamp)) return `${path.relative(ROOT, out)}/ 不存在`;
  const { files, hash } = JSON.parse(fs.readFileSync(stamp, 'utf8')) as { files: string[]; hash: string };
  if (hashSources(files) !== hash) return `${path.relative(ROOT, out)}/ 比源码旧（构建之后源码改过）`;
  return null;
}

/**
 * What keeps `npm run serve` from starting, one line each naming the command that fixes it. The web
 * app is checked in dist/ unless WEB_DIST names another folder (a build the operator keeps).
 */
export function serveRefusals(out = OUT, webDist = process.env.WEB_DIST?.trim()): string[] {
  const server = serverStaleReason(out);
  const web = webDist ? null : staleReason();
  return [
    ...(server ? [`[serve] 未启动：${server}，请先运行 npm run build:server`] : []),
    ...(web ? [`[serve] 未启动：dist/（Web 应用）不存在或比源码旧（${web}），请先运行 npm run build`] : []),
  ];
}
