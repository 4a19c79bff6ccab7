import { createTestApp, type TestApp } from '../../test/testApp';

// The demo special training topics as the demo accounts meet them: two classes this year and one
// from last year, write-ups in every state long enough where handed in, the class exam kept to its
// members, a completed topic from last year.

let t: TestApp;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

async function as(account: string) {
  const token = await t.login(account, 'Dangjian@2026');
  return async <T>(name: string, body: object = {}): Promise<T> => {
    const res = await t.app.inject({ method: 'POST', url: `/trainingApi/v1/topic/${name}`, headers: { token }, payload: body });
    const json = res.json() as { code: number; data: T; msg: string };
    expect({ code: json.code, msg: json.msg }).toMatchObject({ code: 99999 });
    return json.data;
  };
}

describe('topic demo data', () => {
  it('a 积极分子 has this term’s class with four stages, materials of every kind, experts, notices and an exam', async () => {
    const call = await as('2023010101');
    const current = await call<{ id: number; title: string; stageCount: number; state: string }[]>('newTopicList');
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ stageCount: 4, state: 'ongoing' });
    expect(current[0].title).toMatch(/^\d{4}年(春季|秋季)入党积极分子培训班$/);
    const detail = await call<{
      requirements: { key: string }[];
      workState: string;
      expertCount: number;
      noticeCount: number;
      examId: number | null;
    }>('detail', { topicId: current[0].id });
    expect(detail.requirements.map((r) => r.key)).toEqual(['lessons', 'materials', 'exam', 'homework']);
    expect(detail).toMatchObject({ workState: 'draft', expertCount: 4, noticeCount: 4 });
    const news = await call<{ list: { kind: string }[] }>('learnNewsList', { topicId: current[0].id, pageNum: 1, pageSize: 50 });
    expect(new Set(news.list.map((m) => m.kind))).toEqual(new Set(['article', 'file', 'video']));
    expect(await call('examInfo', { topicId: current[0].id })).toMatchObject({ examId: detail.examId, passScore: 60 });
  });

  it('the 积极分子 class’s first stage hands out the application guide as a real PDF of the recorded size, served as a PDF', async () => {
    const call = await as('2023010101');
    const news = await call<{ list: { id: number; kind: string; fileName: string; fileSize: number; fileType: string }[] }>(
      'learnNewsList',
      { topicId: (await call<{ id: number }[]>('newTopicList'))[0].id, pageNum: 1, pageSize: 50 },
    );
    const guide = news.list.find((m) => m.fileName === '入党申请书写作指导.pdf');
    expect(guide).toMatchObject({ kind: 'file', fileType: 'pdf' });
    const opened = await call<{ fileUrl: string }>('materialDetail', { materialId: guide!.id });
    const res = await t.app.inject({ method: 'GET', url: opened.fileUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.rawPayload.length).toBe(guide!.fileSize);
    const text = res.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    // its glyphs embedded (handoutPdf.test.ts), written by glyph id
    expect(text).toContain('/Encoding /Identity-H');
    // the xref table's offsets point at the objects (a reader rejects a file where they do not)
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((at, i) => expect(text.slice(at).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });

  it('a 发展对象 has this term’s class and last year’s, completed with a reviewed write-up', async () => {
    const call = await as('2023010102');
    expect(await call<unknown[]>('newTopicList')).toHaveLength(1);
    const last = await call<{ id: number; completed: boolean; progress: number }[]>('topicLastYear');
    expect(last).toHaveLength(1);
    expect(last[0]).toMatchObject({ completed: true, progress: 100 });
    const work = await call<{ state: string; review: { reviewer: string; score: number } | null; charCount: number }>('workDetail', {
      topicId: last[0].id,
    });
    expect(work.state).toBe('reviewed');
    expect(work.review).toMatchObject({ reviewer: '校党校 刘老师', score: 90 });
    expect(work.charCount).toBeGreaterThanOrEqual(800);
  });

  it('write-ups in every state; every handed-in one within its topic’s limits', async () => {
    const rows = await t.db
      .selectFrom('topicWork as w')
      .innerJoin('topic as tp', 'tp.id', 'w.topicId')
      .select(['w.state', 'w.charCount', 'tp.workMinChars', 'tp.workMaxChars'])
      .execute();
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['draft', 'submitted', 'reviewed']));
    for (const r of rows.filter((x) => x.state !== 'draft')) {
      expect(r.charCount).toBeGreaterThanOrEqual(r.workMinChars);
      expect(r.charCount).toBeLessThanOrEqual(r.workMaxChars);
    }
  });

  it('every material is published within its stage’s days and read after it was published, while the topic ran', async () => {
    const beijingDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10);
    const materials = await t.db
      .selectFrom('topicMaterial as m')
      .innerJoin('topicStage as s', 's.id', 'm.stageId')
      .select(['m.title', 'm.publishedAt', 's.startDate', 's.endDate'])
      .execute();
    expect(materials.length).toBeGreaterThan(0);
    for (const m of materials) {
      const day = beijingDay(m.publishedAt);
      expect({ title: m.title, day, inStage: day >= m.startDate && day <= m.endDate }).toEqual({ title: m.title, day, inStage: true });
    }
    const reads = await t.db
      .selectFrom('topicMaterialRead as r')
      .innerJoin('topicMaterial as m', 'm.id', 'r.materialId')
      .innerJoin('topicStage as s', 's.id', 'm.stageId')
      .innerJoin('topic as tp', 'tp.id', 's.topicId')
      .select(['m.title', 'm.publishedAt', 'r.readAt', 'tp.endDate'])
      .execute();
    expect(reads.length).toBeGreaterThan(0);
    for (const r of reads) {
      expect({ title: r.title, readAfterPublished: r.readAt > r.publishedAt, readBeforeEnd: beijingDay(r.readAt) <= r.endDate }).toEqual({
        title: r.title,
        readAfterPublished: true,
        readBeforeEnd: true,
      });
    }
  });

  it('no write-up says the same paragraph twice', async () => {
    const rows = await t.db.selectFrom('topicWork').select(['userId', 'content']).execute();
    for (const r of rows) {
      const paragraphs = r.content.split('\n\n');
      expect({ userId: r.userId, repeated: paragraphs.filter((x, i) => paragraphs.indexOf(x) !== i) }).toEqual({
        userId: r.userId,
        repeated: [],
      });
    }
  });

  it('the class exam is listed only for the class’s members', async () => {
    const exam = await t.db.selectFrom('exam').select(['id', 'topicId']).where('topicId', 'is not', null).executeTakeFirstOrThrow();
    const listed = async (account: string) => {
      const token = await t.login(account, 'Dangjian@2026');
      const res = await t.app.inject({
        method: 'POST',
        url: '/trainingApi/v1/exam/examList',
        headers: { token },
        payload: { pageNum: 1, pageSize: 100, tab: 'all' },
      });
      return (res.json() as { data: { list: { examId: number }[] } }).data.list.map((e) => e.examId);
    };
    expect(await listed('2023010101')).toContain(exam.id);
    expect(await listed('2022050501')).not.toContain(exam.id);
  });
});

describe('homework demo data', () => {
  it('practice records in each state, shared write-ups with likes and comments from classmates only', async () => {
    const states = (await t.db.selectFrom('practiceRecord').select('state').execute()).map((r) => r.state);
    expect(new Set(states)).toEqual(new Set(['draft', 'submitted', 'reviewed']));
    const token = await t.login('2023010101', 'Dangjian@2026');
    const res = await t.app.inject({
      method: 'POST',
      url: '/trainingApi/v1/work/snsList',
      headers: { token },
      payload: { pageNum: 1, pageSize: 10 },
    });
    const feed = (res.json() as { data: { list: { likeCount: number; commentCount: number }[]; total: number } }).data;
    expect(feed.total).toBe(3);
    expect(feed.list.some((s) => s.likeCount > 0 && s.commentCount > 0)).toBe(true);
    const likes = await t.db
      .selectFrom('workShareLike as l')
      .innerJoin('workShare as s', 's.id', 'l.shareId')
      .leftJoin('topicMember as m', (j) => j.onRef('m.topicId', '=', 's.topicId').onRef('m.userId', '=', 'l.userId'))
      .select('m.userId')
      .execute();
    expect(likes.every((l) => l.userId !== null)).toBe(true);
  });
});

describe('task demo data', () => {
  it('this term’s 积极分子 class has a file task and a form task; submissions approved, rejected and awaiting review', async () => {
    const token = await t.login('2023010101', 'Dangjian@2026');
    const call = async (url: string, payload: object) =>
      ((await t.app.inject({ method: 'POST', url, headers: { token }, payload })).json() as { data: never }).data;
    const [topic] = (await call('/trainingApi/v1/topic/newTopicList', {})) as { id: number }[];
    const detail = (await call('/trainingApi/v1/topic/detail', { topicId: topic.id })) as {
      tasks: { needsFile: boolean; fields: unknown[]; state: string }[];
    };
    expect(detail.tasks.map((x) => [x.needsFile, x.fields.length > 0, x.state])).toEqual([
      [true, true, 'todo'],
      [false, true, 'todo'],
    ]);
    const states = (await t.db.selectFrom('taskSubmission').select('state').execute()).map((r) => r.state);
    expect(new Set(states)).toEqual(new Set(['approved', 'rejected', 'open']));
  });
});

describe('message demo data', () => {
  it('every demo learner has notices and to-dos, some read and some unread; to-dos point at real screens', async () => {
    const token = await t.login('2023010101', 'Dangjian@2026');
    const res = await t.app.inject({
      method: 'POST',
      url: '/trainingApi/v1/center/myMessages',
      headers: { token },
      payload: { pageNum: 1, pageSize: 50 },
    });
    const page = (
      res.json() as {
        data: { list: { kind: string; read: boolean; actionPath: string }[]; counts: { unread: number; unreadTodos: number } };
      }
    ).data;
    expect(new Set(page.list.map((m) => m.kind))).toEqual(new Set(['notice', 'todo']));
    expect(new Set(page.list.map((m) => m.read))).toEqual(new Set([true, false]));
    expect(page.counts.unread).toBe(page.list.filter((m) => !m.read).length);
    expect(page.counts.unreadTodos).toBeGreaterThan(0);
    for (const m of page.list.filter((x) => x.kind === 'todo')) expect(m.actionPath).toMatch(/^\/(index|personal-space)\/[a-z-]+(\/\d+)?/);
    const topicLink = page.list.find((m) => m.actionPath.startsWith('/index/special-training/'));
    const topicId = Number(topicLink!.actionPath.split('/').pop());
    expect(await t.db.selectFrom('topicMember').select('userId').where('topicId', '=', topicId).execute()).not.toHaveLength(0);
  });
});
