import fs from 'node:fs';
import path from 'node:path';
import { CODE_OK } from '../../../contract/codes';
import type { Category, NewsDetail, NewsItem } from '../../../contract/cms';
import type { PageOf } from '../../../contract/common';
import { endpoints } from '../../../contract/endpoints';
import { call, createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let token: string;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = await t.login('2023010101', 'Dangjian@2026');
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

const cms = endpoints.cms;
async function ok<T>(url: string, body: object): Promise<T> {
  const res = await call<T>(t.app, url, body, token);
  expect(res.code).toBe(CODE_OK);
  return res.data;
}
/** 党务园地 and its columns, as the web app finds them: by name under the top column. */
async function partyColumns() {
  const top = await ok<Category[]>(cms.categoryChildren.path, { parentId: 0 });
  const root = top.find((c) => c.name === '党务园地')!;
  expect(root).toBeDefined();
  const columns = await ok<Category[]>(cms.categoryChildren.path, { parentId: root.id });
  return { top, root, columns };
}

describe('demo 党务园地 articles', () => {
  it('has 党务学习, 党务知识, 他山之石 under 党务园地, the top column listed after the news columns', async () => {
    const { top, root, columns } = await partyColumns();
    expect(columns.map((c) => c.name)).toEqual(['党务学习', '党务知识', '他山之石']);
    // the home page's first news tab stays 党建要闻
    expect(top[0].name).toBe('党建要闻');
    expect(top[top.length - 1].id).toBe(root.id);
    const meta = await t.db.selectFrom('meta').select('key').where('key', '=', 'demoPartyArticlesSeededAt').execute();
    expect(meta).toHaveLength(1);
  });

  it('has 20+ distinct articles in each column, each with 3+ real paragraphs, a source, an author and a date in the past months', async () => {
    const { columns } = await partyColumns();
    const now = Date.now();
    for (const c of columns) {
      const page = await ok<PageOf<NewsItem>>(cms.newList.path, { categoryId: c.id, pageNum: 1, pageSize: 100 });
      expect(page.total).toBeGreaterThanOrEqual(20);
      const rows = await t.db.selectFrom('news').selectAll().where('categoryId', '=', c.id).execute();
      expect(rows).toHaveLength(page.total);
      expect(new Set(rows.map((r) => r.title)).size).toBe(rows.length);
      for (const r of rows) {
        const paras = [...r.content.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => m[1]);
        // a question may be short; at least three paragraphs say something
        expect(paras.filter((x) => x.length >= 30).length).toBeGreaterThanOrEqual(3);
        expect(r.summary.length).toBeGreaterThan(10);
        expect(r.source && r.author).toBeTruthy();
        const at = Date.parse(r.publishedAt);
        expect(at).toBeLessThanOrEqual(now);
        expect(now - at).toBeLessThan(200 * 86400_000);
      }
      // spread over the months, not one day
      expect(new Set(rows.map((r) => r.publishedAt.slice(0, 7))).size).toBeGreaterThanOrEqual(3);
      const covered = rows.filter((r) => r.coverUrl);
      expect(covered.length).toBeGreaterThanOrEqual(3);
      for (const r of covered) expect(fs.readFileSync(path.join(t.dataDir, r.coverUrl), 'utf8')).toContain('<svg');
    }
  });

  it('reads an article through newDetail within 党务园地 and its column, and refuses a news article there', async () => {
    const { root, columns } = await partyColumns();
    const [first] = (await ok<PageOf<NewsItem>>(cms.newList.path, { categoryId: columns[1].id, pageNum: 1, pageSize: 5 })).list;
    const detail = await ok<NewsDetail>(cms.newDetail.path, { id: first.id, categoryId: root.id });
    expect(detail).toMatchObject({ id: first.id, title: first.title, categoryName: '党务知识' });
    expect(detail.content).toContain('<p>');
    expect(detail.author).toBeTruthy();
    const inColumn = await ok<NewsDetail>(cms.newDetail.path, { id: first.id, categoryId: columns[1].id });
    expect(inColumn.prev).toBeNull(); // the newest of its column
    expect(inColumn.next).not.toBeNull();
    const other = await t.db
      .selectFrom('news')
      .select('id')
      .where('categoryId', 'not in', [root.id, ...columns.map((c) => c.id)])
      .executeTakeFirstOrThrow();
    const res = await call(t.app, cms.newDetail.path, { id: other.id, categoryId: root.id }, token);
    expect(res.code).toBe(10002);
    expect(res.msg).toBe('该栏目下没有这篇文章');
  });

  it('finds an article by a keyword of its title within its column only', async () => {
    const { columns } = await partyColumns();
    const [study, knowledge] = columns;
    const found = await ok<PageOf<NewsItem>>(cms.newList.path, { categoryId: study.id, keyword: '三会一课', pageNum: 1, pageSize: 10 });
    expect(found.total).toBeGreaterThanOrEqual(1);
    expect(found.list.every((n) => n.title.includes('三会一课') && n.categoryName === '党务学习')).toBe(true);
    const none = await ok<PageOf<NewsItem>>(cms.newList.path, {
      categoryId: knowledge.id,
      keyword: '组织生活会的基本流程',
      pageNum: 1,
      pageSize: 10,
    });
    expect(none.total).toBe(0);
  });
});
