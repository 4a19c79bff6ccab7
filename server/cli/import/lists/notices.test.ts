// 通知公告 import: a school's notices from a list (bodies in a cell or in .txt/.html files beside
// it), shown by the home page's notice list and a notice's detail through the real API.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NoticeDetail, NoticeItem } from '../../../../contract/cms';
import type { PageOf } from '../../../../contract/common';
import { endpoints } from '../../../../contract/endpoints';
import { insertPeople, insertStructure } from '../../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../../test/testApp';
import { parseCsvTable } from '../../../lib/lists/csvTable';
import { ImportRefused, runImport } from '../importer';
import { type Problem } from '../../../lib/lists/problems';
import { inspectArticleHtml, listDateTime, picturePath, summaryFromHtml, textToHtml } from './articleText';
import { noticesImporter } from './notices';
import { gif, heic, jpeg } from './testImages';

let t: TestApp;
let token: string;
/** the school's folder: the list and its 正文/ beside it */
let src: string;
const write = (name: string, content: string | Buffer) => fs.writeFileSync(path.join(src, name), content);
const run = (text: string, dryRun = false) =>
  runImport(t.db, noticesImporter, parseCsvTable(text), {
    dryRun,
    now: '2026-09-01T00:00:00.000Z',
    options: { file: path.join(src, '通知公告.csv'), dataDir: t.dataDir },
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
const stored = () => t.db.selectFrom('notice').selectAll().orderBy('id').execute();

const HEAD = '标题,发布时间,发布单位,置顶,摘要,正文,正文文件';
/** Notepad's “ANSI” on Chinese Windows: GBK bytes of 各学院党委：\r\n现将有关事项通知如下。 */
const GBK_TXT = Buffer.from('b8f7d1a7d4bab5b3ceafa3ba0d0acfd6bdabd3d0b9d8cac2cfeecda8d6aac8e7cfc2a1a3', 'hex');
const WORD_HTML =
  '<html><head><meta charset="utf-8"><title>通知</title><style>p{margin:0}</style></head><body>' +
  '<div class="WordSection1"><p class="MsoNormal" style="text-indent:2em">各党支部：</p>' +
  '<p class="MsoNormal"><font face="宋体">请于9月10日前报送<b>名单</b>。<o:p></o:p></font></p>' +
  '<p><a href="https://www.example.edu.cn/file.docx">附件下载</a></p></div></body></html>';
const LIST = [
  HEAD,
  '关于开展2026年秋季学期入党积极分子培训的通知,2026/9/1 9:30,党委组织部,是,,"各学院党委：\n　　为做好培训工作，现将有关事项通知如下。\n一、时间 <9月> & 地点",',
  '关于报送发展对象名单的通知,2026-09-03,党委组织部,,,,正文/报送.html',
  '关于国庆节放假安排的通知,2026年9月20日 14:05:30,校长办公室,否,国庆放假七天。,,正文/放假.txt',
  '图书馆开放时间调整的公告,2026.9.2 08:00,图书馆,,,,正文\\图书馆.txt',
].join('\n');
const files = () => {
  write('正文/报送.html', WORD_HTML);
  write('正文/放假.txt', GBK_TXT);
  write('正文/图书馆.txt', '\ufeff自9月2日起，图书馆开放时间调整为 8:00—22:00。\r\n');
};

describe('notices import', () => {
  beforeEach(async () => {
    t = await createTestApp();
    const people = await insertPeople(t.db, await insertStructure(t.db));
    token = await t.login(people.learner.account, people.learner.password);
    src = fs.mkdtempSync(path.join(os.tmpdir(), 'notices-import-'));
    fs.mkdirSync(path.join(src, '正文'));
  }, 120_000);
  afterEach(async () => {
    await t.close();
    fs.rmSync(src, { recursive: true, force: true });
  }, 120_000);

  it('makes the notices the home page lists (pinned first, then newest) and a learner opens', async () => {
    files();
    const summary = await run(LIST);
    expect(summary).toEqual({
      added: 4,
      updated: 0,
      unchanged: 0,
      notes: [
        '第 3 行「正文文件」“正文/报送.html”：去掉了网站不用的排版标记 <style>、<div>、class、style、<font>、<o:p>，文字保留（文章使用网站统一的样式）',
      ],
    });
    const home = await ok<NoticeItem[]>(endpoints.cms.notices.path, { size: 7 });
    expect(
      home.map(({ title, publisher, isTop, publishedAt, viewCount, summary: s }) => ({
        title,
        publisher,
        isTop,
        publishedAt,
        viewCount,
        summary: s,
      })),
    ).toEqual([
      {
        title: '关于开展2026年秋季学期入党积极分子培训的通知',
        publisher: '党委组织部',
        isTop: true,
        publishedAt: '2026-09-01T01:30:00.000Z',
        viewCount: 0,
        // the salutation line is skipped, as the demo's summaries do
        summary: '为做好培训工作，现将有关事项通知如下。',
      },
      {
        title: '关于国庆节放假安排的通知',
        publisher: '校长办公室',
        isTop: false,
        publishedAt: '2026-09-20T06:05:30.000Z',
        viewCount: 0,
        summary: '国庆放假七天。',
      },
      {
        title: '关于报送发展对象名单的通知',
        publisher: '党委组织部',
        isTop: false,
        publishedAt: '2026-09-02T16:00:00.000Z',
        viewCount: 0,
        summary: '请于9月10日前报送名单。',
      },
      {
        title: '图书馆开放时间调整的公告',
        publisher: '图书馆',
        isTop: false,
        publishedAt: '2026-09-02T00:00:00.000Z',
        viewCount: 0,
        summary: '自9月2日起，图书馆开放时间调整为 8:00—22:00。',
      },
    ]);
    const page = await ok<PageOf<NoticeItem>>(endpoints.cms.noticeList.path, { pageNum: 1, pageSize: 10, keyword: '放假' });
    expect(page.list.map((n) => n.title)).toEqual(['关于国庆节放假安排的通知']);

    const detail = async (i: number) => ok<NoticeDetail>(endpoints.cms.noticeDetail.path, { id: home[i].id });
    const first = await detail(0);
    // a cell's text is text: its < > & are shown, not read as HTML
    expect(first.content).toBe(
      '<p>各学院党委：</p>\n<p>为做好培训工作，现将有关事项通知如下。</p>\n<p>一、时间 &lt;9月&gt; &amp; 地点</p>',
    );
    expect(first.prev).toBeNull();
    expect(first.next).toEqual({ id: home[1].id, title: '关于国庆节放假安排的通知' });
    // Notepad's GBK file read as Chinese
    expect((await detail(1)).content).toBe('<p>各学院党委：</p>\n<p>现将有关事项通知如下。</p>');
    expect((await detail(2)).content).toBe(
      '<p>各党支部：</p><p>请于9月10日前报送<b>名单</b>。</p><p><a href="https://www.example.edu.cn/file.docx">附件下载</a></p>',
    );
    expect((await detail(3)).content).toBe('<p>自9月2日起，图书馆开放时间调整为 8:00—22:00。</p>');
  });

  it('changes nothing the second time, keeps view counts, and counts a real change once', async () => {
    files();
    await run(LIST);
    const home = await ok<NoticeItem[]>(endpoints.cms.notices.path, {});
    await ok(endpoints.cms.noticeDetail.path, { id: home[0].id });
    const before = await stored();
    expect(await run(LIST)).toEqual({ added: 0, updated: 0, unchanged: 4, notes: [expect.stringContaining('正文/报送.html')] });
    expect(await stored()).toEqual(before);
    expect(before[0].viewCount).toBe(1);

    // a new body brings its own summary; empty cells keep what is there; 置顶 否 unpins
    expect(
      await run(
        [
          HEAD,
          '关于开展2026年秋季学期入党积极分子培训的通知,,,否,,报名截止日期延长至9月15日。,',
          '关于国庆节放假安排的通知,,,,,,',
          '新的一条,2026/9/25,,,,内容,',
        ].join('\n'),
      ),
    ).toEqual({ added: 1, updated: 1, unchanged: 1, notes: [] });
    const after = await stored();
    expect(after[0]).toEqual({
      ...before[0],
      isTop: 0,
      content: '<p>报名截止日期延长至9月15日。</p>',
      summary: '报名截止日期延长至9月15日。',
      viewCount: 1,
    });
    expect(after.slice(1, 4)).toEqual(before.slice(1, 4));
    expect(after[4]).toMatchObject({
      title: '新的一条',
      publisher: '',
      isTop: 0,
      summary: '内容',
      viewCount: 0,
      createdAt: '2026-09-01T00:00:00.000Z',
    });

    // 无 clears a 发布单位 (an empty cell could not: it keeps)
    expect(before[1].publisher).not.toBe('');
    expect(await run(`${HEAD}\n${before[1].title},,无,,,,`)).toEqual({ added: 0, updated: 1, unchanged: 0, notes: [] });
    expect((await stored())[1]).toEqual({ ...before[1], publisher: '' });
  });

  it("imports Word's 网页 export with its pictures: the .files folder beside it, percent-encoded, VML left out", async () => {
    // Word (另存为“网页”) writes 培训通知.html and 培训通知.files/; the red rule of a 红头文件 and a photo
    // come as VML in a comment (whose full-size image002.png is not needed) and as <img> for browsers
    const RULE = gif(553, 4);
    const PHOTO = jpeg(553, 311);
    const dir = encodeURIComponent('培训通知.files');
    fs.mkdirSync(path.join(src, '正文', '培训通知.files'));
    write('正文/培训通知.files/image001.gif', RULE);
    write('正文/培训通知.files/image003.jpg', PHOTO);
    write(
      '正文/培训通知.html',
      '<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8">' +
        '<!--[if gte mso 9]><xml><o:shapedefaults v:ext="edit" spidmax="1027"/></xml><![endif]--></head><body lang=ZH-CN><div class=WordSection1>\n' +
        '<p class=MsoNormal align=center><!--[if gte vml]><v:line id="_x0000_s1026" style=\'position:absolute\' strokecolor=red strokeweight="2pt"/><![endif]-->' +
        `<![if !vml]><img width=553 height=4 src="${dir}/image001.gif" v:shapes="_x0000_s1026"><![endif]></p>\n` +
        '<p class=MsoNormal>各党支部：</p>\n<p class=MsoNormal>请于9月10日前报名。<o:p></o:p></p>\n' +
        '<p class=MsoNormal><!--[if gte vml]><v:shape id="图片_x0020_1" type="#_x0000_t75" style=\'width:415pt;height:233pt\'>' +
        `<v:imagedata src="${dir}/image002.png" o:title=""/></v:shape><![endif]--><![if !vml]><img width=553 height=311 src="${dir}/image003.jpg" v:shapes="图片_x0020_1"><![endif]></p>\n` +
        '</div></body></html>',
    );
    const list = `${HEAD}\n关于举办党务干部培训班的通知,2026/9/1,党委组织部,,,,正文/培训通知.html`;
    const summary = await run(list);
    expect(summary).toEqual({
      added: 1,
      updated: 0,
      unchanged: 0,
      notes: [
        '第 2 行「正文文件」“正文/培训通知.html”：去掉了网站不用的排版标记 <div>、class、align、v:shapes、<o:p>，文字保留（文章使用网站统一的样式）',
        '图片文件：复制了 2 个（0.0 MB）到 DATA_DIR/uploads/school/images/，0 个已在那里',
      ],
    });
    const url = (bytes: Buffer, name: string) =>
      `/uploads/school/images/${name}-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`;
    const [rule, photo] = [`${url(RULE, 'image001')}.gif`, `${url(PHOTO, 'image003')}.jpg`];
    const [row] = await stored();
    expect(row.content).toBe(
      `\n<p><img width="553" height="4" src="${rule}" /></p>\n<p>各党支部：</p>\n<p>请于9月10日前报名。</p>\n` +
        `<p><img width="553" height="311" src="${photo}" /></p>\n`,
    );
    expect(row.summary).toBe('请于9月10日前报名。');
    const home = await ok<NoticeItem[]>(endpoints.cms.notices.path, {});
    expect((await ok<NoticeDetail>(endpoints.cms.noticeDetail.path, { id: home[0].id })).content).toBe(row.content);
    for (const [address, type] of [
      [rule, 'image/gif'],
      [photo, 'image/jpeg'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: address });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
    }
    const before = await stored();
    expect(await run(list)).toMatchObject({ added: 0, updated: 0, unchanged: 1 });
    expect(await stored()).toEqual(before);

    // a photo straight from an iPhone is named, and nothing is written or copied
    fs.rmSync(path.join(t.dataDir, 'uploads'), { recursive: true });
    write('正文/培训通知.files/image003.jpg', heic());
    expect(await problems(`${list}\n另一条通知,2026/9/2,,,,,正文/培训通知.html`)).toEqual([
      {
        line: 2,
        column: '正文文件',
        message:
          '“正文/培训通知.html”中的图片“培训通知.files/image003.jpg”是 HEIC 格式（苹果手机拍的照片），浏览器无法显示；' +
          '请在手机“设置 > 相机 > 格式”中选“兼容性最佳”后重拍，或把照片用微信/QQ 发到电脑（会转为 JPEG），或用 Windows“照片”打开后另存为 JPEG',
      },
      {
        line: 3,
        column: '正文文件',
        message:
          '“正文/培训通知.html”中的图片“培训通知.files/image003.jpg”是 HEIC 格式（苹果手机拍的照片），浏览器无法显示；' +
          '请在手机“设置 > 相机 > 格式”中选“兼容性最佳”后重拍，或把照片用微信/QQ 发到电脑（会转为 JPEG），或用 Windows“照片”打开后另存为 JPEG',
      },
    ]);
    expect(await stored()).toEqual(before);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);
  });

  it('never stores HTML that runs, from a cell or a file', async () => {
    write('正文/a.html', '<p>通知<img src="https://x.example/a.png" onerror="alert(1)"></p><script>alert(document.cookie)</script>');
    write('正文/b.html', '<p><a href="javascript:alert(1)">点此</a><a href="file:///C:/Users/张老师/附件.docx">附件</a></p>');
    write(
      '正文/c.html',
      '<p>图<img src="C:\\Users\\张老师\\Desktop\\图1.png"><img src="data:image/png;base64,iVBORw0KGgo="></p><iframe src="https://evil.example"></iframe>',
    );
    write('正文/d.txt', '<script>alert(1)</script>');
    expect(
      await problems([HEAD, '一,2026/9/1,,,,,正文/a.html', '二,2026/9/1,,,,,正文/b.html', '三,2026/9/1,,,,,正文/c.html'].join('\n')),
    ).toEqual([
      {
        line: 2,
        column: '正文文件',
        message: '“正文/a.html”不能导入：<img> 带有 onerror 属性（文章中不能有脚本）；含有 <script>（文章中不能有脚本、表单或嵌入的网页）',
      },
      {
        line: 3,
        column: '正文文件',
        message:
          '“正文/b.html”不能导入：<a> 的地址“javascript:alert(1)”是脚本（文章中不能有脚本）；' +
          '链接“file:///C:/Users/张老师/附件.docx”打不开：链接须是 http://、https://、mailto: 开头，或以 / 开头的站内地址',
      },
      {
        line: 4,
        column: '正文文件',
        message:
          '“正文/c.html”不能导入：图片“C:\\Users\\张老师\\Desktop\\图1.png”在网站上显示不出来：' +
          '图片须是正文文件旁的图片文件（相对路径，如 图片/会场.jpg）、http:// 或 https:// 开头的网址，或以 / 开头的站内地址；' +
          '含有嵌在文件里的图片（data:）；请把图片另存为文件放在正文文件旁，写它的相对路径（如 图片/会场.jpg），或写它在网站上的网址；' +
          '含有 <iframe>（文章中不能有脚本、表单或嵌入的网页）',
      },
    ]);
    expect(await stored()).toEqual([]);

    // text is text: in a cell or a .txt, <script> is shown as letters, never run
    await run(`${HEAD}\n一,2026/9/1,,,,"<script>alert(1)</script>\n<img src=x onerror=alert(1)>",\n二,2026/9/1,,,,,正文/d.txt\n`);
    const rows = await stored();
    expect(rows.map((r) => r.content)).toEqual([
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>&lt;img src=x onerror=alert(1)&gt;</p>',
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    ]);
    expect(rows[0].summary).toBe('<script>alert(1)</script>');
    const shown = await ok<NoticeDetail>(endpoints.cms.noticeDetail.path, { id: rows[0].id });
    expect(shown.content).toBe(rows[0].content);
  });

  it('names every problem and writes nothing', async () => {
    files();
    await run(LIST);
    await t.db
      .insertInto('notice')
      .values({
        title: '重名的通知',
        summary: '',
        content: '<p>一</p>',
        publisher: '',
        isTop: 0,
        viewCount: 0,
        publishedAt: '2026-01-01T00:00:00.000Z',
        createdAt: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    await t.db
      .insertInto('notice')
      .values({
        title: '重名的通知',
        summary: '',
        content: '<p>二</p>',
        publisher: '',
        isTop: 0,
        viewCount: 0,
        publishedAt: '2026-01-02T00:00:00.000Z',
        createdAt: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    write('正文/空.txt', '\r\n　　\r\n');
    write('正文/通知.docx', 'PK');
    const before = await stored();
    expect(
      await problems(
        [
          HEAD,
          ',2026/9/1,,,,内容,',
          `${'长'.repeat(101)},2026/9/1,,,,内容,`,
          '甲,2026/9/31,,,,内容,',
          '乙,2026/9/1 25:00,,置,,内容,',
          '甲,2026/9/1,,,,内容,',
          '丙,2026/9/1,,,,内容,正文/放假.txt',
          '丁,2026/9/1,,,,,正文/没有.txt',
          '戊,2026/9/1,,,,,正文/通知.docx',
          '己,2026/9/1,,,,,正文/空.txt',
          '庚,,,,,,',
          '重名的通知,,,是,,,',
          `辛,2026/9/1,${'单'.repeat(51)},,${'摘'.repeat(201)},内容,`,
        ].join('\n'),
      ),
    ).toEqual([
      { line: 2, column: '标题', message: '不能为空' },
      { line: 3, column: '标题', message: '有 101 个字，不能超过 100 个字' },
      {
        line: 4,
        column: '发布时间',
        message: '“2026/9/31”不是有效的时间；请写成 2026-09-01 09:30 或 2026/9/1 9:30（北京时间），只写日期即当天 0:00',
      },
      {
        line: 5,
        column: '发布时间',
        message: '“2026/9/1 25:00”不是有效的时间；请写成 2026-09-01 09:30 或 2026/9/1 9:30（北京时间），只写日期即当天 0:00',
      },
      { line: 5, column: '置顶', message: '“置”不是可用的值；可用：是、否' },
      { line: 6, column: '标题', message: '与第 4 行是同一条通知公告（标题“甲”相同）' },
      { line: 7, column: '正文文件', message: '「正文」和「正文文件」只能填一个' },
      {
        line: 8,
        column: '正文文件',
        message: `“正文/没有.txt”不存在（找的是 ${path.join(src, '正文/没有.txt')}）；相对路径从本表所在的文件夹算起，也可以写完整路径`,
      },
      { line: 9, column: '正文文件', message: '“正文/通知.docx”不是 .txt 或 .html 文件；Word 文档请另存为“纯文本(.txt)”或“网页(.html)”' },
      { line: 10, column: '正文文件', message: '“正文/空.txt”中没有文字' },
      { line: 11, column: '发布时间', message: '新的通知公告须填写发布时间' },
      { line: 11, column: '正文', message: '新的通知公告须填写「正文」或「正文文件」' },
      { line: 12, column: '标题', message: '已有 2 条标题为“重名的通知”的通知公告，不知道要改哪一条；要导入为新的一条，请换一个标题' },
      { line: 13, column: '发布单位', message: '有 51 个字，不能超过 50 个字' },
      { line: 13, column: '摘要', message: '有 201 个字，不能超过 200 个字' },
    ]);
    expect(await stored()).toEqual(before);
  });

  it('writes nothing for a file with one bad row, and nothing on a dry run', async () => {
    files();
    expect(await problems(`${LIST}\n坏的一行,明天,,,,内容,\n`)).toHaveLength(1);
    expect(await stored()).toEqual([]);
    expect(await run(LIST, true)).toMatchObject({ added: 4, updated: 0, unchanged: 0 });
    expect(await stored()).toEqual([]);
  });
});

describe('article cells', () => {
  it.each([
    ['2026-09-01 09:30', '2026-09-01T01:30:00.000Z'],
    ['2026/9/1 9:30', '2026-09-01T01:30:00.000Z'],
    ['2026/9/1 9:30:15', '2026-09-01T01:30:15.000Z'],
    ['2026年9月1日 0:00', '2026-08-31T16:00:00.000Z'],
    ['2026.9.1', '2026-08-31T16:00:00.000Z'],
    ['2026-09-01T23:59', '2026-09-01T15:59:00.000Z'],
    ['2026/2/29 9:00', null],
    ['2026/9/1 9:60', null],
    ['9月1日', null],
    ['', null],
  ])('reads 发布时间 %s as %s', (text, iso) => {
    expect(listDateTime(text)).toBe(iso);
  });

  it('makes a summary like the demo: first non-salutation paragraph, plain text, 90 characters', () => {
    expect(summaryFromHtml(textToHtml('各位老师：\nA & B <c>'))).toBe('A & B <c>');
    expect(summaryFromHtml(textToHtml('字'.repeat(100)))).toBe(`${'字'.repeat(89)}…`);
    expect(summaryFromHtml('<h3>只有标题</h3>')).toBe('只有标题');
    // a body opening with a picture: the first paragraph with text
    expect(summaryFromHtml('<p><img src="/uploads/a.png" /></p><p>各党支部：</p><p>请按时报名。</p>')).toBe('请按时报名。');
  });

  it.each([
    ['<a href="JaVaScRiPt&colon;alert(1)">点此</a>', '<a> 的地址“JaVaScRiPt:alert(1)”是脚本（文章中不能有脚本）'],
    ['<a href="java\tscript:alert(1)">点此</a>', '<a> 的地址“java\tscript:alert(1)”是脚本（文章中不能有脚本）'],
    [
      '<img src="//evil.example/a.png">',
      '图片“//evil.example/a.png”在网站上显示不出来：图片须是正文文件旁的图片文件（相对路径，如 图片/会场.jpg）、http:// 或 https:// 开头的网址，或以 / 开头的站内地址',
    ],
    [
      '<img src="/\\evil.example/a.png">',
      '图片“/\\evil.example/a.png”在网站上显示不出来：图片须是正文文件旁的图片文件（相对路径，如 图片/会场.jpg）、http:// 或 https:// 开头的网址，或以 / 开头的站内地址',
    ],
    [
      '<a href="/\\evil.example/">点此</a>',
      '链接“/\\evil.example/”打不开：链接须是 http://、https://、mailto: 开头，或以 / 开头的站内地址',
    ],
    [
      '<img src="file:///C:/图1.png">',
      '图片“file:///C:/图1.png”在网站上显示不出来：图片须是正文文件旁的图片文件（相对路径，如 图片/会场.jpg）、http:// 或 https:// 开头的网址，或以 / 开头的站内地址',
    ],
    [
      '<img src=" ">',
      '图片“ ”在网站上显示不出来：图片须是正文文件旁的图片文件（相对路径，如 图片/会场.jpg）、http:// 或 https:// 开头的网址，或以 / 开头的站内地址',
    ],
    ['<svg onload=alert(1)><circle/></svg>', '<svg> 带有 onload 属性（文章中不能有脚本）'],
    ['<object data="x.swf"></object>', '含有 <object>（文章中不能有脚本、表单或嵌入的网页）'],
  ])('refuses %s', (html, reason) => {
    expect(inspectArticleHtml(html).refused).toEqual([reason]);
  });

  it('keeps what articles use and names what sanitising removes', () => {
    expect(
      inspectArticleHtml(
        '<h3>一</h3><p><a href="/training2/index/home">站内</a><a href="#a">锚</a><a href="mailto:a@b.cn">信</a>' +
          '<img src="/uploads/a.png" width="800"></p><table><tr><td colspan="2">格</td></tr></table>',
      ),
    ).toEqual({ refused: [], removed: [], pictures: [] });
    expect(inspectArticleHtml('<h1 id="t">题</h1><p align="center"><span lang="EN-US" style="x">字</span></p>')).toEqual({
      refused: [],
      removed: ['<h1>', 'align', 'lang', 'style'],
      pictures: [],
    });
  });

  it("reads relative <img src> as pictures beside the file, each once, and not those in Word's VML comments", () => {
    expect(
      inspectArticleHtml(
        '<img src="图片\\会场.jpg"><img src="a&amp;b.png"><!--[if gte vml]><v:imagedata src="x.files/image001.png"/><![endif]-->' +
          '<![if !vml]><img src="x.files/image002.jpg"><![endif]><img src="图片\\会场.jpg"><img src="https://x.example/a.jpg">',
      ),
    ).toEqual({
      refused: [],
      removed: [],
      pictures: ['图片\\会场.jpg', 'a&b.png', 'x.files/image002.jpg'],
    });
    // a stray <v:imagedata> outside a comment is removed markup, not a picture
    expect(inspectArticleHtml('<v:imagedata src="x.files/image001.png"></v:imagedata>')).toEqual({
      refused: [],
      removed: ['<v:imagedata>'],
      pictures: [],
    });
  });

  it.each([
    ['%E4%BC%9A%E5%9C%BA.jpg', '会场.jpg'],
    ['%E9%80%9A%E7%9F%A5.files/image001.jpg', '通知.files/image001.jpg'],
    ['图片\\会场.jpg?v=2#top', '图片\\会场.jpg'],
    [' 图片/100%.jpg\n', '图片/100%.jpg'],
  ])('reads the picture src %j as the path %j', (src, file) => {
    expect(picturePath(src)).toBe(file);
  });
});
