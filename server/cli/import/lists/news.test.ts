// 新闻 import: articles in news columns (made when missing), with covers copied under a content
// name, shown by the home page's column tabs, a column's list and an article through the real API.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Category, NewsDetail, NewsItem } from '../../../../contract/cms';
import type { PageOf } from '../../../../contract/common';
import { endpoints } from '../../../../contract/endpoints';
import { insertPeople, insertStructure } from '../../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../../test/testApp';
import { parseCsvTable } from '../../../lib/lists/csvTable';
import { ImportRefused, runImport } from '../importer';
import { type Problem } from '../../../lib/lists/problems';
import { newsImporter } from './news';
import { sizeText } from './imageFile';
import { jpeg, png } from './testImages';

let t: TestApp;
let token: string;
/** the school's folder: the list, 正文/ and 封面/ beside it */
let src: string;
beforeEach(async () => {
  t = await createTestApp();
  const people = await insertPeople(t.db, await insertStructure(t.db));
  token = await t.login(people.learner.account, people.learner.password);
  src = fs.mkdtempSync(path.join(os.tmpdir(), 'news-import-'));
  fs.mkdirSync(path.join(src, '正文'));
  fs.mkdirSync(path.join(src, '封面'));
}, 120_000);
afterEach(async () => {
  await t.close();
  fs.rmSync(src, { recursive: true, force: true });
}, 120_000);

const write = (name: string, content: string | Buffer) => fs.writeFileSync(path.join(src, name), content);
const run = (text: string, dryRun = false) =>
  runImport(t.db, newsImporter, parseCsvTable(text), {
    dryRun,
    now: '2026-09-01T00:00:00.000Z',
    options: { file: path.join(src, '新闻.csv'), dataDir: t.dataDir },
  });
const problems = async (text: string): Promise<Problem[]> => {
  const err = await run(text).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ImportRefused);
  return (err as ImportRefused).problems;
};
const ok = async <T>(p: string, body: object = {}) => {
  const res = await call<T>(t.app, p, body, token);
  expect(res.code).toBe(99999);
  return res.data;
};
const stored = () => t.db.selectFrom('news').selectAll().orderBy('id').execute();
const columns = () => t.db.selectFrom('newsCategory').selectAll().orderBy('id').execute();
const imageDir = () => path.join(t.dataDir, 'uploads', 'school', 'images');
const images = () => (fs.existsSync(imageDir()) ? fs.readdirSync(imageDir()).sort() : []);
const stored16 = (bytes: Buffer, ext: string) =>
  `/uploads/school/images/image-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.${ext}`;

const HEAD = '栏目,标题,发布时间,来源,作者,置顶,摘要,正文,正文文件,封面';
const COVER = png(800, 450);
/** Notepad's “ANSI” (GBK): 支部书记讲党课。\r\n全体党员参加。 */
const GBK_TXT = Buffer.from('d6a7b2bfcae9bcc7bdb2b5b3bfcea1a30d0ac8abcce5b5b3d4b1b2cebcd3a1a3', 'hex');
const LIST = [
  HEAD,
  '党建要闻,我校召开2026年党建工作会议,2026/9/1 9:30,党委宣传部,李明,否,,"会议总结了上半年工作。\n部署下半年任务。",,封面/会议.png',
  '党建要闻,学习贯彻全会精神,2026/8/20 10:00,党委宣传部,,是,全校学习全会精神。,"各单位：\n认真学习。",,',
  '学院动态,计算机学院召开新生党员大会,2026/9/5,计算机学院,王芳,,,,正文/新生.html,封面\\会议.png',
  '学院动态 / 支部风采,本科生第一党支部讲党课,2026-09-03 15:00,,,,,,正文/党课.txt,',
].join('\n');
const files = () => {
  write('封面/会议.png', COVER);
  write(
    '正文/新生.html',
    '<div class="x"><p style="color:red">大会在报告厅举行。</p><p><img src="https://www.example.edu.cn/a.jpg" alt="会场"></p></div>',
  );
  write('正文/党课.txt', GBK_TXT);
};

describe('news import', () => {
  it('makes columns and articles the home page tabs, a column list and an article show', async () => {
    files();
    const summary = await run(LIST);
    expect(summary).toEqual({
      added: 4,
      updated: 0,
      unchanged: 0,
      notes: [
        '新建栏目：党建要闻、学院动态、学院动态/支部风采（首页的新闻按顶级栏目分页签显示，新栏目排在已有栏目之后）',
        '第 4 行「正文文件」“正文/新生.html”：去掉了网站不用的排版标记 <div>、style，文字保留（文章使用网站统一的样式）',
        '图片文件：复制了 1 个（0.0 MB）到 DATA_DIR/uploads/school/images/，0 个已在那里',
      ],
    });
    const url = `/uploads/school/images/image-${createHash('sha256').update(COVER).digest('hex').slice(0, 16)}.png`;
    expect(images()).toEqual([path.basename(url)]);

    const tabs = await ok<Category[]>(endpoints.cms.categoryChildren.path, { parentId: 0 });
    expect(tabs.map((c) => c.name)).toEqual(['党建要闻', '学院动态']);
    expect((await ok<Category[]>(endpoints.cms.categoryChildren.path, { parentId: tabs[1].id })).map((c) => c.name)).toEqual(['支部风采']);

    // pinned first, then newest
    const party = await ok<NewsItem[]>(endpoints.cms.newListTop.path, { categoryId: tabs[0].id, size: 6 });
    expect(party.map(({ title, summary: s, coverUrl, source }) => ({ title, summary: s, coverUrl, source }))).toEqual([
      { title: '学习贯彻全会精神', summary: '全校学习全会精神。', coverUrl: '', source: '党委宣传部' },
      { title: '我校召开2026年党建工作会议', summary: '会议总结了上半年工作。', coverUrl: url, source: '党委宣传部' },
    ]);
    // a top column's tab holds its sub-columns' articles too
    const college = await ok<PageOf<NewsItem>>(endpoints.cms.newList.path, { categoryId: tabs[1].id, pageNum: 1, pageSize: 10 });
    expect(college.list.map(({ title, categoryName, publishedAt }) => ({ title, categoryName, publishedAt }))).toEqual([
      { title: '计算机学院召开新生党员大会', categoryName: '学院动态', publishedAt: '2026-09-04T16:00:00.000Z' },
      { title: '本科生第一党支部讲党课', categoryName: '支部风采', publishedAt: '2026-09-03T07:00:00.000Z' },
    ]);

    const meeting = await ok<NewsDetail>(endpoints.cms.newDetail.path, { id: party[1].id });
    expect(meeting).toMatchObject({
      title: '我校召开2026年党建工作会议',
      author: '李明',
      source: '党委宣传部',
      coverUrl: url,
      viewCount: 1,
      content: '<p>会议总结了上半年工作。</p>\n<p>部署下半年任务。</p>',
      prev: { id: party[0].id, title: '学习贯彻全会精神' },
      next: null,
    });
    expect((await ok<NewsDetail>(endpoints.cms.newDetail.path, { id: college.list[0].id })).content).toBe(
      '<p>大会在报告厅举行。</p><p><img src="https://www.example.edu.cn/a.jpg" alt="会场" /></p>',
    );
    expect((await ok<NewsDetail>(endpoints.cms.newDetail.path, { id: college.list[1].id })).content).toBe(
      '<p>支部书记讲党课。</p>\n<p>全体党员参加。</p>',
    );
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('puts new columns after those there, changes nothing the second time and counts a real change once', async () => {
    files();
    await t.db
      .insertInto('newsCategory')
      .values([
        { parentId: 0, name: '党建要闻', sort: 1 },
        { parentId: 0, name: '理论学习', sort: 7 },
      ])
      .execute();
    await run(LIST);
    expect((await columns()).map(({ name, sort }) => ({ name, sort }))).toEqual([
      { name: '党建要闻', sort: 1 },
      { name: '理论学习', sort: 7 },
      { name: '学院动态', sort: 8 },
      { name: '支部风采', sort: 1 },
    ]);
    const home = await ok<NewsItem[]>(endpoints.cms.newListTop.path, {});
    await ok(endpoints.cms.newDetail.path, { id: home[0].id });
    const before = await stored();
    const again = await run(LIST);
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 4 });
    expect(again.notes).toContain('图片文件：复制了 0 个（0.0 MB）到 DATA_DIR/uploads/school/images/，1 个已在那里');
    expect(await stored()).toEqual(before);
    expect(await columns()).toHaveLength(4);

    // the same title in another column is another article; empty cells keep
    expect(
      await run(
        [
          HEAD,
          '党建要闻,我校召开2026年党建工作会议,,,张华,,,,,',
          '党建要闻,学习贯彻全会精神,,,,,,,,',
          '理论学习,学习贯彻全会精神,2026/9/9,,,,,正文,,',
        ].join('\n'),
      ),
    ).toEqual({ added: 1, updated: 1, unchanged: 1, notes: [] });
    const after = await stored();
    expect(after[0]).toEqual({ ...before[0], author: '张华' });
    expect(after.slice(1, 4)).toEqual(before.slice(1, 4));
    expect(after[1].viewCount).toBe(1);

    // 无 clears 来源 and 作者 (an empty cell keeps them)
    expect(await run(`${HEAD}\n党建要闻,我校召开2026年党建工作会议,,无,无,,,,,`)).toEqual({
      added: 0,
      updated: 1,
      unchanged: 0,
      notes: [],
    });
    expect((await stored())[0]).toEqual({ ...after[0], source: '', author: '' });
  });

  it('names every problem and writes nothing: no column, no article, no cover', async () => {
    files();
    await t.db
      .insertInto('newsCategory')
      .values([
        { parentId: 0, name: '通知', sort: 1 },
        { parentId: 0, name: '通知', sort: 2 },
        { parentId: 0, name: '党建要闻', sort: 3 },
      ])
      .execute();
    const party = (await columns())[2].id;
    const article = {
      categoryId: party,
      summary: '',
      coverUrl: '',
      content: '<p>一</p>',
      source: '',
      author: '',
      isTop: 0,
      viewCount: 0,
      publishedAt: '2026-01-01T00:00:00.000Z',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    await t.db
      .insertInto('news')
      .values([
        { ...article, title: '重名' },
        { ...article, title: '重名' },
      ])
      .execute();
    write('封面/小.png', png(200, 100));
    write('正文/坏.html', '<p onclick="x()">点我</p>');
    const before = { news: await stored(), columns: await columns() };
    expect(
      await problems(
        [
          HEAD,
          ',标题一,2026/9/1,,,,,内容,,',
          '学院动态//支部风采,标题二,2026/9/1,,,,,内容,,',
          `${'栏'.repeat(21)},标题三,2026/9/1,,,,,内容,,`,
          '学院动态/支部风采/第一小组,标题四,2026/9/1,,,,,内容,,',
          '学院动态,标题五,2026/9/1,,,,,内容,,',
          '学院动态,标题五,2026/9/1,,,,,内容,,',
          '学院动态,标题六,2026/9/1,,,,,内容,,封面/小.png',
          '学院动态,标题七,,,,,,,,',
          '党建要闻,重名,,,,是,,,,',
          '通知,标题八,2026/9/1,,,,,内容,,',
          `学院动态,标题九,2026/9/1,${'源'.repeat(51)},${'作'.repeat(51)},,,内容,正文/坏.html,`,
          '学院动态,标题十,2026/9/1,,,,,,正文/坏.html,',
        ].join('\n'),
      ),
    ).toEqual([
      { line: 2, column: '栏目', message: '不能为空：请写栏目名称，如 党建要闻，下级栏目写成“学院动态/支部风采”' },
      { line: 3, column: '栏目', message: '“学院动态//支部风采”中有空的一级；上下级栏目用“/”分隔，首尾不要加“/”' },
      { line: 4, column: '栏目', message: `栏目名称“${'栏'.repeat(21)}”有 21 个字，不能超过 20 个字` },
      {
        line: 5,
        column: '栏目',
        message: '栏目“学院动态/支部风采/第一小组”不存在，新建的栏目最多两级（如 学院动态/支部风采）；已有的栏目：通知、党建要闻',
      },
      { line: 7, column: '标题', message: '与第 6 行是同一篇新闻（栏目“学院动态”中标题“标题五”相同）' },
      {
        line: 8,
        column: '封面',
        message: '“封面/小.png”（PNG，200×100 像素，1 KB）太小：新闻封面至少 320×180 像素，否则显示时模糊；请换用更大的图片',
      },
      { line: 9, column: '发布时间', message: '新的新闻须填写发布时间' },
      { line: 9, column: '正文', message: '新的新闻须填写「正文」或「正文文件」' },
      {
        line: 10,
        column: '标题',
        message: '栏目“党建要闻”中已有 2 篇标题为“重名”的新闻，不知道要改哪一篇；要导入为新的一篇，请换一个标题',
      },
      { line: 11, column: '栏目', message: '已有 2 个名为“通知”的栏目，不知道是哪一个；请先把其中一个改名' },
      { line: 12, column: '来源', message: '有 51 个字，不能超过 50 个字' },
      { line: 12, column: '作者', message: '有 51 个字，不能超过 50 个字' },
      { line: 12, column: '正文文件', message: '「正文」和「正文文件」只能填一个' },
      { line: 13, column: '正文文件', message: '“正文/坏.html”不能导入：<p> 带有 onclick 属性（文章中不能有脚本）' },
    ]);
    expect({ news: await stored(), columns: await columns() }).toEqual(before);
    expect(images()).toEqual([]);
  });

  it('writes nothing for a file with one bad row, and nothing on a dry run', async () => {
    files();
    expect(await problems(`${LIST}\n党建要闻,坏的一行,2026/9/1,,,也许,,内容,,\n`)).toEqual([
      { line: 6, column: '置顶', message: '“也许”不是可用的值；可用：是、否' },
    ]);
    expect(await stored()).toEqual([]);
    expect(await columns()).toEqual([]);
    expect(images()).toEqual([]);
    const dry = await run(LIST, true);
    expect(dry).toMatchObject({ added: 4, updated: 0, unchanged: 0 });
    expect(dry.notes).toContain('图片文件：将复制 1 个（0.0 MB）到 DATA_DIR/uploads/school/images/，0 个已在那里');
    expect(await stored()).toEqual([]);
    expect(await columns()).toEqual([]);
    expect(images()).toEqual([]);
  });

  describe('pictures beside an .html body', () => {
    const PHOTO = jpeg(1200, 800);
    const GROUP = png(640, 360, { rgb: [200, 30, 30] });
    const PICTURED = `${HEAD}\n党建要闻,主题党日活动,2026/9/6 10:00,,,,,,正文/活动.html,`;
    const pictures = () => {
      fs.mkdirSync(path.join(src, '正文', '图片'));
      write('正文/图片/会场.jpg', PHOTO);
      write('正文/合影.png', GROUP);
      // a sub-folder written with Windows' \, a name percent-encoded as Word writes it, and the first picture again
      write(
        '正文/活动.html',
        '<p>主题党日活动在校史馆举行。</p><p><img src="图片\\会场.jpg" alt="会场" width="600" height="400"></p>' +
          '<p><img src="%E5%90%88%E5%BD%B1.png" alt="合影"></p><p><img src="图片/会场.jpg"></p>',
      );
    };

    it('copies them, stores their addresses in the body, and the site serves them', async () => {
      pictures();
      const summary = await run(PICTURED);
      expect(summary).toEqual({
        added: 1,
        updated: 0,
        unchanged: 0,
        notes: [
          '新建栏目：党建要闻（首页的新闻按顶级栏目分页签显示，新栏目排在已有栏目之后）',
          '图片文件：复制了 2 个（0.0 MB）到 DATA_DIR/uploads/school/images/，0 个已在那里',
        ],
      });
      const [photo, group] = [stored16(PHOTO, 'jpg'), stored16(GROUP, 'png')];
      expect(images()).toEqual([path.basename(photo), path.basename(group)].sort());
      const [row] = await stored();
      expect(row.content).toBe(
        `<p>主题党日活动在校史馆举行。</p><p><img src="${photo}" alt="会场" width="600" height="400" /></p>` +
          `<p><img src="${group}" alt="合影" /></p><p><img src="${photo}" /></p>`,
      );
      expect(row.summary).toBe('主题党日活动在校史馆举行。');
      expect((await ok<NewsDetail>(endpoints.cms.newDetail.path, { id: row.id })).content).toBe(row.content);
      for (const [url, type, bytes] of [
        [photo, 'image/jpeg', PHOTO],
        [group, 'image/png', GROUP],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(type);
        expect(res.rawPayload.equals(bytes)).toBe(true);
      }

      // the same list again: nothing changes (the view above stays counted), nothing is copied
      const before = await stored();
      const again = await run(PICTURED);
      expect(again).toEqual({
        added: 0,
        updated: 0,
        unchanged: 1,
        notes: ['图片文件：复制了 0 个（0.0 MB）到 DATA_DIR/uploads/school/images/，2 个已在那里'],
      });
      expect(await stored()).toEqual(before);
      expect(images()).toHaveLength(2);
    });

    it('copies nothing on a dry run', async () => {
      pictures();
      const dry = await run(PICTURED, true);
      expect(dry).toMatchObject({ added: 1, updated: 0, unchanged: 0 });
      expect(dry.notes).toContain('图片文件：将复制 2 个（0.0 MB）到 DATA_DIR/uploads/school/images/，0 个已在那里');
      expect(await stored()).toEqual([]);
      expect(images()).toEqual([]);
    });

    it('names a missing, an SVG and a too large picture on the row, and writes and copies nothing', async () => {
      pictures();
      const big = png(900, 800, { noise: true });
      write(
        '正文/图片/徽标.svg',
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><text>党</text></svg>',
      );
      write('正文/图片/大.png', big);
      write('正文/缺图.html', '<p>文字</p><img src="图片/没有.jpg"><img src="图片/%E5%BE%BD%E6%A0%87.svg">');
      write('正文/大图.html', '<p>文字</p><img src="图片/大.png" width="900">');
      expect(
        await problems(
          [
            PICTURED,
            '党建要闻,缺图的新闻,2026/9/6,,,,,,正文/缺图.html,',
            '党建要闻,大图的新闻,2026/9/6,,,,,,正文/大图.html,封面/没有.png',
          ].join('\n'),
        ),
      ).toEqual([
        {
          line: 3,
          column: '正文文件',
          message: `“正文/缺图.html”中的图片“图片/没有.jpg”不存在（找的是 ${path.join(src, '正文/图片/没有.jpg')}）；图片的相对路径从正文文件所在的文件夹算起`,
        },
        {
          line: 3,
          column: '正文文件',
          message:
            '“正文/缺图.html”中的图片“图片/徽标.svg”SVG 或其他文本文件不能作为图片导入（SVG 中的文字依赖各电脑安装的字体，引用的外部图片在网页中不显示，像素尺寸也无法核对）；请导出为 PNG 或 JPEG',
        },
        {
          line: 4,
          column: '封面',
          message: `“封面/没有.png”不存在（找的是 ${path.join(src, '封面/没有.png')}）；相对路径从本表所在的文件夹算起，也可以写完整路径`,
        },
        {
          line: 4,
          column: '正文文件',
          message: `“正文/大图.html”中的图片“图片/大.png”（PNG，900×800 像素，${sizeText(big.length)}）超过正文图片的上限 2 MB；每位打开页面的人都要下载它，请缩小或压缩后再导入（如另存为质量 80 左右的 JPEG）`,
        },
      ]);
      expect(await stored()).toEqual([]);
      expect(await columns()).toEqual([]);
      expect(images()).toEqual([]);
    });
  });
});
