// 课程 import: lessons and their videos from a school's list, the files checked, copied under a
// content name and served to a learner through the real API (with a Range request, as players ask).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { endpoints } from '../../../../contract/endpoints';
import { clipSource, type Clip } from '../../../db/seed/videos';
import { insertPeople, insertStructure, type FixtureIds, type People } from '../../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../../test/testApp';
import { parseCsvTable } from '../../../lib/lists/csvTable';
import { ImportRefused, runImport } from '../importer';
import { type Problem } from '../../../lib/lists/problems';
import { lessonsImporter } from './lessons';
import { jpeg, png } from './testImages';

let t: TestApp;
let ids: FixtureIds;
let people: People;
/** the school's folder: the list and its 视频/ beside it */
let src: string;
beforeEach(async () => {
  t = await createTestApp();
  ids = await insertStructure(t.db);
  people = await insertPeople(t.db, ids);
  src = fs.mkdtempSync(path.join(os.tmpdir(), 'lessons-import-'));
  fs.mkdirSync(path.join(src, '视频'));
  for (const clip of ['theory', 'history', 'integrity'] as Clip[]) fs.copyFileSync(clipSource(clip), path.join(src, '视频', `${clip}.mp4`));
  fs.copyFileSync(clipSource('rules'), path.join(src, 'rules.mp4'));
}, 120_000);
afterEach(async () => {
  await t.close();
  fs.rmSync(src, { recursive: true, force: true });
}, 120_000);

const csvFile = () => path.join(src, '课程.csv');
const run = (text: string, dryRun = false) =>
  runImport(t.db, lessonsImporter, parseCsvTable(text), {
    dryRun,
    options: { file: csvFile(), dataDir: t.dataDir },
  });
const problems = async (text: string): Promise<Problem[]> => {
  const err = await run(text).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ImportRefused);
  return (err as ImportRefused).problems;
};
const videoDir = () => path.join(t.dataDir, 'uploads', 'school', 'videos');
const copies = () => (fs.existsSync(videoDir()) ? fs.readdirSync(videoDir()).sort() : []);
const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const count = async (table: 'lessonTag' | 'lesson' | 'lessonVideo' | 'stageLesson') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const HEAD = '分类,面向,课程,主讲,简介,必修,章节,章节顺序,视频文件,培训阶段,计划';
// relative paths (one written the Windows way), an absolute one; a lesson's cells in one of its rows
const LIST = () =>
  [
    HEAD,
    '校本党课,学员,党的创新理论十讲,李红 教授,本校马克思主义学院的系列党课。,是,第一讲 理论品格,,视频/theory.mp4,积极分子培训/第一阶段,必修',
    '校本党课,,党的创新理论十讲,,,,第二讲 历史逻辑,,视频\\history.mp4,,',
    `校本党课,,红色校史,王强,,否,校史馆里的党史,,${path.join(src, 'rules.mp4')},积极分子培训/第一阶段；发展对象培训/集中学习,选修`,
    '干部读书班,干部,领导干部廉洁从政,赵书记,,是,廉洁从政第一课,,视频/integrity.mp4,,',
  ].join('\n');

describe('lessons import', () => {
  it('makes lessons a learner lists, opens and plays (a 206 for a Range), in the stage plan', async () => {
    const summary = await run(LIST());
    expect(summary).toMatchObject({ added: 4, updated: 0, unchanged: 0 });
    expect(summary.notes).toEqual([
      '新建分类：校本党课（学员）、干部读书班（干部）',
      '课程：新增 3 门，更新 0 门',
      '培训阶段的课程计划：加入 3 门次，改为必修/选修 0 门次（表中没写的计划不变）',
      expect.stringMatching(/^视频文件：复制了 4 个（3\.7 MB）到 DATA_DIR\/uploads\/school\/videos\/，0 个已在那里$/),
    ]);
    // named by content: the hash of the bytes, the source's name where it is URL-safe
    const theoryName = `theory-${sha(clipSource('theory')).slice(0, 16)}.mp4`;
    expect(copies()).toEqual(['history', 'integrity', 'rules', 'theory'].map((c) => `${c}-${sha(clipSource(c as Clip)).slice(0, 16)}.mp4`));

    const token = await t.login(people.learner.account, people.learner.password);
    const tags = await call<{ id: number; name: string; lessonCount: number }[]>(t.app, endpoints.lesson.tags.path, {}, token);
    expect(tags.data.map(({ name, lessonCount }) => ({ name, lessonCount }))).toEqual([{ name: '校本党课', lessonCount: 2 }]);
    const page = await call<{
      list: { id: number; title: string; teacher: string; intro: string; required: boolean; videoCount: number; duration: number }[];
    }>(t.app, endpoints.lesson.tagList.path, { tagId: tags.data[0].id, pageNum: 1, pageSize: 10 }, token);
    expect(
      page.data.list.map(({ title, teacher, intro, required, videoCount, duration }) => ({
        title,
        teacher,
        intro,
        required,
        videoCount,
        duration,
      })),
    ).toEqual([
      {
        title: '党的创新理论十讲',
        teacher: '李红 教授',
        intro: '本校马克思主义学院的系列党课。',
        required: true,
        videoCount: 2,
        duration: 5700,
      },
      { title: '红色校史', teacher: '王强', intro: '', required: false, videoCount: 1, duration: 2400 },
    ]);
    const videos = await call<{ id: number; title: string; sort: number; duration: number }[]>(
      t.app,
      endpoints.lesson.videos.path,
      { lessonId: page.data.list[0].id },
      token,
    );
    expect(videos.data.map(({ title, sort, duration }) => ({ title, sort, duration }))).toEqual([
      { title: '第一讲 理论品格', sort: 1, duration: 2700 },
      { title: '第二讲 历史逻辑', sort: 2, duration: 3000 },
    ]);
    const detail = await call<{ url: string; duration: number; lessonTitle: string }>(
      t.app,
      endpoints.lesson.videoDetail.path,
      { videoId: videos.data[0].id },
      token,
    );
    expect(detail.data).toMatchObject({ url: `/uploads/school/videos/${theoryName}`, duration: 2700, lessonTitle: '党的创新理论十讲' });
    const source = fs.readFileSync(clipSource('theory'));
    const res = await t.app.inject({ method: 'GET', url: detail.data.url, headers: { range: 'bytes=0-99' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-99/${source.length}`);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.equals(source.subarray(0, 100))).toBe(true);
    // the learner's stage (积极分子培训/第一阶段) plans one lesson as required, the other as elective
    const plan = async (kind: string) =>
      (await call<{ lessons: { title: string }[] }>(t.app, endpoints.lesson.stageLesson.path, { kind }, token)).data.lessons.map(
        (l) => l.title,
      );
    expect(await plan('required')).toEqual(['党的创新理论十讲']);
    expect(await plan('elective')).toEqual(['红色校史']);
    expect(await t.db.selectFrom('stageLesson').select(['stageId', 'kind']).orderBy('stageId').execute()).toEqual(
      expect.arrayContaining([{ stageId: ids.stages.c, kind: 'elective' }]),
    );

    // the cadre's lesson is in the cadre area only
    const cadre = await t.login(people.cadre.account, people.cadre.password);
    const cadreTags = await call<{ name: string; lessonCount: number }[]>(t.app, endpoints.cadreIndex.lessonTagList.path, {}, cadre);
    expect(cadreTags.data.map(({ name, lessonCount }) => ({ name, lessonCount }))).toEqual([{ name: '干部读书班', lessonCount: 1 }]);
  });

  it('changes nothing the second time, copies nothing again; a real change counts once per row', async () => {
    await run(LIST());
    const stamps = copies().map((f) => fs.statSync(path.join(videoDir(), f)).mtimeMs);
    const again = await run(LIST());
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 4 });
    expect(again.notes).toEqual(['视频文件：复制了 0 个（0.0 MB）到 DATA_DIR/uploads/school/videos/，4 个已在那里']);
    expect(copies().map((f) => fs.statSync(path.join(videoDir(), f)).mtimeMs)).toEqual(stamps);

    // a new teacher (written on the lesson's second row), a chapter moved to 5, a third chapter after it
    const changed = await run(
      [
        HEAD,
        '校本党课,,党的创新理论十讲,,,,第一讲 理论品格,,视频/theory.mp4,,',
        '校本党课,,党的创新理论十讲,李红 研究员,,,第二讲 历史逻辑,5,视频/history.mp4,,',
        '校本党课,,党的创新理论十讲,,,,第三讲 实践要求,,视频/theory.mp4,积极分子培训/第一阶段,选修',
      ].join('\n'),
    );
    expect(changed).toMatchObject({ added: 1, updated: 2, unchanged: 0 });
    expect(changed.notes).toContain('课程：新增 0 门，更新 1 门');
    expect(changed.notes).toContain('培训阶段的课程计划：加入 0 门次，改为必修/选修 1 门次（表中没写的计划不变）');
    const lesson = await t.db
      .selectFrom('lesson')
      .select(['id', 'teacher', 'required'])
      .where('title', '=', '党的创新理论十讲')
      .executeTakeFirstOrThrow();
    expect(lesson).toMatchObject({ teacher: '李红 研究员', required: 1 });
    expect(
      await t.db.selectFrom('lessonVideo').select(['title', 'sort']).where('lessonId', '=', lesson.id).orderBy('sort').execute(),
    ).toEqual([
      { title: '第一讲 理论品格', sort: 1 },
      { title: '第二讲 历史逻辑', sort: 5 },
      { title: '第三讲 实践要求', sort: 6 },
    ]);
    expect(await t.db.selectFrom('stageLesson').select('kind').where('lessonId', '=', lesson.id).execute()).toEqual([{ kind: 'elective' }]);
    // nothing the list leaves out is deleted
    expect(await count('lesson')).toBe(3);
  });

  it('names every problem in the cells and files, copies nothing and writes nothing', async () => {
    fs.writeFileSync(path.join(src, '视频', 'notes.mp4'), '这是讲稿，不是视频。\n'.repeat(20));
    const theory = fs.readFileSync(clipSource('theory'));
    fs.writeFileSync(path.join(src, '视频', 'cut.mp4'), theory.subarray(0, theory.length - 100_000));
    // the same clip with its video sample entry renamed H.265 (after the ftyp, which lists avc1 too)
    const hevc = Buffer.from(theory);
    hevc.write('hvc1', hevc.indexOf('avc1', 32), 'latin1');
    fs.writeFileSync(path.join(src, '视频', 'hevc.mp4'), hevc);
    const L = '校本党课,学员,党的创新理论十讲';
    expect(
      await problems(
        [
          HEAD,
          ',,党课,,,,第一讲,,视频/theory.mp4,,',
          '校本党课,教师,党课,,,,第一讲,,视频/theory.mp4,,',
          '校本党课,,党课,,,必须,第一讲,,视频/theory.mp4,,',
          '校本党课,,党课,,,,第二讲,第一,视频/theory.mp4,,',
          '校本党课,,党课,,,,第三讲,,视频/theory.mp4,,必修',
          '校本党课,,党课,,,,第四讲,,视频/theory.mp4,积极分子培训/第一阶段,',
          '校本党课,,党课,,,,第五讲,,视频/无此文件.mp4,,',
          '校本党课,,党课,,,,第六讲,,视频/notes.mp4,,',
          '校本党课,,党课,,,,第七讲,,视频/cut.mp4,,',
          '校本党课,,党课,,,,第八讲,,视频/hevc.mp4,,',
          `${L},李红,,,第一讲 理论品格,,视频/theory.mp4,积极分子培训/第一阶段,必修`,
          `${L},,,,第一讲 理论品格,,视频/history.mp4,,`,
          `${L},王强,,,第二讲,,视频/history.mp4,,`,
          `${L},,,,第三讲,,视频/history.mp4,积极分子培训/第一阶段,选修`,
          '校本党课,干部,另一门课,,,,第一讲,,视频/history.mp4,,',
          '校本党课,,党课,,,,第九讲,,,,',
        ].join('\n'),
      ),
    ).toEqual([
      { line: 2, column: '分类', message: '不能为空' },
      { line: 3, column: '面向', message: '“教师”不是可用的面向；可用：学员、干部' },
      { line: 4, column: '必修', message: '“必须”不是可用的值；可用：是、否' },
      { line: 5, column: '章节顺序', message: '“第一”不是正整数' },
      { line: 6, column: '培训阶段', message: '填了计划时须写明培训阶段（“培训/阶段”）' },
      { line: 7, column: '计划', message: '填了培训阶段时须写明必修或选修' },
      {
        line: 8,
        column: '视频文件',
        message: `“视频/无此文件.mp4”不存在（找的是 ${path.join(src, '视频', '无此文件.mp4')}）；相对路径从本表所在的文件夹算起，也可以写完整路径`,
      },
      { line: 9, column: '视频文件', message: '“视频/notes.mp4”不是 MP4 文件（开头没有 ftyp 文件类型标记）' },
      { line: 10, column: '视频文件', message: '“视频/cut.mp4”文件不完整（“mdat”部分在文件结尾之前被截断），可能没有复制完或下载完' },
      {
        line: 11,
        column: '视频文件',
        message:
          '“视频/hevc.mp4”的视频编码是 H.265（HEVC），校园电脑的浏览器可能无法播放；请转为 H.264 编码的 MP4（如 ffmpeg -i 原文件 -c:v libx264 -c:a aac -movflags +faststart 新文件.mp4）',
      },
      { line: 13, column: '章节', message: '与第 12 行是同一个章节（校本党课/党的创新理论十讲/第一讲 理论品格）' },
      { line: 14, column: '主讲', message: '与第 12 行不同（那里是“李红”，这里是“王强”）；同一课程各行的主讲须相同，或只在其中一行填写' },
      {
        line: 15,
        column: '计划',
        message: '与第 12 行不同：那里课程“党的创新理论十讲”在“积极分子培训/第一阶段”中是必修；一门课程在一个阶段只能是必修或选修之一',
      },
      { line: 16, column: '面向', message: '分类“校本党课”在第 12 行写的是学员；同一分类只能有一个面向' },
      { line: 17, column: '视频文件', message: '不能为空：请写 MP4 文件的路径（相对于本表所在的文件夹，或完整路径）' },
    ]);
    expect(await count('lessonTag')).toBe(0);
    expect(await count('lesson')).toBe(0);
    expect(copies()).toEqual([]);
  });

  it('checks the list against the database: stages, a cadre lesson in a stage, two tags of one name, a file learners were credited on', async () => {
    await run(LIST());
    const first = await t.db
      .selectFrom('lessonVideo')
      .select(['id', 'fileName'])
      .where('title', '=', '第一讲 理论品格')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('videoProgress')
      .values({
        userId: people.learner.id,
        videoId: first.id,
        position: 30,
        credited: 30,
        covered: '[[0,30]]',
        completed: 0,
        updatedAt: '2026-09-10T08:00:00.000Z',
        completedAt: null,
      })
      .execute();
    await t.db.insertInto('lessonTag').values({ name: '校本党课', sort: 9, audience: 'cadre' }).execute();
    const before = {
      tags: await count('lessonTag'),
      lessons: await count('lesson'),
      videos: await count('lessonVideo'),
      plans: await count('stageLesson'),
    };
    expect(
      await problems(
        [
          HEAD,
          '校本党课,学员,党的创新理论十讲,,,,第一讲 理论品格,,视频/history.mp4,,',
          '校本党课,学员,新课,,,,第一讲,,视频/theory.mp4,积极分子培训/第三阶段,必修',
          '干部读书班,,领导干部廉洁从政,,,,廉洁从政第一课,,视频/integrity.mp4,发展对象培训/集中学习,选修',
          '新分类,,新课,,,,第一讲,,视频/theory.mp4,,',
        ].join('\n'),
      ),
    ).toEqual([
      {
        line: 2,
        column: '视频文件',
        message:
          '“视频/history.mp4”时长 50:00，原视频 45:00；已有 1 名学员在这一章节计入了学时（按原视频计的），不能换成时长不同的视频。请用时长相同的文件，或把新视频作为新的章节导入（改「章节」名称）',
      },
      {
        line: 3,
        column: '培训阶段',
        message:
          '“积极分子培训/第三阶段”不存在；请写成“培训/阶段”，可用：积极分子培训/第一阶段、积极分子培训/第二阶段、发展对象培训/集中学习',
      },
      { line: 4, column: '培训阶段', message: '分类“干部读书班”是干部课程，不能加入学员的培训阶段；请留空，或换成学员的分类' },
    ]);
    expect(await problems(`${HEAD}\n校本党课,,党的创新理论十讲,,,,第一讲 理论品格,,视频/theory.mp4,,\n`)).toEqual([
      { line: 2, column: '面向', message: '已有学员、干部两个名为“校本党课”的分类，请写明面向：学员或干部' },
    ]);
    expect({
      tags: await count('lessonTag'),
      lessons: await count('lesson'),
      videos: await count('lessonVideo'),
      plans: await count('stageLesson'),
    }).toEqual(before);
    expect((await t.db.selectFrom('lessonVideo').select('fileName').where('id', '=', first.id).executeTakeFirstOrThrow()).fileName).toBe(
      first.fileName,
    );
  });

  it("replaces a studied chapter's file with one as long (progress kept), an unstudied one with any", async () => {
    await run(LIST());
    const first = await t.db
      .selectFrom('lessonVideo')
      .select(['id', 'fileName'])
      .where('title', '=', '第一讲 理论品格')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('videoProgress')
      .values({
        userId: people.learner.id,
        videoId: first.id,
        position: 30,
        credited: 30,
        covered: '[[0,30]]',
        completed: 0,
        updatedAt: '2026-09-10T08:00:00.000Z',
        completedAt: null,
      })
      .execute();
    // re-encoded: other bytes, the same 75 s
    const edited = Buffer.from(fs.readFileSync(clipSource('theory')));
    edited[edited.length - 1] ^= 0xff;
    fs.writeFileSync(path.join(src, '视频', 'theory-v2.mp4'), edited);
    expect(
      await run(
        [
          HEAD,
          `校本党课,学员,党的创新理论十讲,,,,第一讲 理论品格,,视频/theory-v2.mp4,,`,
          `校本党课,学员,党的创新理论十讲,,,,第二讲 历史逻辑,,${path.join(src, 'rules.mp4')},,`,
        ].join('\n'),
      ),
    ).toMatchObject({ added: 0, updated: 2, unchanged: 0 });
    const rows = await t.db
      .selectFrom('lessonVideo')
      .select(['title', 'fileName', 'duration'])
      .where('title', 'like', '第%讲%')
      .orderBy('sort')
      .execute();
    const hash = createHash('sha256').update(edited).digest('hex').slice(0, 16);
    expect(rows).toEqual([
      { title: '第一讲 理论品格', fileName: `school/videos/theory-v2-${hash}.mp4`, duration: 2700 },
      { title: '第二讲 历史逻辑', fileName: `school/videos/rules-${sha(clipSource('rules')).slice(0, 16)}.mp4`, duration: 2400 },
    ]);
    expect(await t.db.selectFrom('videoProgress').select(['videoId', 'credited']).execute()).toEqual([{ videoId: first.id, credited: 30 }]);
  });

  it('a list with one bad row writes nothing and copies nothing', async () => {
    expect(await problems(`${LIST()}\n校本党课,,红色校史,,,,校史馆里的党史（二）,,视频/第二集.mp4,,`)).toEqual([
      {
        line: 6,
        column: '视频文件',
        message: `“视频/第二集.mp4”不存在（找的是 ${path.join(src, '视频', '第二集.mp4')}）；相对路径从本表所在的文件夹算起，也可以写完整路径`,
      },
    ]);
    expect(await count('lessonTag')).toBe(0);
    expect(await count('lessonVideo')).toBe(0);
    expect(copies()).toEqual([]);
  });

  it('dry run says what would change and writes and copies nothing', async () => {
    const s = await run(LIST(), true);
    expect(s).toMatchObject({ added: 4, updated: 0, unchanged: 0 });
    expect(s.notes).toContain('视频文件：将复制 4 个（3.7 MB）到 DATA_DIR/uploads/school/videos/，0 个已在那里');
    expect(await count('lesson')).toBe(0);
    expect(copies()).toEqual([]);
  });
});

describe('lessons import: 封面', () => {
  const HEAD_COVER = '分类,课程,章节,视频文件,封面';
  const imageDir = () => path.join(t.dataDir, 'uploads', 'school', 'images');
  const images = () => (fs.existsSync(imageDir()) ? fs.readdirSync(imageDir()).sort() : []);
  const coverOf = async (title: string) =>
    (await t.db.selectFrom('lesson').select('coverUrl').where('title', '=', title).executeTakeFirstOrThrow()).coverUrl;
  beforeEach(() => {
    fs.mkdirSync(path.join(src, '封面'));
  });

  it('copies the cover under its content name, the lesson shows it (a PNG named .jpg is served as a PNG); the same file again changes nothing, another replaces it, an empty cell keeps it', async () => {
    const cover = png(640, 360);
    fs.writeFileSync(path.join(src, '封面', 'theory.jpg'), cover);
    // the cover on the lesson's second row, written the Windows way on the third: the same file
    const list = [
      HEAD_COVER,
      '校本党课,党的创新理论十讲,第一讲 理论品格,视频/theory.mp4,',
      '校本党课,党的创新理论十讲,第二讲 历史逻辑,视频/history.mp4,封面/theory.jpg',
      '校本党课,党的创新理论十讲,第三讲 实践要求,视频/theory.mp4,封面\\theory.jpg',
      '校本党课,红色校史,校史馆里的党史,rules.mp4,',
    ].join('\n');
    const first = await run(list);
    expect(first).toMatchObject({ added: 4, updated: 0, unchanged: 0 });
    expect(first.notes).toContain('图片文件：复制了 1 个（0.0 MB）到 DATA_DIR/uploads/school/images/，0 个已在那里');
    const url = `/uploads/school/images/theory-${createHash('sha256').update(cover).digest('hex').slice(0, 16)}.png`;
    expect(images()).toEqual([path.basename(url)]);

    const token = await t.login(people.learner.account, people.learner.password);
    const lessonId = (await t.db.selectFrom('lesson').select('id').where('title', '=', '党的创新理论十讲').executeTakeFirstOrThrow()).id;
    const info = await call<{ coverUrl: string }>(t.app, endpoints.lesson.info.path, { lessonId }, token);
    expect(info.data.coverUrl).toBe(url);
    const res = await t.app.inject({ method: 'GET', url: info.data.coverUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(cover)).toBe(true);
    // no cover written: none (the card's grey box), as before
    expect(await coverOf('红色校史')).toBe('');

    const again = await run(list);
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 4 });
    expect(again.notes).toContain('图片文件：复制了 0 个（0.0 MB）到 DATA_DIR/uploads/school/images/，1 个已在那里');

    const photo = jpeg(1280, 720);
    fs.writeFileSync(path.join(src, '封面', '新封面.jpg'), photo);
    const replaced = await run(`${HEAD_COVER}\n校本党课,党的创新理论十讲,第一讲 理论品格,视频/theory.mp4,封面/新封面.jpg\n`);
    expect(replaced).toMatchObject({ added: 0, updated: 1, unchanged: 0 });
    expect(replaced.notes).toContain('课程：新增 0 门，更新 1 门');
    expect(await coverOf('党的创新理论十讲')).toBe(
      `/uploads/school/images/image-${createHash('sha256').update(photo).digest('hex').slice(0, 16)}.jpg`,
    );

    expect(await run(`${HEAD_COVER}\n校本党课,党的创新理论十讲,第一讲 理论品格,视频/theory.mp4,\n`)).toMatchObject({
      added: 0,
      updated: 0,
      unchanged: 1,
    });
    expect(await coverOf('党的创新理论十讲')).toMatch(/^\/uploads\/school\/images\/image-[0-9a-f]{16}\.jpg$/);
  });

  it('names every problem with a cover, writes nothing and copies nothing', async () => {
    fs.writeFileSync(path.join(src, '封面', 'a.png'), png(640, 360));
    fs.writeFileSync(path.join(src, '封面', 'b.png'), png(640, 360, { rgb: [0, 0, 200] }));
    fs.writeFileSync(path.join(src, '封面', '说明.png'), '封面稍后补充\n');
    fs.writeFileSync(path.join(src, '封面', 'small.jpg'), jpeg(300, 169));
    const heavy = png(700, 394, { noise: true });
    fs.writeFileSync(path.join(src, '封面', 'heavy.png'), heavy);
    expect(
      await problems(
        [
          HEAD_COVER,
          '校本党课,一,第一讲,视频/theory.mp4,封面/a.png',
          '校本党课,一,第二讲,视频/theory.mp4,封面/b.png',
          '校本党课,二,第一讲,视频/theory.mp4,封面/说明.png',
          '校本党课,三,第一讲,视频/theory.mp4,封面/small.jpg',
          '校本党课,四,第一讲,视频/theory.mp4,封面/heavy.png',
          '校本党课,五,第一讲,视频/theory.mp4,封面/无此图.jpg',
        ].join('\n'),
      ),
    ).toEqual([
      {
        line: 3,
        column: '封面',
        message: '与第 2 行不同（那里是“封面/a.png”，这里是“封面/b.png”）；同一课程各行的封面须相同，或只在其中一行填写',
      },
      { line: 4, column: '封面', message: '“封面/说明.png”不是可用的图片文件；可用：JPEG、PNG、WebP、GIF（按文件内容判断，与扩展名无关）' },
      {
        line: 5,
        column: '封面',
        message: '“封面/small.jpg”（JPEG，300×169 像素，3 KB）太小：课程封面至少 360×200 像素，否则显示时模糊；请换用更大的图片',
      },
      {
        line: 6,
        column: '封面',
        message: `“封面/heavy.png”（PNG，700×394 像素，${Math.round(heavy.length / 1024)} KB）超过课程封面的上限 500 KB；每位打开页面的人都要下载它，请缩小或压缩后再导入（如另存为质量 80 左右的 JPEG）`,
      },
      {
        line: 7,
        column: '封面',
        message: `“封面/无此图.jpg”不存在（找的是 ${path.join(src, '封面', '无此图.jpg')}）；相对路径从本表所在的文件夹算起，也可以写完整路径`,
      },
    ]);
    expect(await count('lesson')).toBe(0);
    expect(images()).toEqual([]);
    expect(copies()).toEqual([]);
  });

  it('a dry run copies no cover', async () => {
    fs.writeFileSync(path.join(src, '封面', 'a.png'), png(640, 360));
    const s = await run(`${HEAD_COVER}\n校本党课,一,第一讲,视频/theory.mp4,封面/a.png\n`, true);
    expect(s.notes).toContain('图片文件：将复制 1 个（0.0 MB）到 DATA_DIR/uploads/school/images/，0 个已在那里');
    expect(await count('lesson')).toBe(0);
    expect(images()).toEqual([]);
  });
});
