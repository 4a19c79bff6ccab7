import type { FastifyInstance } from 'fastify';
import { loadBaseSetting } from '../modules/base/settings';
import { escapeHtml, page } from './html';
import type { AppDeps } from '../http/groupRoutes';

// The default help address of the base setting. The web app embeds it in its help popup with
// ?qgToken=<token>; this page does not need the token and never writes it into the page.
export async function helpRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get('/help', { config: { auth: false } }, (_req, reply) => reply.redirect('/help/', 301));
  app.get('/help/', { config: { auth: false } }, async (_req, reply) => {
    const base = await loadBaseSetting(db);
    const phone = base.contactPhone ? `<p>联系电话：${escapeHtml(base.contactPhone)}</p>` : '';
    const body = `<main class="wrap">
  <h1 class="section-title">帮助中心</h1>
  <div class="card">
    <h2>登录</h2>
    <p>使用学号（工号）和密码登录，并输入图片中的验证码；看不清时点击图片更换。</p>
    <p>连续 5 次输错密码后，账号将被锁定 15 分钟。忘记密码可在登录页通过绑定邮箱找回。</p>
  </div>
  <div class="card">
    <h2>修改密码</h2>
    <p>首次登录须修改初始密码。新密码长度 8-64 位，至少包含大写字母、小写字母、数字、符号中的三类，不能包含账号，首尾不能有空格。</p>
  </div>
  <div class="card">
    <h2>个人信息</h2>
    <p>在“个人空间 → 我的 → 修改信息”中可更新姓名、联系方式、头像、身份和所在党支部。</p>
  </div>
  <div class="card">
    <h2>课程学习</h2>
    <p>观看视频时请保持页面在前台，学习时长以服务器记录为准。</p>
  </div>
  <div class="card">
    <h2>联系我们</h2>
    <p>使用中遇到问题，请联系所在党支部或平台管理员。</p>
    ${phone}
  </div>
</main>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(page(`帮助中心 - ${base.platformName}`, body, base));
  });
}
