import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A small file sender for the two folders we serve (the web build and uploads). Written here
// rather than through @fastify/static so the SPA fallback, cache rules and precompressed files
// are explicit and tested.

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
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
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
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

/**
 * The byte range a `Range` header asks of a file of `size` bytes: null when there is none or it
 * is one we answer with the whole file (several ranges, another unit, a malformed header — RFC
 * 9110 lets a server ignore those), 'unsatisfiable' when it starts past the end.
 */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    // suffix range: the last N bytes
    const n = Number(m[2]);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

// Fastify's HEAD route sets Content-Length 0 for an empty payload but keeps ours for a stream.
const headOnly = (reply: FastifyReply) => reply.send(Readable.from([]));

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
  // Ranges on the file as stored (players seek in videos); a compressed variant is sent whole.
  if (!variant) {
    reply.header('Accept-Ranges', 'bytes');
    const range = parseRange(req.headers.range, stat.size);
    if (range === 'unsatisfiable') {
      reply.header('Content-Range', `bytes */${stat.size}`);
      return reply.status(416).type('text/plain; charset=utf-8').send('请求的范围超出文件大小');
    }
    if (range) {
      reply.status(206);
      reply.header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
      reply.header('Content-Length', range.end - range.start + 1);
      if (req.method === 'HEAD') return headOnly(reply);
      return reply.send(fs.createReadStream(served, { start: range.start, end: range.end }));
    }
  }
  reply.header('Content-Length', stat.size);
  if (req.method === 'HEAD') return headOnly(reply);
  return reply.send(fs.createReadStream(served));
}
