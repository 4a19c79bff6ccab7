import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BASE_PATH } from '../../contract/codes';
import { loadBaseSetting } from '../modules/base/settings';
import { page } from './html';
import { resolveUnder, sendFile } from './sendFile';
import type { AppDeps } from '../http/groupRoutes';

// Hashed file names (main.3f9a1c2b.js) never change content: cache them for a year. index.html
// names the current hashes, so it is revalidated every time.
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_BUILT_BODY = `<main><div class="card"><h2>前端尚未构建</h2>
<p>服务器已启动，但没有找到前端构建产物（dist/index.html）。</p>
<p>请在项目目录运行 <code>npm run build</code> 后刷新本页；或使用 <code>npm start</code>，它会先构建再启动。</p>
</div></main>`;

export async function webAppRoutes(app: FastifyInstance, { config, db }: AppDeps): Promise<void> {
  const root = path.resolve(config.webDist);
  const index = path.join(root, 'index.html');
  const prefix = BASE_PATH.replace(/\/$/, '');

  async function serve(req: FastifyRequest, reply: FastifyReply, rest: string) {
    // Checked per request: the build may appear after the server started.
    if (!fs.existsSync(index)) {
      // in the platform's header and footer, like the portal and the help pages
      const base = await loadBaseSetting(db);
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(page(`前端尚未构建 - ${base.platformName}`, NOT_BUILT_BODY, base));
    }
    const file = rest ? resolveUnder(root, rest) : null;
    if (file && file !== index) {
      const cache = HASHED.test(file) ? IMMUTABLE : 'public, max-age=3600';
      return sendFile(req, reply, file, { cacheControl: cache, compressed: true });
    }
    // A missing file with an extension is a missing asset: answer 404, never HTML in its place.
    if (rest && path.extname(rest) && !rest.endsWith('.html')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('文件不存在');
    }
    // Anything else is a route of the web app (deep link): the app's router takes it from here.
    return sendFile(req, reply, index, { cacheControl: 'no-cache', compressed: true });
  }

  app.get(prefix, { config: { auth: false } }, (_req, reply) => reply.redirect(BASE_PATH, 301));
  app.get(`${prefix}/*`, { config: { auth: false } }, (req, reply) =>
    serve(req, reply, (req.params as { '*': string })['*'].split('?')[0]),
  );
}
