import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// A small, fully known set of cms content for the cms tests (the demo seed has its own test).
// Times are fixed so the list order is known: pinned first, then newest, then the larger id.

const day = (d: number, hour = 8) => new Date(Date.UTC(2026, 8, d, hour)).toISOString();

/** An SVG under DATA_DIR/uploads/fixture/ with the text in it; answers its URL. */
function svg(dataDir: string, name: string, text: string): string {
  const file = path.join(dataDir, 'uploads', 'fixture', `${name}.svg`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><text x="10" y="50">${text}</text></svg>`);
  return `/uploads/fixture/${name}.svg`;
}

export interface CmsFixture {
  /** enabled banners in display order; one more banner is disabled */
  banners: string[];
  /** every notice title in list order (3 pinned first) */
  notices: string[];
  categories: { party: number; college: number; branch: number; youth: number; theory: number };
  /** titles per column in list order; college's own items only (not its sub-columns) */
  news: { party: string[]; college: string[]; branch: string[]; youth: string[]; theory: string[] };
}

export async function insertCmsContent(db: Kysely<Database>, dataDir: string): Promise<CmsFixture> {
  // Notices: 3 pinned (days 1-3), 9 others (days 4-12), two of them on the same moment (id decides).
  const noticeRows = [
    { title: '置顶通知一：培训班开班安排', isTop: 1, publishedAt: day(1) },
    { title: '置顶通知二：平台使用说明', isTop: 1, publishedAt: day(2) },
    { title: '置顶通知三：结业考试安排', isTop: 1, publishedAt: day(3) },
    ...Array.from({ length: 9 }, (_, i) => ({
      title: i === 4 ? '关于补考考试报名的通知' : `普通通知第${i + 1}号`,
      isTop: 0,
      publishedAt: day(i === 8 ? 11 : 4 + i),
    })),
  ];
  for (const n of noticeRows) {
    await db
      .insertInto('notice')
      .values({
        ...n,
        summary: `${n.title}摘要`,
        content: `<p>${n.title}正文</p>`,
        publisher: '党校办公室',
        viewCount: 3,
        createdAt: n.publishedAt,
      })
      .execute();
  }
  const notices = [...noticeRows]
    .map((n, i) => ({ ...n, i }))
    .sort((a, b) => b.isTop - a.isTop || b.publishedAt.localeCompare(a.publishedAt) || b.i - a.i)
    .map((n) => n.title);

  const category = async (parentId: number, name: string, sort: number) =>
    (await db.insertInto('newsCategory').values({ parentId, name, sort }).returning('id').executeTakeFirstOrThrow()).id;
  const theory = await category(0, '理论学习', 3);
  const party = await category(0, '党建要闻', 1);
  const college = await category(0, '学院动态', 2);
  const youth = await category(college, '青春榜样', 2);
  const branch = await category(college, '支部风采', 1);
  const categories = { party, college, branch, youth, theory };

  // News: party 6 (the oldest pinned), college 2, each sub-column 2, theory 3; 15 in all.
  const cover = svg(dataDir, 'cover', '封面');
  const illus = svg(dataDir, 'illus-1', '插图');
  const plan: [keyof typeof categories, string, number, number][] = [
    ['party', '党委中心组专题学习（置顶）', 1, 1],
    ...[2, 3, 4, 5, 6].map((d): [keyof typeof categories, string, number, number] => ['party', `党建要闻第${d}篇`, d, 0]),
    ['college', '学院动态：新学期党建工作部署', 7, 0],
    ['college', '学院动态：党员先锋岗评选', 8, 0],
    ['branch', '第一党支部开展主题党日活动', 9, 0],
    ['branch', '第二党支部召开组织生活会', 10, 0],
    ['youth', '青春榜样：理论宣讲员', 11, 0],
    ['youth', '青春榜样：志愿服务标兵', 12, 0],
    ['theory', '理论学习第一讲', 13, 0],
    ['theory', '理论学习第二讲', 14, 0],
    ['theory', '理论学习第三讲', 15, 0],
  ];
  const news = { party: [] as string[], college: [] as string[], branch: [] as string[], youth: [] as string[], theory: [] as string[] };
  for (const [column, title, d, isTop] of plan) {
    await db
      .insertInto('news')
      .values({
        categoryId: categories[column],
        title,
        summary: `${title}摘要`,
        coverUrl: cover,
        content: `<p>${title}</p><p><img src="${illus}" alt=""></p>`,
        source: '党委组织部',
        author: '钱思远',
        isTop,
        viewCount: 5,
        publishedAt: day(d),
        createdAt: day(d),
      })
      .execute();
    news[column].push(title);
  }
  for (const list of Object.values(news)) list.reverse();
  // Pinned first: party's pinned item was pushed first and is now last after the reverse.
  news.party.unshift(news.party.pop()!);

  const [firstNews] = await db.selectFrom('news').select('id').where('title', '=', plan[0][1]).execute();
  const [firstNotice] = await db.selectFrom('notice').select('id').where('title', '=', noticeRows[0].title).execute();
  const bannerRows = [
    { title: '学习贯彻全会精神', link: `/index/newsDetails/${firstNews.id}`, sort: 1, enabled: 1 },
    { title: '培训班开班', link: `/index/noticesDetails/${firstNotice.id}`, sort: 2, enabled: 1 },
    { title: '已下线的横幅', link: `/index/noticesDetails/${firstNotice.id}`, sort: 3, enabled: 0 },
    { title: '智慧党建学习强校', link: `/index/newsDetails/${firstNews.id}`, sort: 4, enabled: 1 },
  ];
  for (const [i, b] of bannerRows.entries()) {
    await db
      .insertInto('banner')
      .values({ ...b, imageUrl: svg(dataDir, `banner-${i + 1}`, b.title) })
      .execute();
  }
  return { banners: bannerRows.filter((b) => b.enabled).map((b) => b.title), notices, categories, news };
}
