import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { resolveUnder, sendFile } from './sendFile';
import type { AppDeps } from '../http/groupRoutes';

/**
 * Uploaded and demo files under DATA_DIR/uploads. Names are ours (random), so they can be cached
 * for long. A strict CSP and `sandbox` keep an uploaded SVG or PDF from running script on our
 * origin if someone opens it directly.
 */
export async function uploadRoutes(app: FastifyInstance, { config }: AppDeps): Promise<void> {
  const root = path.resolve(config.dataDir, 'uploads');
  app.get('/uploads/*', { config: { auth: false } }, (req, reply) => {
    const file = resolveUnder(root, (req.params as { '*': string })['*']);
    if (!file) return reply.status(404).type('text/plain; charset=utf-8').send('文件不存在');
    reply.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    return sendFile(req, reply, file, { cacheControl: 'public, max-age=604800' });
  });
}
