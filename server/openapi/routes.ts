import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { version } from '../../package.json';
import { sendFile } from '../static/sendFile';
import { buildOpenApiDocument } from './document';

export const OPENAPI_PATH = '/trainingApi/openapi.json';
export const DOCS_PATH = '/trainingApi/docs/';

// Swagger UI's prebuilt bundle, served from node_modules as it is: no CDN, and upgrading is a
// package.json bump. Only the two files the page loads are reachable.
const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const DOCS_FILES: Record<string, string> = {
  '': path.join(__dirname, 'assets', 'index.html'),
  'init.js': path.join(__dirname, 'assets', 'init.js'),
  'swagger-ui.css': path.join(SWAGGER_UI_DIR, 'swagger-ui.css'),
  'swagger-ui-bundle.js': path.join(SWAGGER_UI_DIR, 'swagger-ui-bundle.js'),
};

/**
 * Scripts and styles from this origin only (Swagger UI sets styles through the DOM, which CSP
 * allows); `data:` images are the icons inside swagger-ui.css; "try it out" calls this origin.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** The OpenAPI document (built once, here) and its reference page; public, like the spec. */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  const json = JSON.stringify(buildOpenApiDocument(version));
  const etag = `"${createHash('sha256').update(json).digest('hex').slice(0, 32)}"`;

  app.get(OPENAPI_PATH, { config: { auth: false } }, (req, reply) => {
    // Changes only with a deployment: a short max-age, then a cheap revalidation by ETag.
    reply.header('Cache-Control', 'public, max-age=300').header('ETag', etag);
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.get(DOCS_PATH.slice(0, -1), { config: { auth: false } }, (_req, reply) => reply.redirect(DOCS_PATH, 301));
  const serveDocsFile = (name: string, req: FastifyRequest, reply: FastifyReply) => {
    const file = Object.hasOwn(DOCS_FILES, name) ? DOCS_FILES[name] : undefined;
    if (!file) return reply.callNotFound();
    reply.header('Content-Security-Policy', DOCS_CSP);
    // The page is revalidated every time; the unversioned assets may be kept for a day.
    return sendFile(req, reply, file, { cacheControl: name === '' ? 'no-cache' : 'public, max-age=86400' });
  };
  app.get(DOCS_PATH, { config: { auth: false } }, (req, reply) => serveDocsFile('', req, reply));
  app.get<{ Params: { file: string } }>(`${DOCS_PATH}:file`, { config: { auth: false } }, (req, reply) =>
    serveDocsFile(req.params.file, req, reply),
  );
}
