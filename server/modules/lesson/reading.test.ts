import { CODE_OK, CODE_OPERATION_ERROR } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { Res } from '../../../contract';
import { insertPeople, insertStructure } from '../../test/fixtures';
import { insertLessons, type LessonFixture } from '../../test/lessonFixtures';
import { insertReadings, type ReadingFixture } from '../../test/readingFixtures';
import { call, createTestApp, type TestApp } from '../../test/testApp';

const L = endpoints.lesson;
let t: TestApp;
let f: LessonFixture;
let r: ReadingFixture;
let token: string;

const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp();
  const { learner } = await insertPeople(t.db, await insertStructure(t.db));
  f = await insertLessons(t.db);
  r = await insertReadings(t.db, f);
  token = await t.login(learner.account, learner.password);
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

async function ok<N extends keyof typeof L>(name: N, body: object): Promise<Res<'lesson', N>> {
  const res = await call<Res<'lesson', N>>(t.app, L[name].path, body, token);
  expect({ code: res.code, msg: res.msg }).toEqual({ code: CODE_OK, msg: expect.any(String) });
  return res.data;
}
const refused = async (name: keyof typeof L, body: object) => {
  const res = await call(t.app, L[name].path, body, token);
  expect({ status: res.status, code: res.code }).toEqual({ status: 200, code: CODE_OPERATION_ERROR });
  return res.msg;
};
const titles = (list: { title: string }[]) => list.map((x) => x.title);

describe('subList', () => {
  it('numbers the video chapters, then the readings, each in its order', async () => {
    expect(await ok('subList', { lessonId: f.lessons.basics })).toEqual([
      { kind: 'video', id: f.videos.long, title: '第一讲 唯物论', index: 1, duration: 100 },
      { kind: 'video', id: f.videos.short, title: '第二讲 实践观点', index: 2, duration: 60 },
      ...['物质与意识', '实践是检验真理的唯一标准', '认识的辩证过程', '在实践中坚持和发展真理'].map((title, i) => ({
        kind: 'reading',
        id: r.readings[i],
        title,
        index: 3 + i,
        duration: 0,
      })),
    ]);
    expect(titles(await ok('subList', { lessonId: f.lessons.elective }))).toEqual(['第一讲 道路自信']);
  });
});

describe('lecture', () => {
  it('lists the handouts in order, with name, size, type and the served address', async () => {
    expect(await ok('lecture', { lessonId: f.lessons.basics })).toEqual([
      {
        id: r.handouts[0],
        lessonId: f.lessons.basics,
        title: '学习讲义',
        fileName: 'notes.pdf',
        size: 2048,
        type: 'pdf',
        url: '/uploads/demo/handouts/notes-0123456789.pdf',
      },
      {
        id: r.handouts[1],
        lessonId: f.lessons.basics,
        title: '课后思考题',
        fileName: 'questions.pdf',
        size: 4096,
        type: 'pdf',
        url: '/uploads/demo/handouts/questions-0123456789.pdf',
      },
    ]);
    expect(await ok('lecture', { lessonId: f.lessons.elective })).toEqual([]);
  });
});

describe('readList and readDetail', () => {
  it('lists the readings in order, without their bodies', async () => {
    const list = await ok('readList', { lessonId: f.lessons.basics });
    expect(list.map((x) => x.id)).toEqual(r.readings);
    expect(list[0]).toEqual({
      id: r.readings[0],
      lessonId: f.lessons.basics,
      title: '物质与意识',
      source: '党校教研室',
      author: '邵明哲',
      summary: '物质与意识摘要',
      publishedAt: '2026-09-01T00:00:00.000Z',
    });
    expect(await ok('readList', { lessonId: f.lessons.elective })).toEqual([]);
  });

  it('answers a reading with its lesson, picture and neighbours in list order (sort, then id)', async () => {
    const first = await ok('readDetail', { id: r.readings[0] });
    expect(first).toMatchObject({
      lessonId: f.lessons.basics,
      lessonTitle: '马克思主义基本原理',
      tagId: f.tags.theory,
      prev: null,
      next: { id: r.readings[1], title: '实践是检验真理的唯一标准' },
    });
    expect(first.content).toContain('<img src="/uploads/demo/illus-1.svg" alt="插图" />');
    const second = await ok('readDetail', { id: r.readings[1] });
    expect([second.prev?.id, second.next?.id]).toEqual([r.readings[0], r.readings[2]]);
    const third = await ok('readDetail', { id: r.readings[2] });
    expect([third.prev?.id, third.next?.id]).toEqual([r.readings[1], r.readings[3]]);
    expect((await ok('readDetail', { id: r.readings[3] })).next).toBeNull();
  });

  it("opened from a lesson, answers only that lesson's reading (another lesson's is refused by name)", async () => {
    expect((await ok('readDetail', { id: r.readings[1], lessonId: f.lessons.basics })).id).toBe(r.readings[1]);
    // /readdetais/<tag>/<another lesson>/<id> showed the reading under the wrong lesson
    expect(await refused('readDetail', { id: r.readings[1], lessonId: f.lessons.elective })).toBe('该课程下没有这篇延伸阅读');
    expect(await refused('readDetail', { id: r.readings[1], lessonId: 99999 })).toBe('该课程下没有这篇延伸阅读');
    expect(await refused('readDetail', { id: 99999, lessonId: f.lessons.basics })).toBe('延伸阅读不存在或已删除');
    expect(await refused('readDetail', { id: r.readings[1], lessonId: 0 })).toContain('课程');
  });

  it('strips script, handlers and javascript: links from a stored body', async () => {
    const hostile = '<p>正文</p><img src=1 onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">链接</a>';
    await t.db.updateTable('lessonReading').set({ content: hostile }).where('id', '=', r.readings[3]).execute();
    expect((await ok('readDetail', { id: r.readings[3] })).content).toBe('<p>正文</p><img src="1" /><a>链接</a>');
  });
});

describe('unknown or malformed ids', () => {
  it.each(['subList', 'lecture', 'readList'] as const)('%s refuses an unknown lesson by name', async (name) => {
    expect(await refused(name, { lessonId: 99999 })).toBe('课程不存在或已下架');
    expect(await refused(name, { lessonId: 'abc' })).toContain('课程');
    expect(await refused(name, {})).toContain('课程');
  });

  it('readDetail refuses an unknown or malformed reading', async () => {
    expect(await refused('readDetail', { id: 99999 })).toBe('延伸阅读不存在或已删除');
    expect(await refused('readDetail', { id: 0 })).toContain('延伸阅读');
  });
});

describe('the library search (tagList keyword)', () => {
  const search = (keyword: string, tagId = f.tags.theory) => ok('tagList', { tagId, pageNum: 1, pageSize: 10, keyword });

  it('finds lessons of the tag by a trimmed title keyword', async () => {
    expect(titles((await search('  理论 ')).list)).toEqual(['中国特色社会主义理论']);
    expect((await search('马克思')).total).toBe(1);
    expect((await search('')).total).toBe(2);
    // Another tag's lesson is not found in this one.
    expect((await search('简史')).list).toEqual([]);
    expect((await search('简史', f.tags.history)).total).toBe(1);
  });

  it('takes % and _ literally, on either database', async () => {
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
    expect((await search('马克思%原理')).total).toBe(0);
    await t.db.updateTable('lesson').set({ title: '学习100%_专题' }).where('id', '=', f.lessons.elective).execute();
    try {
      expect(titles((await search('100%_')).list)).toEqual(['学习100%_专题']);
      expect((await search('0%')).total).toBe(1);
      expect((await search('%专')).total).toBe(0);
    } finally {
      await t.db.updateTable('lesson').set({ title: '中国特色社会主义理论' }).where('id', '=', f.lessons.elective).execute();
    }
  });

  it('refuses a keyword over 50 characters and an unknown tag', async () => {
    expect(await refused('tagList', { tagId: f.tags.theory, pageNum: 1, pageSize: 10, keyword: '长'.repeat(51) })).toContain('关键词');
    expect(await refused('tagList', { tagId: 99999, pageNum: 1, pageSize: 10 })).toBe('课程分类不存在');
    expect(await refused('tagList', { tagId: 99999, pageNum: 1, pageSize: 10, keyword: '理论' })).toBe('课程分类不存在');
  });
});
