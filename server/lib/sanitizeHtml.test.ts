import { news } from '../db/seed/news';
import { notices } from '../db/seed/notices';
import { sanitizeArticleHtml } from './sanitizeHtml';

test.each([
  ['<p>a<img src=1 onerror=alert(1)></p>', '<p>a<img src="1" /></p>'],
  ['<p>x</p><script>alert(document.cookie)</script>', '<p>x</p>'],
  ['<a href="javascript:alert(1)">点此</a>', '<a>点此</a>'],
  ['<a href="JaVaScRiPt&colon;alert(1)">点此</a>', '<a>点此</a>'],
  ['<img src="data:text/html,<script>alert(1)</script>">', '<img />'],
  ['<iframe src="https://evil.example"></iframe><p>留下</p>', '<p>留下</p>'],
  ['<svg onload=alert(1)><circle/></svg><style>body{display:none}</style>', ''],
  ['<p style="position:fixed" onclick="x()" class="c">文</p>', '<p>文</p>'],
])('%s loses everything that can run', (dirty, clean) => {
  expect(sanitizeArticleHtml(dirty)).toBe(clean);
});

test('keeps what articles use: paragraphs, headings, lists, figures, links, tables', () => {
  const html =
    '<h3>一、要求</h3><p><strong>重点</strong><em>说明</em></p><ul><li>甲</li></ul>' +
    '<figure><img src="/uploads/2026/01/a.png" alt="图" width="800" height="450" /><figcaption>图</figcaption></figure>' +
    '<p><a href="https://www.example.edu.cn/x">链接</a> <a href="/training2/index/home">站内</a></p>' +
    '<table><tbody><tr><td colspan="2">格</td></tr></tbody></table>';
  expect(sanitizeArticleHtml(html)).toBe(html);
});

test('every demo notice and news body is unchanged by sanitising', () => {
  const bodies = [...notices, ...news].map((a) => a.body);
  expect(bodies.length).toBeGreaterThan(10);
  for (const body of bodies) expect(sanitizeArticleHtml(body)).toBe(body);
});
