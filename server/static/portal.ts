import type { FastifyInstance } from 'fastify';
import { BASE_PATH } from '../../contract/codes';
import { loadBaseSetting } from '../modules/base/settings';
import { escapeHtml, page } from './html';
import type { AppDeps } from '../http/groupRoutes';

/**
 * The site root: a small portal of the platform's apps. Users of apps 1-4 are sent here by the
 * web app, so this page must never redirect back into /training2/ (they would loop).
 */
export async function portalRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get('/', { config: { auth: false } }, async (_req, reply) => {
    const [base, apps] = await Promise.all([
      loadBaseSetting(db),
      db.selectFrom('app').select(['id', 'name', 'portalUrl']).orderBy('id').execute(),
    ]);
    const items = apps
      .map((a) => {
        const url = a.portalUrl || (a.id >= 5 ? BASE_PATH : '');
        const link = /^(\/|https?:\/\/)/.test(url) ? `<a href="${escapeHtml(url)}">进入</a>` : '<span>请通过本系统入口登录</span>';
        return `<li><strong>${escapeHtml(a.name)}</strong><br>${link}</li>`;
      })
      .join('\n');
    const body = `<header>${escapeHtml(base.platformName)}</header>
<main>
  <div class="card">
    <h2>学习端</h2>
    <p>学员与干部请由此进入培训平台，学习课程、参加考试、阅读通知公告。</p>
    <p><a class="button" href="${BASE_PATH}">进入${escapeHtml(base.platformName)}</a></p>
  </div>
  <div class="card">
    <h2>平台应用</h2>
    ${apps.length ? `<ul class="apps">${items}</ul>` : '<p>暂无应用。</p>'}
  </div>
</main>
<footer>${escapeHtml(base.copyright)}</footer>`;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page(base.platformName, body));
  });
}
