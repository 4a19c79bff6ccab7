import { endpoints } from '../../../contract/endpoints';
import type { Res } from '../../../contract';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { phasePlans } from './stageLessons';

// The demo stage plans: every stage has one, and the demo learners see their stage's courses
// in every state, with electives picked below the cap.

let t: TestApp;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

const L = endpoints.lesson;
const as = async (account: string) => t.login(account, 'Dangjian@2026');
async function data<N extends keyof typeof L>(token: string, name: N, body: object = {}): Promise<Res<'lesson', N>> {
  const res = await call<Res<'lesson', N>>(t.app, L[name].path, body, token);
  expect(res.code).toBe(99999);
  return res.data;
}

describe('demo stage plans', () => {
  it("every stage has required lessons (the catalogue's 必修), electives (its 选修) and a cap", async () => {
    const stages = await t.db.selectFrom('stage').select('id').execute();
    const plan = await t.db
      .selectFrom('stageLesson as s')
      .innerJoin('lesson as l', 'l.id', 's.lessonId')
      .select(['s.stageId', 's.kind', 'l.required'])
      .execute();
    const caps = await t.db.selectFrom('stageElectiveCap').selectAll().execute();
    for (const { id } of stages) {
      const own = plan.filter((p) => p.stageId === id);
      expect(own.filter((p) => p.kind === 'required').length).toBeGreaterThanOrEqual(5);
      expect(own.filter((p) => p.kind === 'elective').length).toBeGreaterThan(caps.find((c) => c.stageId === id)!.maxCount);
      expect(own.every((p) => (p.kind === 'required') === (p.required === 1))).toBe(true);
    }
    expect(Object.keys(phasePlans)).toHaveLength(3);
  });

  it("陈静 sees her stage's required lessons 已完成, 学习中 and 未开始 by tag, one elective of three picked, and where to continue", async () => {
    const token = await as('2021030301');
    const center = await data(token, 'center');
    expect(center.stage).toMatchObject({ name: '2026年春季学期 第一阶段', phaseName: '预备党员培训' });
    expect(center.groups.map((g) => g.tagName)).toEqual(['党的基本理论', '党史学习', '党章党规', '廉洁教育', '时事政治', '专业素养']);
    const statuses = new Set(center.groups.flatMap((g) => g.lessons.map((l) => l.status)));
    expect([...statuses].sort()).toEqual([0, 1, 2]);
    expect(center.summary).toMatchObject({ requiredCount: 10, completedCount: 2, learningCount: 1 });
    expect(center.electives).toEqual({ offered: 9, selectedCount: 1, cap: 3 });
    expect(center.continue).toMatchObject({ lessonTitle: '新时代中国特色社会主义思想概论', completed: false });
    expect(center.continue!.position).toBeGreaterThan(0);
  });

  it("each demo learner's picks are electives of their stage, below its cap", async () => {
    for (const account of ['2023010101', '2023010102', '2022020201', '2021030301']) {
      const electives = await data(await as(account), 'stageLesson', { kind: 'elective' });
      const picked = electives.lessons.filter((l) => l.selected);
      expect(picked.length).toBeGreaterThan(0);
      expect(picked.length).toBe(electives.quota.selectedCount);
      expect(electives.quota.selectedCount).toBeLessThan(electives.quota.cap!);
    }
  });

  it("陈静's lessons include the one she finished outside her plan, and filter by status", async () => {
    const token = await as('2021030301');
    const mine = await data(token, 'myLesson', { pageNum: 1, pageSize: 50 });
    expect(mine.list.map((l) => l.status)).toEqual(expect.arrayContaining([0, 1, 2]));
    expect(mine.list.at(-1)).toMatchObject({ title: '马克思主义基本原理概论', required: false, selected: false, status: 2 });
    expect(mine.total).toBe(10 + 1 + 1);
    const learning = await data(token, 'myLesson', { pageNum: 1, pageSize: 50, status: 1 });
    expect(learning.list.length).toBeGreaterThan(0);
    expect(learning.list.every((l) => l.status === 1)).toBe(true);
  });
});
