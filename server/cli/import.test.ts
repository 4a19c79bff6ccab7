// `npm run import` as IT staff run it: a fresh DATA_DIR (SQLite) or a fresh PostgreSQL database,
// the templates, Excel's GBK file, the exit codes, and an installation nobody could log into before.
import fs from 'node:fs';
import path from 'node:path';
import { cliSandbox } from '../test/cliSandbox';
import iconv from 'iconv-lite';
import { jpeg, png } from './import/lists/testImages';

const box = cliSandbox('import.ts');
const { cli } = box;
const write = (name: string, text: string, encoding: 'utf8' | 'gbk' = 'utf8') => {
  const file = path.join(box.dir, name);
  fs.writeFileSync(file, encoding === 'gbk' ? iconv.encode(text, 'gbk') : `\ufeff${text}`);
  return file;
};
async function accounts(): Promise<string[]> {
  const db = box.db();
  try {
    return (await db.selectFrom('user').select('account').orderBy('account').execute()).map((r) => r.account);
  } finally {
    await db.destroy();
  }
}

const S = '中共华东理工科技大学委员会';

it('loads a school from Excel files in order, and says what is wrong without writing it', async () => {
  const list = await cli();
  expect(list.code).toBe(0);
  expect(list.out).toContain('orgs');
  expect(list.out).toContain('人员');

  // a file in the folder the command was typed in (npm prints its own lines on standard output)
  const template = await cli('template', 'people');
  expect(template.code).toBe(0);
  expect(template.out).toContain(`已写出模板：${path.join(box.dir, '人员.csv')}`);
  const made = fs.readFileSync(path.join(box.dir, '人员.csv'), 'utf8');
  expect(made.charCodeAt(0)).toBe(0xfeff);
  expect(made.split('\r\n')[0]).toContain('账号,姓名');
  // never over a list already there (perhaps the one the school filled in)
  fs.writeFileSync(path.join(box.dir, '人员.csv'), '账号,姓名\r\n2026010101,林若溪\r\n');
  const again = await cli('template', 'people');
  expect(again.code).toBe(2);
  expect(again.err).toContain('已经存在，没有覆盖它');
  expect(fs.readFileSync(path.join(box.dir, '人员.csv'), 'utf8')).toBe('账号,姓名\r\n2026010101,林若溪\r\n');
  expect((await cli('template', 'orgs', '--out', '组织.csv')).code).toBe(0);
  expect(fs.readFileSync(path.join(box.dir, '组织.csv'), 'utf8')).toMatch(/^\ufeff组织,/);

  // Excel on Chinese Windows saves CSV in GBK
  const orgs = write(
    '组织机构.csv',
    `组织,类型\r\n${S},党委\r\n${S}/计算机学院党委,党委\r\n${S}/计算机学院党委/本科生第一党支部,党支部\r\n`,
    'gbk',
  );
  const first = await cli('orgs', orgs);
  expect(first).toMatchObject({ code: 0 });
  expect(first.out).toContain('导入完成：组织机构 3 行，新增 3，更新 0，未变 0');
  expect((await cli('orgs', orgs)).out).toContain('新增 0，更新 0，未变 3');

  const stages = write('培训阶段.csv', '培训,阶段,开始日期,结束日期\n入党积极分子培训,2026年秋季学期,2026/9/1,2027/1/15\n');
  expect((await cli('stages', stages)).code).toBe(0);

  const people = write(
    '人员.csv',
    [
      '账号,姓名,所在党支部,身份,培训阶段',
      `2026010101,张晓明,${S}/计算机学院党委/本科生第一党支部,入党积极分子,入党积极分子培训/2026年秋季学期`,
      `2026010102,李思雨,${S}/计算机学院党委/本科生第二党支部,发展对象,`,
    ].join('\n'),
  );
  const refused = await cli('people', people, '--password', 'Chushi@2026');
  expect(refused.code).toBe(1);
  expect(refused.err).toContain('未导入（数据库没有任何改动）');
  expect(refused.err).toContain('第 3 行「所在党支部」');
  expect(await accounts()).toEqual([]);

  const fixed = write('人员2.csv', fs.readFileSync(people, 'utf8').replace('本科生第二党支部', '本科生第一党支部'));
  const dry = await cli('people', fixed, '--password', 'Chushi@2026', '--dry-run');
  expect(dry.out).toContain('检查通过（--dry-run，未写入）：人员 2 行，将新增 2');
  expect(await accounts()).toEqual([]);
  const done = await cli('people', fixed, '--password', 'Chushi@2026');
  expect(done.code).toBe(0);
  expect(done.out + done.err).not.toContain('Chushi@2026');
  expect(await accounts()).toEqual(['2026010101', '2026010102']);
}, 300_000);

it('exits 2 when it cannot run: an unknown kind, a missing file', async () => {
  expect((await cli('teachers', 'x.csv')).code).toBe(2);
  const missing = await cli('orgs', path.join(box.dir, 'no-such.csv'));
  expect(missing.code).toBe(2);
  expect(missing.err).toContain('无法读取文件');
}, 60_000);

it("puts a school's home page together from the command: notices with a Notepad (GBK) body, news with a cover, banners linking them", async () => {
  fs.mkdirSync(path.join(box.dir, '正文'));
  fs.mkdirSync(path.join(box.dir, '图片'));
  fs.writeFileSync(path.join(box.dir, '正文', '开班.txt'), iconv.encode('各学院党委：\r\n培训班定于9月1日开班。\r\n', 'gbk'));
  fs.writeFileSync(path.join(box.dir, '图片', 'cover.png'), png(800, 450));
  fs.writeFileSync(path.join(box.dir, '图片', 'banner.jpg'), jpeg(1920, 400));
  const notices = write('通知公告.csv', '标题,发布时间,发布单位,正文文件\n关于培训班开班的通知,2026/8/28 10:00,党委组织部,正文/开班.txt\n');
  expect(await cli('notices', notices)).toMatchObject({ code: 0 });
  const news = write(
    '新闻.csv',
    '栏目,标题,发布时间,正文,封面\n党建要闻,我校召开党建工作会议,2026/11/10 15:00,会议在行政楼召开。,图片/cover.png\n',
  );
  const newsRun = await cli('news', news);
  expect(newsRun).toMatchObject({ code: 0 });
  expect(newsRun.out).toContain('图片文件：复制了 1 个');
  const banners = write(
    '轮播图.csv',
    '标题,图片,链接\n培训班开班,图片/banner.jpg,/training2/index/noticesDetails/1\n学习强国,图片/banner.jpg,https://www.xuexi.cn/\n',
  );
  expect(await cli('banners', banners)).toMatchObject({ code: 0 });

  const db = box.db();
  try {
    expect(await db.selectFrom('notice').select(['title', 'summary']).execute()).toEqual([
      { title: '关于培训班开班的通知', summary: '培训班定于9月1日开班。' },
    ]);
    const cover = (await db.selectFrom('news').select('coverUrl').executeTakeFirstOrThrow()).coverUrl;
    const banner = await db.selectFrom('banner').select(['title', 'imageUrl', 'link']).orderBy('id').execute();
    expect(banner.map((b) => [b.title, b.link])).toEqual([
      ['培训班开班', '/index/noticesDetails/1'],
      ['学习强国', 'https://www.xuexi.cn/'],
    ]);
    // the files are in the DATA_DIR the server serves /uploads/ from
    for (const url of [cover, banner[0].imageUrl]) {
      expect(url).toMatch(/^\/uploads\/school\/images\//);
      expect(fs.existsSync(path.join(box.dir, 'data', url))).toBe(true);
    }
  } finally {
    await db.destroy();
  }
}, 300_000);
