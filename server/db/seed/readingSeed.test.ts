import fs from 'node:fs';
import path from 'node:path';
import { CODE_OK } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { Category } from '../../../contract/cms';
import type { Handout } from '../../../contract/lessonReading';
import { call, createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

describe('demo handouts, readings and learning columns', () => {
  it('gives every learner lesson its handouts (cadre lessons have none): real Word files of the recorded size, served for download', async () => {
    const lessons = await t.db
      .selectFrom('lesson as l')
      .innerJoin('lessonTag as t', 't.id', 'l.tagId')
      .select('l.id')
      .where('t.audience', '=', 'learner')
      .execute();
    const handouts = await t.db.selectFrom('lessonHandout').selectAll().execute();
    expect(new Set(handouts.map((h) => h.lessonId)).size).toBe(lessons.length);
    for (const h of handouts) {
      const bytes = fs.readFileSync(path.join(t.dataDir, 'uploads', h.path));
      expect(bytes.length).toBe(h.size);
      expect(bytes.toString('latin1', 0, 2)).toBe('PK');
      expect(bytes.toString('latin1')).toContain('word/document.xml');
      expect(h.fileName.endsWith(`.${h.type}`) && h.type === 'docx').toBe(true);
    }
    const token = await t.login('2022020201', 'Dangjian@2026');
    const [first] = (await call<Handout[]>(t.app, endpoints.lesson.lecture.path, { lessonId: handouts[0].lessonId }, token)).data;
    const res = await t.app.inject({ method: 'GET', url: first.url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(first.size);
  });

  it('has extended readings with real paragraphs for many lessons, some with a picture that exists', async () => {
    const readings = await t.db.selectFrom('lessonReading').selectAll().execute();
    expect(readings.length).toBeGreaterThanOrEqual(15);
    expect(new Set(readings.map((r) => r.lessonId)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(readings.map((r) => r.title)).size).toBe(readings.length);
    for (const r of readings) {
      expect(r.content.match(/<p>/g)!.length).toBeGreaterThanOrEqual(3);
      expect(r.summary.length).toBeGreaterThan(10);
      expect(r.source && r.author).toBeTruthy();
    }
    const pictures = readings.flatMap((r) => [...r.content.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]));
    expect(pictures.length).toBeGreaterThanOrEqual(4);
    for (const src of pictures) expect(fs.existsSync(path.join(t.dataDir, src))).toBe(true);
  });

  it('has 学习专栏 with columns of 3-6 articles each', async () => {
    const token = await t.login('2022020201', 'Dangjian@2026');
    const top = (await call<Category[]>(t.app, endpoints.cms.categoryChildren.path, {}, token)).data;
    const root = top.find((c) => c.name === '学习专栏')!;
    const columns = await call<Category[]>(t.app, endpoints.cms.categoryChildren.path, { parentId: root.id }, token);
    expect(columns.code).toBe(CODE_OK);
    expect(columns.data.length).toBeGreaterThanOrEqual(3);
    for (const c of columns.data) {
      const n = await t.db
        .selectFrom('news')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('categoryId', '=', c.id)
        .executeTakeFirstOrThrow();
      expect(Number(n.n)).toBeGreaterThanOrEqual(3);
      expect(Number(n.n)).toBeLessThanOrEqual(6);
    }
  });
});
