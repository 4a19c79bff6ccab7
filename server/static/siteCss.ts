import type { FastifyInstance } from 'fastify';
import { palette, paletteCssVars } from '../../contract/palette';

/** Where the portal and help pages load their style sheet from (a file, not inline: CSP-friendly). */
export const SITE_CSS_PATH = '/site.css';

const vars = Object.entries(paletteCssVars())
  .map(([name, value]) => `  ${name}: ${value};`)
  .join('\n');

// The server pages' one style sheet, in the brand palette of the web app (contract/palette.ts).
// Plain CSS that old Chromium cores (80+) render: no @layer, no :is(), no gap on flex rows.
export const SITE_CSS = `:root {
${vars}
}
* { box-sizing: border-box; }
body { margin: 0; font-family: "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif; background: var(--page); color: var(--text); line-height: 1.7; }
a { color: var(--brand-600); }
a:focus-visible { outline: 2px solid var(--brand-500); outline-offset: 2px; }
.wrap { max-width: 1080px; margin: 0 auto; padding: 0 24px; }
.site-header { background: #fff; border-bottom: 3px solid var(--brand-500); }
.site-header .wrap { display: flex; align-items: center; height: 72px; }
.site-brand { display: flex; align-items: center; color: var(--brand-600); text-decoration: none; font-size: 22px; font-weight: 700; letter-spacing: 1px; }
.site-brand img, .site-brand svg { width: 44px; height: 44px; margin-right: 12px; }
.site-nav { margin-left: auto; }
.site-nav a { margin-left: 24px; color: var(--text-muted); text-decoration: none; font-size: 15px; }
.site-nav a:hover { color: var(--brand-600); }
.hero { color: #fff; background-color: var(--brand-600); background-image: linear-gradient(120deg, var(--brand-800), var(--brand-500)); }
.hero .wrap { padding-top: 56px; padding-bottom: 56px; }
.hero h1 { margin: 0 0 8px; font-size: 34px; letter-spacing: 2px; }
.hero p { margin: 0 0 28px; font-size: 17px; color: #fff; }
.hero .slogan { color: var(--gold); font-size: 15px; letter-spacing: 4px; margin-bottom: 12px; }
.btn { display: inline-block; padding: 10px 28px; border-radius: 4px; font-size: 16px; text-decoration: none; border: 1px solid transparent; }
.btn-primary { background: #fff; color: var(--brand-600); font-weight: 700; }
.btn-primary:hover { background: var(--brand-50); }
.btn-ghost { color: #fff; border-color: rgba(255, 255, 255, 0.8); margin-left: 12px; }
.btn-ghost:hover { background: rgba(255, 255, 255, 0.12); }
.btn-solid { background: var(--brand-500); color: #fff; }
.btn-solid:hover { background: var(--brand-600); }
main.wrap { padding-top: 32px; padding-bottom: 40px; }
.section-title { margin: 0 0 16px; padding-left: 10px; border-left: 4px solid var(--brand-500); font-size: 20px; line-height: 1.4; color: var(--text); }
.cards { display: flex; flex-wrap: wrap; margin: 0 -8px 24px; padding: 0; list-style: none; }
.cards li { width: calc(50% - 16px); margin: 0 8px 16px; }
.card { background: #fff; border: 1px solid var(--border); border-radius: 8px; padding: 20px 24px; }
.card h2, .card h3 { margin: 0 0 6px; color: var(--text); font-size: 18px; }
.card p { margin: 0 0 14px; color: var(--text-muted); }
.card.app { display: flex; flex-direction: column; height: 100%; border-top: 3px solid var(--brand-500); }
.card.app .btn { align-self: flex-start; margin-top: auto; }
.note { color: var(--text-muted); background: #fff; border: 1px solid var(--border); border-radius: 8px; padding: 16px 24px; margin: 0; }
[hidden] { display: none !important; }
.btn[hidden] + .btn-ghost { margin-left: 0; }
.session { background: #fff; border: 1px solid var(--border); border-left: 4px solid var(--brand-500); border-radius: 8px; padding: 16px 24px; margin: 0 0 24px; }
.session p { margin: 0 0 12px; color: var(--text-muted); }
.session .session-who { color: var(--text); font-size: 17px; }
.session button.btn { cursor: pointer; font-family: inherit; }
.session button.btn:disabled { opacity: 0.6; cursor: default; }
.site-footer { background: var(--footer); color: var(--footer-text); font-size: 14px; text-align: center; padding: 24px; }
.site-footer p { margin: 4px 0; }
@media (max-width: 640px) { .cards li { width: 100%; } .site-nav a { margin-left: 12px; } .hero h1 { font-size: 26px; } }
`;

export async function siteCssRoutes(app: FastifyInstance): Promise<void> {
  app.get(SITE_CSS_PATH, { config: { auth: false } }, (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(SITE_CSS),
  );
}

/** The built-in mark (as public/favicon.svg) for a header without a configured logo. */
export const BUILT_IN_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="12" fill="${palette.brand[500]}"/><path fill="${palette.gold}" d="M32 8l4.7 9.6 10.6 1.5-7.7 7.5 1.8 10.5L32 32.1l-9.4 5 1.8-10.5-7.7-7.5 10.6-1.5z"/><path fill="#fff" d="M10 42c7-2.5 14-2.5 20 1.5V56c-6-4-13-4-20-1.5zM54 42c-7-2.5-14-2.5-20 1.5V56c6-4 13-4 20-1.5z"/></svg>`;
