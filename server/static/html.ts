// Tiny helpers for the few server-rendered pages (portal, help, "not built yet").

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A complete page; `body` must already be escaped where it holds data. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font-family: "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif; background: #f7f3ee; color: #333; }
  header { background: #c8161d; color: #fff; padding: 20px 32px; font-size: 22px; font-weight: bold; letter-spacing: 2px; }
  main { max-width: 960px; margin: 24px auto; padding: 0 16px; line-height: 1.8; }
  .card { background: #fff; border-radius: 8px; padding: 20px 24px; margin-bottom: 16px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  a.button { display: inline-block; background: #c8161d; color: #fff; padding: 8px 20px; border-radius: 4px; text-decoration: none; }
  h2 { color: #c8161d; font-size: 18px; margin-top: 0; }
  footer { text-align: center; color: #888; font-size: 13px; padding: 24px; }
  ul.apps { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 12px; }
  ul.apps li { background: #fff7f0; border: 1px solid #f0d9c8; border-radius: 6px; padding: 12px 16px; }
</style>
</head>
<body>
${body}
</body>
</html>`;
}
