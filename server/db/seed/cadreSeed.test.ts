import fs from 'node:fs';
import path from 'node:path';
import type { CadreSpecial, SpecialDetail } from '../../../contract/cadre';
import type { CadreCard } from '../../../contract/cadreIndex';
import { CODE_OK } from '../../../contract/codes';
import type { PageOf } from '../../../contract/common';
import { endpoints } from '../../../contract/endpoints';
import type { LessonItem, LessonTag } from '../../../contract/lesson';
import { call, createTestApp, type TestApp } from '../../test/testApp';

// The cadre area's demo data, as gb001 and a learner see it through the API.

let t: TestApp;
let cadre: string;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  cadre = await t.login('gb001', 'Ganbu@2026');
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

async function ok<T>(path: string, body: object, token = cadre): Promise<T> {
  const res = await call<T>(t.app, path, body, token);
  expect({ code: res.code, msg: res.msg }).toEqual({ code: CODE_OK, msg: expect.any(String) });
  return res.data;
}
const C = endpoints.cadre;

describe('cadre demo data', () => {
  it('has four cadre tags with real lessons of 2-4 chapters and covers, none in the learner tags', async () => {
    const tags = await ok<LessonTag[]>(endpoints.cadreIndex.lessonTagList.path, {});
    expect(tags.map((x) => x.name)).toEqual(['理想信念', '政治理论', '廉洁从政', '领导能力']);
    for (const tag of tags) {
      const page = await ok<PageOf<LessonItem>>(C.lessonList.path, { tagId: tag.id, pageNum: 1, pageSize: 50 });
      expect(page.total).toBe(tag.lessonCount);
      expect(page.total).toBeGreaterThanOrEqual(2);
      for (const l of page.list) {
        expect(l.videoCount >= 2 && l.videoCount <= 4).toBe(true);
        expect(l.intro.length).toBeGreaterThan(20);
        expect(fs.existsSync(path.join(t.dataDir, l.coverUrl))).toBe(true);
      }
    }
    const learner = await t.login('2021030301', 'Dangjian@2026');
    const learnerTags = await ok<LessonTag[]>(endpoints.lesson.tags.path, {}, learner);
    expect(learnerTags.map((x) => x.name)).not.toContain('理想信念');
  });

  it('has three specials of 2-4 stages, each stage with videos; gb001 has one in progress', async () => {
    const page = await ok<PageOf<CadreSpecial>>(C.specialList.path, { pageNum: 1, pageSize: 10 });
    expect(page.list.map((s) => s.title)).toEqual(['学习贯彻党的二十届三中全会精神专题', '党纪学习教育专题', '铸牢中华民族共同体意识专题']);
    for (const s of page.list) {
      expect(fs.existsSync(path.join(t.dataDir, s.coverUrl))).toBe(true);
      const detail = await ok<SpecialDetail>(C.specialDetail.path, { specialId: s.id });
      expect(detail.stages.length >= 2 && detail.stages.length <= 4).toBe(true);
      expect(detail.stages.every((st) => st.videoCount >= 1)).toBe(true);
    }
    expect(page.list.map((s) => s.status)).toEqual([1, 1, 0]);
  });

  it('gives gb001 a card whose credited time matches the day records', async () => {
    const card = await ok<CadreCard>(endpoints.cadreIndex.userInfo.path, {});
    expect(card).toMatchObject({
      name: '赵建国',
      identityName: '领导干部',
      unit: '党委组织部',
      lessonsCompleted: 1,
      specialsInProgress: 2,
      specialCount: 3,
    });
    const days = await ok<PageOf<{ seconds: number }>>(endpoints.lesson.myStudyTimes.path, { pageNum: 1, pageSize: 100 });
    expect(card.creditedTotal).toBeGreaterThan(0);
    expect(days.list.reduce((a, d) => a + d.seconds, 0)).toBeCloseTo(card.creditedTotal, 3);
  });
});
