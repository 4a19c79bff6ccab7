import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { resolveUnder, sendFile } from './sendFile';
import { mayReadPersonalFile, personalFileOwner, validSignature } from './personalFiles';
import type { AppDeps } from '../http/groupRoutes';
import { MARKER } from '../sharedUploads';

/** Everyone's files (demo media, avatars, photos): their names are ours (random or by content), so they are cached for long. */
const PUBLIC_CACHE = 'public, max-age=604800';
/** A personal file is kept by no cache, shared or the browser's: the next reader may be someone else. */
const PERSONAL_CACHE = 'private, no-store';
const SANDBOXED = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
// Chromium refuses to show a PDF in a sandboxed document; its viewer runs the PDF apart from our
// origin, so a PDF is shown (and framed by the web app's preview) without the sandbox.
const PDF_POLICY = "default-src 'none'; frame-ancestors 'self'";
const NOT_ALLOWED = '无权查看该文件，或文件链接已过期：请回到平台重新打开';

/**
 * Uploaded and demo files under UPLOAD_DIR (default DATA_DIR/uploads). A strict CSP and `sandbox` keep an uploaded SVG
 * from running script on our origin if someone opens it directly. Personal uploads
 * (personalFiles.ts) need the owner's token or a signed address, whatever folder they are in, so
 * those uploaded before there were signed addresses are covered too.
 */
export async function uploadRoutes(app: FastifyInstance, { config, db, clock }: AppDeps): Promise<void> {
  const root = path.resolve(config.uploadDir);
  app.get('/uploads/*', { config: { auth: false } }, async (req, reply) => {
    const file = resolveUnder(root, (req.params as { '*': string })['*']);
    // the shared folder's marker (and its temporary copies) is the server's, not a file to serve
    if (!file || path.basename(file).startsWith(MARKER)) return reply.status(404).type('text/plain; charset=utf-8').send('文件不存在');
    reply.header('Content-Security-Policy', file.toLowerCase().endsWith('.pdf') ? PDF_POLICY : SANDBOXED);
    const storedName = path.relative(root, file).split(path.sep).join('/');
    const ownerId = await personalFileOwner(db, storedName);
    if (ownerId === null) return sendFile(req, reply, file, { cacheControl: PUBLIC_CACHE });
    reply.header('Cache-Control', PERSONAL_CACHE);
    const allowed = mayReadPersonalFile(req.user, ownerId) || (await validSignature(db, storedName, req.query, clock.now().getTime()));
    if (!allowed) return reply.status(403).type('text/plain; charset=utf-8').send(NOT_ALLOWED);
    return sendFile(req, reply, file, { cacheControl: PERSONAL_CACHE });
  });
}
