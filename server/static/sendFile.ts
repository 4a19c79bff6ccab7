import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A small file sender for the two folders we serve (the web build and uploads). Written here
// rather than through @fastify/static so the SPA fallback, cache rules and precompressed files
// are explicit and tested.

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp', '.ico': 'image/x-icon', '.woff': 'font/woff',
  '.woff2': 'font/woff2', '.ttf': 'font/ttf', '.mp4': 'video/mp4', '.webm': 'video/webm', '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

export const mimeOf = (file: string): string => MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** The file under `root` a URL path names, or null if it escapes the root or is not a file. */
export function resolveUnder(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

/** A precompressed sibling (.br, then .gz) the client accepts, if the build made one. */
function precompressed(file: string, acceptEncoding: string): { file: string; encoding: string } | null {
  for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (!new RegExp(`\\b${encoding}\\b`).test(acceptEncoding)) continue;
    try {
      if (fs.statSync(file + ext).isFile()) return { file: file + ext, encoding };
    } catch {
      // no such variant
    }
  }
  return null;
}

export interface SendOptions {
  cacheControl: string;
  contentType?: string;
  /** look for .br / .gz siblings */
  compressed?: boolean;
}

export function sendFile(req: FastifyRequest, reply: FastifyReply, file: string, opts: SendOptions) {
  const variant = opts.compressed ? precompressed(file, String(req.headers['accept-encoding'] ?? '')) : null;
  const served = variant?.file ?? file;
  const stat = fs.statSync(served);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${variant ? '-' + variant.encoding : ''}"`;
  reply.header('Content-Type', opts.contentType ?? mimeOf(file));
  reply.header('Cache-Control', opts.cacheControl);
  reply.header('ETag', etag);
  reply.header('Last-Modified', stat.mtime.toUTCString());
  if (opts.compressed) reply.header('Vary', 'Accept-Encoding');
  if (variant) reply.header('Content-Encoding', variant.encoding);
  if (req.headers['if-none-match'] === etag) return reply.status(304).send();
  reply.header('Content-Length', stat.size);
  // Fastify's HEAD route sets Content-Length: 0 for an empty answer but leaves it alone for a
  // stream, which it drains; an empty one keeps the real length without reading the file.
  if (req.method === 'HEAD') return reply.send(Readable.from([]));
  return reply.send(fs.createReadStream(served));
}
