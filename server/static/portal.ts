import type { FastifyInstance } from 'fastify';
import { BASE_PATH } from '../../contract/codes';
import { loadBaseSetting } from '../modules/base/settings';
import { escapeHtml, page } from './html';
import type { AppDeps } from '../http/groupRoutes';
import { PORTAL_SCRIPT_PATH, portalScriptRoute } from './portalScript';

const isLink = (url: string) => /^(\/(?!\/)|https?:\/\/)/.test(url);

/**
 * Who is logged in in this browser, why they are here, and 退出登录: hidden until the portal's
 * script (portalScript.ts) finds a session in the web app's storage and the server names its user.
 */
function sessionBox(apps: { id: number; name: string }[]): string {
  const names = escapeHtml(JSON.stringify(Object.fromEntries(apps.map((a) => [a.id, a.name]))));
  return `<section id="portal-session" class="session" hidden aria-live="polite" data-apps="${names}">
  <div data-state="in">
    <p class="session-who">当前登录：<strong data-field="name"></strong>（账号 <span data-field="account"></span>）</p>
    <p data-reason="other" hidden>您的账号属于平台的其他系统<span data-field="app"></span>，不能使用培训学习平台，所以来到了平台首页。请从所属系统的入口进入；如需在这台电脑上用学习平台的账号登录，请先退出登录。</p>
    <p data-reason="learner" hidden>您已登录学习平台，可以直接进入学习；离开公用电脑前，请退出登录。</p>
    <button type="button" class="btn btn-solid" data-action="logout">退出登录</button>
  </div>
  <div data-state="out" hidden>
    <p class="session-who">已退出登录，本机浏览器中的登录信息已清除。</p>
    <a class="btn btn-solid" href="${BASE_PATH}login">登录学习平台</a>
  </div>
</section>`;
}

/**
 * The site root: the platform's entry page, with its apps. Users of apps 1-4 are sent here by
 * the web app, so this page must never redirect back into /training2/ (they would loop).
 */
export async function portalRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  portalScriptRoute(app);
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
<a class="btn btn-solid" href="${escapeHtml(a.url)}"${a.url === BASE_PATH ? ' data-learner-entry' : ''}>进入${escapeHtml(a.name)}</a></div></li>`,
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
  <a class="btn btn-primary" href="${BASE_PATH}" data-learner-entry>进入学习平台</a><a class="btn btn-ghost" href="/help/">使用帮助</a>
</div></section>
<main class="wrap">
  ${sessionBox(apps)}
  <h2 class="section-title">平台应用</h2>
  ${cards ? `<ul class="cards">${cards}</ul>` : '<p class="note">暂无可从此处进入的应用。</p>'}
  ${note}
</main>
<script src="${PORTAL_SCRIPT_PATH}" defer></script>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(page(base.platformName, body, base));
  });
}
