import fs from 'node:fs';
import path from 'node:path';
import { CODE_OK, CODE_OPERATION_ERROR, CODE_TOKEN_EXPIRED } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { Banner, Category, NewsDetail, NewsItem, NoticeDetail, NoticeItem } from '../../../contract/cms';
import type { PageOf } from '../../../contract/common';
import { insertCmsContent, type CmsFixture } from '../../test/cmsFixtures';
import { insertPeople, insertStructure } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';

const cms = endpoints.cms;
let t: TestApp;
let token: string;
let c: CmsFixture;

// Creating a database and migrating can take several seconds on a busy PostgreSQL.
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  const { learner } = await insertPeople(t.db, await insertStructure(t.db));
  c = await insertCmsContent(t.db, t.dataDir);
  token = await t.login(learner.account, learner.password);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

const ok = async <T>(p: string, body: object = {}) => {
  const res = await call<T>(t.app, p, body, token);
  expect({ code: res.code, msg: res.msg }).toEqual({ code: CODE_OK, msg: expect.any(String) });
  return res.data;
};
const refused = async (p: string, body: object) => {
  const res = await call(t.app, p, body, token);
  expect(res.status).toBe(200);
  expect(res.code).toBe(CODE_OPERATION_ERROR);
  return res.msg;
};
/** The order every notice and news list promises: pinned first, then newest, then newest id. */
const inListOrder = (rows: { isTop?: boolean; publishedAt: string; id: number }[]) =>
  rows.every((r, i) => {
    if (i === 0) return true;
    const a = rows[i - 1];
    const key = (x: typeof r) => [x.isTop ? 1 : 0, x.publishedAt, x.id] as const;
    const [at, ap, ai] = key(a);
    const [bt, bp, bi] = key(r);
    return at > bt || (at === bt && (ap > bp || (ap === bp && ai > bi)));
  });

describe('cms without a token', () => {
  it.each(Object.entries(cms))('%s answers 10003', async (_name, e) => {
    const res = await call(t.app, e.path, { id: 1, pageNum: 1, pageSize: 10 });
    expect(res.code).toBe(CODE_TOKEN_EXPIRED);
  });
});

describe('banners', () => {
  it('lists the enabled banners in order, each with a served image and an in-app link', async () => {
    const list = await ok<Banner[]>(cms.banners.path);
    expect(list.map((b) => b.title)).toEqual(c.banners);
    for (const b of list) {
      expect(b.link).toMatch(/^\/index\/(newsDetails|noticesDetails)\/\d+$/);
      expect(fs.existsSync(path.join(t.dataDir, b.imageUrl))).toBe(true);
    }
    // The image is served where the banner says, to a browser without a token (an <img>).
    const img = await t.app.inject({ method: 'GET', url: list[0].imageUrl });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect(img.body).toContain(c.banners[0]);
  });

  it('leaves out a disabled banner', async () => {
    const [first] = await ok<Banner[]>(cms.banners.path);
    await t.db.updateTable('banner').set({ enabled: 0 }).where('id', '=', first.id).execute();
    const list = await ok<Banner[]>(cms.banners.path);
    await t.db.updateTable('banner').set({ enabled: 1 }).where('id', '=', first.id).execute();
    expect(list.map((b) => b.id)).not.toContain(first.id);
    expect(list).toHaveLength(c.banners.length - 1);
  });
});

describe('notices (home)', () => {
  it('answers 5 by default: the 3 pinned first, then the newest', async () => {
    const list = await ok<NoticeItem[]>(cms.notices.path);
    expect(list).toHaveLength(5);
    expect(list.slice(0, 3).every((n) => n.isTop)).toBe(true);
    expect(list.slice(3).some((n) => n.isTop)).toBe(false);
    expect(inListOrder(list)).toBe(true);
    expect(list[3].title).toBe(c.notices[3]);
  });

  it('takes a size, within 1-20', async () => {
    expect(await ok<NoticeItem[]>(cms.notices.path, { size: 2 })).toHaveLength(2);
    expect(await refused(cms.notices.path, { size: 0 })).toContain('条数');
    expect(await refused(cms.notices.path, { size: 21 })).toContain('条数');
  });
});

describe('noticeList', () => {
  it('pages every notice, pinned first then newest', async () => {
    const p1 = await ok<PageOf<NoticeItem>>(cms.noticeList.path, { pageNum: 1, pageSize: 5 });
    expect(p1).toMatchObject({ total: 12, pageNum: 1, pageSize: 5 });
    expect(p1.list).toHaveLength(5);
    const p3 = await ok<PageOf<NoticeItem>>(cms.noticeList.path, { pageNum: 3, pageSize: 5 });
    expect(p3.list).toHaveLength(2);
    const all = await ok<PageOf<NoticeItem>>(cms.noticeList.path, { pageNum: 1, pageSize: 100 });
    expect(inListOrder(all.list)).toBe(true);
    expect(all.list.map((n) => n.title)).toEqual(c.notices);
    expect([...p1.list, ...p3.list].map((n) => n.id)).toEqual([...all.list.slice(0, 5), ...all.list.slice(10)].map((n) => n.id));
  });

  it('answers an empty page past the end, not an error', async () => {
    const page = await ok<PageOf<NoticeItem>>(cms.noticeList.path, { pageNum: 9, pageSize: 10 });
    expect(page).toEqual({ list: [], total: 12, pageNum: 9, pageSize: 10 });
  });

  it('searches titles, taking % and _ literally', async () => {
    const page = await ok<PageOf<NoticeItem>>(cms.noticeList.path, { pageNum: 1, pageSize: 50, keyword: ' 考试 ' });
    expect(page.total).toBe(2);
    expect(page.list.every((n) => n.title.includes('考试'))).toBe(true);
    expect((await ok<PageOf<NoticeItem>>(cms.noticeList.path, { pageNum: 1, pageSize: 10, keyword: '%' })).total).toBe(0);
    expect((await ok<PageOf<NoticeItem>>(cms.noticeList.path, { pageNum: 1, pageSize: 10, keyword: '不存在的标题' })).list).toEqual([]);
  });

  it('refuses bad paging, naming the field', async () => {
    expect(await refused(cms.noticeList.path, { pageNum: 1, pageSize: 1000 })).toContain('每页条数');
    expect(await refused(cms.noticeList.path, { pageNum: 'abc', pageSize: 10 })).toContain('页码');
    expect(await refused(cms.noticeList.path, { pageNum: 0, pageSize: 10 })).toContain('页码');
    expect(await refused(cms.noticeList.path, { pageNum: 1, pageSize: 10, keyword: '长'.repeat(51) })).toContain('关键词');
  });
});

describe('noticeDetail', () => {
  it('counts one view per call and answers the body', async () => {
    const [first] = await ok<NoticeItem[]>(cms.notices.path, { size: 1 });
    const a = await ok<NoticeDetail>(cms.noticeDetail.path, { id: first.id });
    const b = await ok<NoticeDetail>(cms.noticeDetail.path, { id: first.id });
    expect(a.viewCount).toBe(first.viewCount + 1);
    expect(b.viewCount).toBe(first.viewCount + 2);
    expect(a.content).toContain('<p>');
    expect(a.publisher).toBe('党校办公室');
  });

  it('names the neighbours in list order, none before the first or after the last', async () => {
    const { list } = await ok<PageOf<NoticeItem>>(cms.noticeList.path, { pageNum: 1, pageSize: 100 });
    const first = await ok<NoticeDetail>(cms.noticeDetail.path, { id: list[0].id });
    expect(first.prev).toBeNull();
    expect(first.next).toEqual({ id: list[1].id, title: list[1].title });
    const mid = await ok<NoticeDetail>(cms.noticeDetail.path, { id: list[3].id });
    expect(mid.prev).toEqual({ id: list[2].id, title: list[2].title });
    expect(mid.next).toEqual({ id: list[4].id, title: list[4].title });
    const last = await ok<NoticeDetail>(cms.noticeDetail.path, { id: list[list.length - 1].id });
    expect(last.next).toBeNull();
  });

  it('refuses a missing, malformed or unknown id', async () => {
    expect(await refused(cms.noticeDetail.path, {})).toContain('公告');
    expect(await refused(cms.noticeDetail.path, { id: '0' })).toContain('公告');
    expect(await refused(cms.noticeDetail.path, { id: 'abc' })).toContain('公告');
    expect(await refused(cms.noticeDetail.path, { id: 987654 })).toBe('公告不存在或已删除');
  });
});

describe('news columns', () => {
  const top = () => ok<Category[]>(cms.categoryChildren.path);

  it('lists the top columns, then the sub-columns of 学院动态', async () => {
    const cats = await top();
    expect(cats.map((c) => c.name)).toEqual(['党建要闻', '学院动态', '理论学习']);
    expect(cats.every((c) => c.parentId === 0)).toBe(true);
    const college = cats[1];
    const subs = await ok<Category[]>(cms.categoryChildren.path, { parentId: college.id });
    expect(subs.map((c) => c.name)).toEqual(['支部风采', '青春榜样']);
    expect(await ok<Category[]>(cms.categoryChildren.path, { parentId: subs[0].id })).toEqual([]);
    expect(await ok<Category[]>(cms.categoryChildren.path, { parentId: 0 })).toEqual(cats);
    expect(await refused(cms.categoryChildren.path, { parentId: 98765 })).toBe('上级栏目不存在或已删除');
  });

  it('newList of a column includes its sub-columns', async () => {
    const [party, college, theory] = await top();
    const subs = await ok<Category[]>(cms.categoryChildren.path, { parentId: college.id });
    const total = async (categoryId?: number) =>
      (await ok<PageOf<NewsItem>>(cms.newList.path, { pageNum: 1, pageSize: 10, categoryId })).total;
    const [all, p, col, th, s0, s1] = await Promise.all([
      total(),
      total(party.id),
      total(college.id),
      total(theory.id),
      total(subs[0].id),
      total(subs[1].id),
    ]);
    expect(all).toBe(15);
    expect(p + col + th).toBe(all);
    expect(s0).toBe(2);
    expect(s1).toBe(2);
    expect(col).toBe(2 + s0 + s1);
    const page = await ok<PageOf<NewsItem>>(cms.newList.path, { pageNum: 1, pageSize: 100, categoryId: college.id });
    expect(new Set(page.list.map((n) => n.categoryName))).toEqual(new Set(['学院动态', '支部风采', '青春榜样']));
    expect(inListOrder(page.list)).toBe(true);
  });

  it('newList pages, searches and refuses an unknown column', async () => {
    const p2 = await ok<PageOf<NewsItem>>(cms.newList.path, { pageNum: 2, pageSize: 10 });
    expect(p2.list).toHaveLength(5);
    expect((await ok<PageOf<NewsItem>>(cms.newList.path, { pageNum: 3, pageSize: 10 })).list).toEqual([]);
    const found = await ok<PageOf<NewsItem>>(cms.newList.path, { pageNum: 1, pageSize: 10, keyword: '党支部' });
    expect(found.total).toBe(2);
    expect(found.list.every((n) => n.title.includes('党支部'))).toBe(true);
    expect(await refused(cms.newList.path, { pageNum: 1, pageSize: 10, categoryId: 98765 })).toBe('栏目不存在或已删除');
    expect(await refused(cms.newList.path, { pageNum: 1, pageSize: 1000 })).toContain('每页条数');
  });

  it('newListTop answers the pinned and newest of a column', async () => {
    const [party, college] = await top();
    const list = await ok<NewsItem[]>(cms.newListTop.path, { categoryId: party.id });
    expect(list).toHaveLength(5);
    expect(list.map((n) => n.title)).toEqual(c.news.party.slice(0, 5));
    expect(list.every((n) => n.categoryName === '党建要闻' && n.coverUrl.startsWith('/uploads/fixture/'))).toBe(true);
    const three = await ok<NewsItem[]>(cms.newListTop.path, { categoryId: college.id, size: 3 });
    expect(three).toHaveLength(3);
    expect(three.map((n) => n.title)).toEqual([...c.news.youth, c.news.branch[0]]);
    expect(await ok<NewsItem[]>(cms.newListTop.path, {})).toHaveLength(5);
  });
});

describe('newDetail', () => {
  it('answers the article with author and pictures, counting the view', async () => {
    const [, college] = await ok<Category[]>(cms.categoryChildren.path);
    const { list } = await ok<PageOf<NewsItem>>(cms.newList.path, { pageNum: 1, pageSize: 100, categoryId: college.id });
    const i = list.findIndex((n) => n.title.startsWith('第一党支部'));
    const d = await ok<NewsDetail>(cms.newDetail.path, { id: list[i].id });
    expect(d.viewCount).toBe(list[i].viewCount + 1);
    expect(d.author).toBe('钱思远');
    expect(d.categoryName).toBe('支部风采');
    const img = /<img src="([^"]+)"/.exec(d.content)?.[1];
    expect(img).toMatch(/^\/uploads\/fixture\/illus-\d+\.svg$/);
    expect(fs.existsSync(path.join(t.dataDir, img!))).toBe(true);
    // Neighbours come from the list of its top column, sub-columns included.
    expect(d.prev).toEqual({ id: list[i - 1].id, title: list[i - 1].title });
    expect(d.next).toEqual({ id: list[i + 1].id, title: list[i + 1].title });
  });

  it('read from a column: neighbours come from that column only, and the article must be in it', async () => {
    const [, college] = await ok<Category[]>(cms.categoryChildren.path);
    const [branch] = await ok<Category[]>(cms.categoryChildren.path, { parentId: college.id });
    const { list } = await ok<PageOf<NewsItem>>(cms.newList.path, { pageNum: 1, pageSize: 100, categoryId: branch.id });
    expect(list.map((n) => n.title)).toEqual(c.news.branch);
    const first = await ok<NewsDetail>(cms.newDetail.path, { id: list[0].id, categoryId: branch.id });
    expect(first.prev).toBeNull();
    expect(first.next).toEqual({ id: list[1].id, title: list[1].title });
    const last = await ok<NewsDetail>(cms.newDetail.path, { id: list[1].id, categoryId: branch.id });
    expect(last.prev).toEqual({ id: list[0].id, title: list[0].title });
    // Without the column its neighbours run on through 学院动态's other items.
    expect((await ok<NewsDetail>(cms.newDetail.path, { id: list[1].id })).next).not.toBeNull();
    const [party] = await ok<NewsItem[]>(cms.newListTop.path, {
      categoryId: (await ok<Category[]>(cms.categoryChildren.path))[0].id,
      size: 1,
    });
    expect(await refused(cms.newDetail.path, { id: party.id, categoryId: branch.id })).toBe('该栏目下没有这篇文章');
    expect(await refused(cms.newDetail.path, { id: party.id, categoryId: 98765 })).toBe('栏目不存在或已删除');
    // a missing one read within a column is an article of it (党务园地 says 文章 too), else a news item
    expect(await refused(cms.newDetail.path, { id: 987654, categoryId: branch.id })).toBe('文章不存在或已删除');
  });

  it('refuses a missing, malformed or unknown id', async () => {
    expect(await refused(cms.newDetail.path, {})).toContain('新闻');
    expect(await refused(cms.newDetail.path, { id: '0' })).toContain('新闻');
    expect(await refused(cms.newDetail.path, { id: 'abc' })).toContain('新闻');
    expect(await refused(cms.newDetail.path, { id: 987654 })).toBe('新闻不存在或已删除');
  });
});

describe('article bodies', () => {
  const hostile = '<p>正文</p><img src=1 onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">链接</a>';

  test('a stored notice body comes out without script, handlers or javascript: links', async () => {
    const row = await t.db.selectFrom('notice').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('notice').set({ content: hostile }).where('id', '=', row.id).execute();
    const d = await ok<NoticeDetail>(cms.noticeDetail.path, { id: row.id });
    expect(d.content).toBe('<p>正文</p><img src="1" /><a>链接</a>');
  });

  test('a stored news body comes out without script, handlers or javascript: links', async () => {
    const row = await t.db.selectFrom('news').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('news').set({ content: hostile }).where('id', '=', row.id).execute();
    const d = await ok<NewsDetail>(cms.newDetail.path, { id: row.id });
    expect(d.content).toBe('<p>正文</p><img src="1" /><a>链接</a>');
  });
});
