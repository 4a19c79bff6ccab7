// Tiny helpers for the few server-rendered pages (portal, help, "not built yet"): one shell with
// the platform's header and footer, styled by the served /site.css (no inline style or script).
import type { BaseSetting } from '../../contract/base';
import { BASE_PATH } from '../../contract/codes';
import { BUILT_IN_LOGO, SITE_CSS_PATH } from './siteCss';

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Brand = Pick<BaseSetting, 'platformName' | 'logoUrl' | 'footerText' | 'copyright' | 'icp' | 'contactPhone'>;

const isSafeUrl = (url: string) => /^(\/(?!\/)|https?:\/\/)/.test(url);

function header(brand: Brand): string {
  const logo = brand.logoUrl && isSafeUrl(brand.logoUrl) ? `<img src="${escapeHtml(brand.logoUrl)}" alt="">` : BUILT_IN_LOGO;
  return `<header class="site-header"><div class="wrap">
  <a class="site-brand" href="/">${logo}<span>${escapeHtml(brand.platformName)}</span></a>
  <nav class="site-nav" aria-label="站点导航"><a href="${BASE_PATH}">学习平台</a><a href="/help/">帮助中心</a></nav>
</div></header>`;
}

function footer(brand: Brand): string {
  const lines = [
    brand.footerText,
    brand.copyright,
    [brand.icp, brand.contactPhone ? `联系电话：${brand.contactPhone}` : ''].filter(Boolean).join('　'),
  ].filter(Boolean);
  return `<footer class="site-footer">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</footer>`;
}

/** A complete page in the platform's shell; `body` must already be escaped where it holds data. */
export function page(title: string, body: string, brand?: Brand): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" type="image/svg+xml" href="${BASE_PATH}favicon.svg">
<link rel="stylesheet" href="${SITE_CSS_PATH}">
</head>
<body>
${brand ? header(brand) : ''}
${body}
${brand ? footer(brand) : ''}
</body>
</html>`;
}
