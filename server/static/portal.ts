import type { FastifyInstance } from 'fastify';
import { BASE_PATH } from '../../contract/codes';
import { loadBaseSetting } from '../modules/base/settings';
import { escapeHtml, page } from './html';
import type { AppDeps } from '../http/groupRoutes';

const isLink = (url: string) => /^(\/(?!\/)|https?:\/\/)/.test(url);

/**
 * The site root: the platform's entry page, with its apps. Users of apps 1-4 are sent here by
 * the web app, so this page must never redirect back into /training2/ (they would loop).
 */
export async function portalRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get('/', { config: { auth: false } }, async (_req, reply) => {
    const [base, apps] = await Promise.all([
      loadBaseSetting(db),
      db.selectFrom('app').select(['id', 'name', 'portalUrl']).orderBy('id').execute(),
    ]);
    const name = escapeHtml(base.platformName);
    const withEntry = apps.map((a) => ({ ...a, url: a.portalUrl || (a.id >= 5 ? BASE_PATH : '') })).filter((a) => isLink(a.url));
    const elsewhere = apps.filter((a) => !withEntry.some((w) => w.id === a.id));
    const cards = withEntry
      .map(
        (a) => `<li><div class="card app"><h3>${escapeHtml(a.name)}</h3>
<p>${a.id === 5 ? '面向领导干部的在线学习与考核。' : '面向学员的课程学习、考试与通知公告。'}</p>
<a class="btn btn-solid" href="${escapeHtml(a.url)}">进入${escapeHtml(a.name)}</a></div></li>`,
      )
      .join('\n');
    // Apps without an address here have their own entry: say so, with somewhere to turn.
    const note = elsewhere.length
      ? `<p class="note">${elsewhere.map((a) => escapeHtml(a.name)).join('、')}的用户，请从所在单位提供的系统入口登录；遇到问题请查看<a href="/help/">帮助中心</a>${
          base.contactPhone ? `或致电 ${escapeHtml(base.contactPhone)}` : ''
        }。</p>`
      : '';
    const body = `<section class="hero"><div class="wrap">
  <div class="slogan">不忘初心 · 牢记使命</div>
  <h1>${name}</h1>
  <p>学习课程、参加考试、阅读通知公告，随时随地开展党的理论学习。</p>
  <a class="btn btn-primary" href="${BASE_PATH}">进入学习平台</a><a class="btn btn-ghost" href="/help/">使用帮助</a>
</div></section>
<main class="wrap">
  <h2 class="section-title">平台应用</h2>
  ${cards ? `<ul class="cards">${cards}</ul>` : '<p class="note">暂无可从此处进入的应用。</p>'}
  ${note}
</main>`;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page(base.platformName, body, base));
  });
}
