// 轮播图 import: the home page's banners from a school's list, their pictures checked and copied
// under a content name, listed by the home's banner call in order and served as images.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { bannerTarget, type Banner } from '../../../../contract/cms';
import { endpoints } from '../../../../contract/endpoints';
import { insertPeople, insertStructure, type People } from '../../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../../test/testApp';
import { parseCsvTable } from '../../../lib/lists/csvTable';
import { ImportRefused, runImport } from '../importer';
import { type Problem } from '../../../lib/lists/problems';
import { bannersImporter, readBannerLink } from './banners';
import { gif, jpeg, png, webp } from './testImages';

let t: TestApp;
let people: People;
let src: string;
let newsId: number;
let noticeId: number;
beforeEach(async () => {
  t = await createTestApp();
  people = await insertPeople(t.db, await insertStructure(t.db));
  const at = '2026-09-01T08:00:00.000Z';
  const category = await t.db
    .insertInto('newsCategory')
    .values({ parentId: 0, name: '党建要闻', sort: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  newsId = (
    await t.db
      .insertInto('news')
      .values({
        categoryId: category.id,
        title: '学校党委专题学习四中全会精神',
        summary: '',
        coverUrl: '',
        content: '<p>正文</p>',
        source: '',
        author: '',
        isTop: 0,
        viewCount: 0,
        publishedAt: at,
        createdAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  noticeId = (
    await t.db
      .insertInto('notice')
      .values({
        title: '关于举办入党积极分子培训班的通知',
        summary: '',
        content: '<p>正文</p>',
        publisher: '党校',
        isTop: 0,
        viewCount: 0,
        publishedAt: at,
        createdAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  src = fs.mkdtempSync(path.join(os.tmpdir(), 'banners-import-'));
  fs.mkdirSync(path.join(src, '轮播图'));
  fs.writeFileSync(path.join(src, '轮播图', 'plenum.jpg'), PLENUM);
  fs.writeFileSync(path.join(src, '轮播图', 'class.jpg'), CLASS);
  fs.writeFileSync(path.join(src, '轮播图', 'history.webp'), HISTORY);
}, 120_000);
afterEach(async () => {
  await t.close();
  fs.rmSync(src, { recursive: true, force: true });
}, 120_000);

// a PNG named .jpg, a JPEG, a WebP
const PLENUM = png(1920, 400);
const CLASS = jpeg(1920, 400);
const HISTORY = webp(1440, 300, 'VP8 ');
const sha16 = (b: Buffer) => createHash('sha256').update(b).digest('hex').slice(0, 16);
const run = (text: string, dryRun = false) =>
  runImport(t.db, bannersImporter, parseCsvTable(text), {
    dryRun,
    options: { file: path.join(src, '轮播图.csv'), dataDir: t.dataDir },
  });
const problems = async (text: string): Promise<Problem[]> => {
  const err = await run(text).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ImportRefused);
  return (err as ImportRefused).problems;
};
const imageDir = () => path.join(t.dataDir, 'uploads', 'school', 'images');
const copies = () => (fs.existsSync(imageDir()) ? fs.readdirSync(imageDir()).sort() : []);
const rows = () => t.db.selectFrom('banner').select(['title', 'imageUrl', 'link', 'sort', 'enabled']).orderBy('id').execute();
const home = async () => {
  const token = await t.login(people.learner.account, people.learner.password);
  return (await call<Banner[]>(t.app, endpoints.cms.banners.path, {}, token)).data;
};

const HEAD = '标题,图片,链接,顺序,启用';
const LIST = () =>
  [
    HEAD,
    `学习贯彻党的二十届四中全会精神,轮播图/plenum.jpg,/training2/index/newsDetails/${newsId},2,`,
    `入党积极分子培训班开班,轮播图\\class.jpg,/training2/index/noticesDetails/${noticeId},1,是`,
    '传承红色基因　赓续精神血脉,轮播图/history.webp,,,否',
    `智慧党建\u3000学习强校,${path.join(src, '轮播图', 'class.jpg')},/training2/index/course-learning,,`,
  ].join('\n');

describe('banners import', () => {
  it('makes the home carousel: in order, the disabled one not, each picture served as an image and each link the router path', async () => {
    const summary = await run(LIST());
    expect(summary).toEqual({
      added: 4,
      updated: 0,
      unchanged: 0,
      notes: [
        '首页轮播（按顺序）：入党积极分子培训班开班、学习贯彻党的二十届四中全会精神、智慧党建　学习强校',
        '表中没有的轮播图不变；要隐藏一个，写它的标题并在「启用」填否',
        '图片文件：复制了 3 个（0.0 MB）到 DATA_DIR/uploads/school/images/，0 个已在那里',
      ],
    });
    const plenum = `/uploads/school/images/plenum-${sha16(PLENUM)}.png`;
    const klass = `/uploads/school/images/class-${sha16(CLASS)}.jpg`;
    expect(copies()).toEqual([`class-${sha16(CLASS)}.jpg`, `history-${sha16(HISTORY)}.webp`, `plenum-${sha16(PLENUM)}.png`]);
    // 顺序 not written: after the highest written (2), in the list's order
    expect(await rows()).toEqual([
      { title: '学习贯彻党的二十届四中全会精神', imageUrl: plenum, link: `/index/newsDetails/${newsId}`, sort: 2, enabled: 1 },
      { title: '入党积极分子培训班开班', imageUrl: klass, link: `/index/noticesDetails/${noticeId}`, sort: 1, enabled: 1 },
      {
        title: '传承红色基因　赓续精神血脉',
        imageUrl: `/uploads/school/images/history-${sha16(HISTORY)}.webp`,
        link: '',
        sort: 3,
        enabled: 0,
      },
      { title: '智慧党建　学习强校', imageUrl: klass, link: '/index/course-learning', sort: 4, enabled: 1 },
    ]);

    const banners = await home();
    expect(banners.map(({ title, imageUrl, link }) => ({ title, imageUrl, link }))).toEqual([
      { title: '入党积极分子培训班开班', imageUrl: klass, link: `/index/noticesDetails/${noticeId}` },
      { title: '学习贯彻党的二十届四中全会精神', imageUrl: plenum, link: `/index/newsDetails/${newsId}` },
      { title: '智慧党建　学习强校', imageUrl: klass, link: '/index/course-learning' },
    ]);
    for (const [url, type, bytes] of [
      [plenum, 'image/png', PLENUM],
      [klass, 'image/jpeg', CLASS],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('changes nothing the second time; then a change counts once per banner, empty cells keep, 无 clears the link, nothing left out is deleted', async () => {
    await run(LIST());
    const before = await rows();
    const stamps = copies().map((f) => fs.statSync(path.join(imageDir(), f)).mtimeMs);
    const again = await run(LIST());
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 4 });
    expect(again.notes).toContain('图片文件：复制了 0 个（0.0 MB）到 DATA_DIR/uploads/school/images/，3 个已在那里');
    expect(await rows()).toEqual(before);
    expect(copies().map((f) => fs.statSync(path.join(imageDir(), f)).mtimeMs)).toEqual(stamps);

    const wide = gif(2400, 500);
    fs.writeFileSync(path.join(src, '轮播图', '新图.gif'), wide);
    const changed = await run(
      [
        HEAD,
        '学习贯彻党的二十届四中全会精神,,,,否',
        '入党积极分子培训班开班,轮播图/新图.gif,无,,',
        '传承红色基因　赓续精神血脉,,,1,是',
        '智慧党建　学习强校,,,,',
        `新学期寄语,轮播图/新图.gif,/training2/index/home,,`,
      ].join('\n'),
    );
    expect(changed).toMatchObject({ added: 1, updated: 3, unchanged: 1 });
    expect(changed.notes[0]).toBe('首页轮播（按顺序）：入党积极分子培训班开班、传承红色基因　赓续精神血脉、智慧党建　学习强校、新学期寄语');
    const gifUrl = `/uploads/school/images/image-${sha16(wide)}.gif`;
    expect(await rows()).toEqual([
      { ...before[0], enabled: 0 },
      { ...before[1], imageUrl: gifUrl, link: '' },
      { ...before[2], sort: 1, enabled: 1 },
      before[3],
      { title: '新学期寄语', imageUrl: gifUrl, link: '/index/home', sort: 5, enabled: 1 },
    ]);
    expect((await home()).map((b) => b.title)).toEqual([
      '入党积极分子培训班开班',
      '传承红色基因　赓续精神血脉',
      '智慧党建　学习强校',
      '新学期寄语',
    ]);

    // a list naming one banner leaves the others as they are
    expect(await run(`${HEAD}\n新学期寄语,,,,否\n`)).toMatchObject({ added: 0, updated: 1, unchanged: 0 });
    expect((await rows()).length).toBe(5);
  });

  it('names every problem in the cells and pictures, writes nothing and copies nothing', async () => {
    fs.writeFileSync(path.join(src, '轮播图', '说明.png'), '图片稍后补充\n');
    fs.writeFileSync(path.join(src, '轮播图', 'narrow.jpg'), jpeg(1000, 400));
    const heavy = png(1250, 260, { noise: true });
    fs.writeFileSync(path.join(src, '轮播图', 'heavy.png'), heavy);
    fs.writeFileSync(path.join(src, '轮播图', 'poster.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="400"></svg>');
    const how =
      '请写本平台页面的地址：浏览器地址栏中从 /training2/ 开始的部分，如 /training2/index/newsDetails/12；不要链接就留空（已有的轮播图写“无”去掉链接）';
    expect(
      await problems(
        [
          HEAD,
          ',轮播图/plenum.jpg,,,',
          '甲,轮播图/说明.png,,,',
          '乙,轮播图/narrow.jpg,,,',
          '丙,轮播图/heavy.png,,,',
          '丁,轮播图/poster.svg,,,',
          '戊,轮播图/无此图.jpg,,,',
          '己,轮播图/plenum.jpg,https://user:pw@www.12371.cn/,,',
          '庚,轮播图/plenum.jpg,javascript:alert(1),,',
          '辛,轮播图/plenum.jpg,/index/newsDetails/1,,',
          '壬,轮播图/plenum.jpg,/training2//evil.example.com,,',
          '癸,轮播图/plenum.jpg,,第一,',
          '子,轮播图/plenum.jpg,,,启用',
          '甲,轮播图/plenum.jpg,,,',
          '丑,轮播图/plenum.jpg,/training2/index/newsDetails/ 12,,',
        ].join('\n'),
      ),
    ).toEqual([
      { line: 2, column: '标题', message: '不能为空' },
      {
        line: 3,
        column: '图片',
        message: '“轮播图/说明.png”不是可用的图片文件；可用：JPEG、PNG、WebP、GIF（按文件内容判断，与扩展名无关）',
      },
      {
        line: 4,
        column: '图片',
        message: '“轮播图/narrow.jpg”（JPEG，1000×400 像素，3 KB）太小：轮播图至少 1200×250 像素，否则显示时模糊；请换用更大的图片',
      },
      {
        line: 5,
        column: '图片',
        message: `“轮播图/heavy.png”（PNG，1250×260 像素，${Math.round(heavy.length / 1024)} KB）超过轮播图的上限 800 KB；每位打开页面的人都要下载它，请缩小或压缩后再导入（如另存为质量 80 左右的 JPEG）`,
      },
      {
        line: 6,
        column: '图片',
        message:
          '“轮播图/poster.svg”SVG 或其他文本文件不能作为图片导入（SVG 中的文字依赖各电脑安装的字体，引用的外部图片在网页中不显示，像素尺寸也无法核对）；请导出为 PNG 或 JPEG',
      },
      {
        line: 7,
        column: '图片',
        message: `“轮播图/无此图.jpg”不存在（找的是 ${path.join(src, '轮播图', '无此图.jpg')}）；相对路径从本表所在的文件夹算起，也可以写完整路径`,
      },
      { line: 8, column: '链接', message: '“https://user:pw@www.12371.cn/”中含有用户名或密码；请写不带它们的网址' },
      { line: 9, column: '链接', message: `“javascript:alert(1)”不是网页地址；${how}，或其他网站以 https:// 开头的完整网址` },
      { line: 10, column: '链接', message: `“/index/newsDetails/1”不是本平台的页面地址；${how}` },
      { line: 11, column: '链接', message: `“/training2//evil.example.com”不是本平台的页面地址；${how}` },
      { line: 12, column: '顺序', message: '“第一”不是整数；请写 0 或正整数，小的在前' },
      { line: 13, column: '启用', message: '“启用”不是可用的值；可用：是、否' },
      { line: 14, column: '标题', message: '与第 3 行是同一个轮播图（标题相同）' },
      { line: 15, column: '链接', message: `“/training2/index/newsDetails/ 12”中有空格、反斜杠或控制字符；${how}` },
    ]);
    expect(await rows()).toEqual([]);
    expect(copies()).toEqual([]);
  });

  it('checks against the database: a new banner needs a picture, a linked article or notice must exist', async () => {
    await run(LIST());
    const before = await rows();
    expect(
      await problems(
        [
          HEAD,
          '新的轮播图,,/training2/index/home,,',
          `学习贯彻党的二十届四中全会精神,,/training2/index/newsDetails/${newsId + 100},,`,
          `入党积极分子培训班开班,,/training2/index/noticesDetails/${noticeId + 100},,`,
        ].join('\n'),
      ),
    ).toEqual([
      { line: 2, column: '图片', message: '新的轮播图须有图片：请写图片文件的路径（相对于本表所在的文件夹，或完整路径）' },
      {
        line: 3,
        column: '链接',
        message: `“/training2/index/newsDetails/${newsId + 100}”打开的新闻不存在（编号 ${newsId + 100}）；请在平台中打开要链接的页面，复制地址栏中的地址`,
      },
      {
        line: 4,
        column: '链接',
        message: `“/training2/index/noticesDetails/${noticeId + 100}”打开的通知不存在（编号 ${noticeId + 100}）；请在平台中打开要链接的页面，复制地址栏中的地址`,
      },
    ]);
    expect(await rows()).toEqual(before);
    // checked before anything is copied: a good new picture in a list the database refuses stays where it is
    fs.writeFileSync(path.join(src, '轮播图', 'new.png'), png(1920, 400, { rgb: [0, 90, 0] }));
    const copied = copies();
    expect(await problems(`${HEAD}\n新的轮播图,轮播图/new.png,/training2/index/newsDetails/${newsId + 100},,`)).toEqual([
      {
        line: 2,
        column: '链接',
        message: `“/training2/index/newsDetails/${newsId + 100}”打开的新闻不存在（编号 ${newsId + 100}）；请在平台中打开要链接的页面，复制地址栏中的地址`,
      },
    ]);
    expect(copies()).toEqual(copied);
  });

  it('a list with one bad row writes nothing and copies nothing', async () => {
    expect(await problems(`${LIST()}\n新学期寄语,轮播图/第二张.jpg,,,`)).toEqual([
      {
        line: 6,
        column: '图片',
        message: `“轮播图/第二张.jpg”不存在（找的是 ${path.join(src, '轮播图', '第二张.jpg')}）；相对路径从本表所在的文件夹算起，也可以写完整路径`,
      },
    ]);
    expect(await rows()).toEqual([]);
    expect(copies()).toEqual([]);
  });

  it('dry run says what would change and writes and copies nothing; a picture of another shape is named in the notes', async () => {
    fs.writeFileSync(path.join(src, '轮播图', 'photo.jpg'), jpeg(1600, 900));
    const s = await run(`${LIST()}\n校园风光,轮播图/photo.jpg,,,`, true);
    expect(s).toMatchObject({ added: 5, updated: 0, unchanged: 0 });
    expect(s.notes).toContain('图片文件：将复制 4 个（0.0 MB）到 DATA_DIR/uploads/school/images/，0 个已在那里');
    expect(s.notes).toContain(
      '这些图片与轮播区的形状（宽:高 = 24:5，如 1920×400）相差较大，显示时上下或左右会被裁去一部分：校园风光（1600×900）',
    );
    expect(await rows()).toEqual([]);
    expect(copies()).toEqual([]);
  });

  it("reads a link as the carousel opens it: a page of the platform, or another site's whole address", () => {
    expect(readBannerLink('/training2/index/newsDetails/12')).toEqual({ link: '/index/newsDetails/12' });
    expect(readBannerLink('/training2')).toEqual({ link: '/' });
    expect(readBannerLink('/training2/index/course-learning?tab=1#top')).toEqual({ link: '/index/course-learning?tab=1#top' });
    expect(readBannerLink('无')).toEqual({ link: '' });
    // another site: kept as a whole address, which the carousel opens in a new tab
    expect(readBannerLink('https://www.12371.cn/')).toEqual({ link: 'https://www.12371.cn/' });
    expect(readBannerLink('HTTP://News.Example.edu.cn/a/b.html?id=3')).toEqual({ link: 'http://news.example.edu.cn/a/b.html?id=3' });
    for (const link of ['https://www.12371.cn/', 'http://news.example.edu.cn/a/b.html?id=3']) expect(bannerTarget(link)).toBe('site');
    for (const bad of [
      'JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example.com/training2/',
      '/training2x/index',
      'training2/index/home',
      'https://',
      'https:///x',
      'https://a b.cn/',
      'ftp://x.cn/',
    ]) {
      expect(readBannerLink(bad)).toHaveProperty('problem');
    }
  });
});
