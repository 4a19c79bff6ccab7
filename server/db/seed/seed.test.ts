import { DEMO_ORGANISERS } from './organisers';
import fs from 'node:fs';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { BaseSetting, VideoSetting } from '../../../contract/base';
import { CODE_OK } from '../../../contract/codes';
import { endpoints } from '../../../contract/endpoints';
import type { PageOf } from '../../../contract/common';
import type { LessonItem, VideoDetail } from '../../../contract/lesson';
import type { UserInfo } from '../../../contract/user';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { loadReferenceData } from '../reference';
import { seedDemo } from './index';
import { clipDurations } from './videos';

let t: TestApp;
// Creating a database, migrating and seeding can take several seconds on a busy PostgreSQL.
const SETUP_MS = 120_000;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, SETUP_MS);
afterAll(() => t.close(), SETUP_MS);

const count = async (table: 'user' | 'notice' | 'news' | 'banner' | 'orgUnit' | 'enumItem' | 'newsCategory' | 'stage') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

// The demo accounts README.md and docs/demo-data.md list: they and the e2e tests depend on every column here.
const DEMO = [
  ['2023010101', 'Dangjian@2026', '张晓明', 6, 1, '入党积极分子', false],
  ['2023010102', 'Dangjian@2026', '李思雨', 6, 2, '发展对象', false],
  ['2022020201', 'Dangjian@2026', '王浩然', 6, 1, '预备党员', false],
  ['2021030301', 'Dangjian@2026', '陈静', 6, 2, '正式党员', false],
  ['2024010199', 'Init@2026', '周子涵', 6, 2, '入党申请人', true],
  ['gb001', 'Ganbu@2026', '赵建国', 5, 1, '领导干部', false],
  ['other001', 'Other@2026', '刘芳', 1, 2, '党务工作者', false],
] as const;

describe('seedDemo', () => {
  it('runs once: a second call changes nothing and answers false', async () => {
    const tables = ['user', 'notice', 'news', 'banner', 'orgUnit', 'enumItem', 'newsCategory', 'stage'] as const;
    const before = await Promise.all(tables.map(count));
    expect(await seedDemo(t.db, t.config.uploadDir)).toBe(false);
    expect(await Promise.all(tables.map(count))).toEqual(before);
    const meta = await t.db.selectFrom('meta').selectAll().where('key', '=', 'demoSeededAt').execute();
    expect(meta).toHaveLength(1);
  });

  it('writes the images again when the data folder lost them', async () => {
    const file = path.join(t.dataDir, 'uploads/demo/banner-2.svg');
    fs.rmSync(file);
    await seedDemo(t.db, t.config.uploadDir);
    expect(fs.readFileSync(file, 'utf8')).toContain('<svg');
  });

  it.each(DEMO)('lets %s log in with its password', async (account, password, name, appId, gender, identity, dflt) => {
    const token = await t.login(account, password);
    const res = await call<UserInfo>(t.app, endpoints.user.userInfo.path, {}, token);
    expect(res.code).toBe(CODE_OK);
    expect(res.data).toMatchObject({ account, name, appId, gender, identityName: identity, defaultPassword: dflt });
    expect(res.data.orgPath.length).toBe(3);
  });

  it('stores only scrypt hashes', async () => {
    const rows = await t.db.selectFrom('user').select(['passwordHash']).execute();
    expect(rows.every((r) => r.passwordHash.startsWith('scrypt$'))).toBe(true);
  });

  it('spreads about twenty more learners over branches, identities and stages', async () => {
    const learners = await t.db
      .selectFrom('user')
      .select(['orgId', 'identityId', 'stageId'])
      .where('appId', '=', 6)
      .where(
        'account',
        'not in',
        DEMO_ORGANISERS.map((o) => o.account),
      )
      .execute();
    expect(learners.length).toBeGreaterThanOrEqual(24);
    expect(new Set(learners.map((l) => l.orgId)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(learners.map((l) => l.identityId)).size).toBe(5);
    expect(new Set(learners.map((l) => l.stageId)).size).toBeGreaterThanOrEqual(6);
  });
});

describe('two servers starting together on one database', () => {
  it('load the demo once, and neither stops on the other (PostgreSQL: two connections)', async () => {
    const fresh = await createTestApp();
    try {
      await loadReferenceData(fresh.db);
      const answers = await Promise.all([seedDemo(fresh.db, fresh.config.uploadDir), seedDemo(fresh.db, fresh.config.uploadDir)]);
      expect([...answers].sort()).toEqual([false, true]);
      const users = await fresh.db
        .selectFrom('user')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(users.n)).toBe(await count('user'));
      const marks = await fresh.db.selectFrom('meta').select('key').where('key', 'like', 'demo%').execute();
      const seedMarks = await t.db.selectFrom('meta').select('key').where('key', 'like', 'demo%').execute();
      expect(marks.map((m) => m.key).sort()).toEqual(seedMarks.map((m) => m.key).sort());
    } finally {
      await fresh.close();
    }
  }, 120_000);

  it('rewrites no image whose content is unchanged: a server still serving it never sees it emptied', async () => {
    const file = path.join(t.dataDir, 'uploads/demo/banner-1.svg');
    const before = fs.statSync(file);
    await seedDemo(t.db, t.config.uploadDir);
    expect(fs.statSync(file).mtimeMs).toBe(before.mtimeMs);
    expect(fs.statSync(file).ino).toBe(before.ino);
  });
});

describe('demo content', () => {
  it('has the settings the contract describes', async () => {
    const rows = await t.db.selectFrom('setting').selectAll().execute();
    const base = JSON.parse(rows.find((r) => r.key === 'base')!.value);
    expect(Value.Check(BaseSetting, base)).toBe(true);
    expect(Value.Check(VideoSetting, JSON.parse(rows.find((r) => r.key === 'video')!.value))).toBe(true);
    expect(base).toMatchObject({ platformName: '智慧党建培训平台', helpUrl: '/help/', registerEnabled: true });
    expect(fs.existsSync(path.join(t.dataDir, base.logoUrl))).toBe(true);
  });

  it('has the apps, enums and the organisation tree', async () => {
    const apps = await t.db.selectFrom('app').selectAll().orderBy('id').execute();
    expect(apps.map((a) => [a.id, a.learningTheWay, a.cadreArea])).toEqual([
      [1, 0, 0],
      [2, 0, 0],
      [3, 0, 0],
      [4, 0, 0],
      [5, 0, 1],
      [6, 1, 0],
    ]);
    const enums = await t.db.selectFrom('enumItem').select(['code']).execute();
    const n = (code: string) => enums.filter((e) => e.code === code).length;
    expect([n('gender'), n('partyStatus'), n('orgKind')]).toEqual([2, 7, 3]);
    expect(n('nation')).toBeGreaterThanOrEqual(16);
    expect(n('education')).toBeGreaterThanOrEqual(5);
    const orgs = await t.db.selectFrom('orgUnit').selectAll().execute();
    const roots = orgs.filter((o) => o.parentId === null);
    expect(roots).toHaveLength(1);
    const colleges = orgs.filter((o) => o.parentId === roots[0].id);
    expect(colleges.length).toBeGreaterThanOrEqual(3);
    for (const c of colleges) expect(orgs.filter((o) => o.parentId === c.id && o.kind === '党支部').length).toBeGreaterThanOrEqual(2);
  });

  it('has at least 20 distinct notices, 3 pinned, all published in 2026 before 2026-11-21', async () => {
    const rows = await t.db.selectFrom('notice').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.filter((r) => r.isTop === 1)).toHaveLength(3);
    expect(new Set(rows.map((r) => r.title)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.publishedAt >= '2026-01-01' && r.publishedAt < '2026-11-21').toBe(true);
      expect(r.content.match(/<(p|h3|ul)>/g)!.length).toBeGreaterThanOrEqual(3);
      expect(r.summary.length).toBeGreaterThan(10);
      expect(r.summary.endsWith('：')).toBe(false);
    }
  });

  it('has at least 30 distinct news items over the 3 top columns, each with its cover file', async () => {
    const rows = await t.db.selectFrom('news').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((r) => r.title)).size).toBe(rows.length);
    for (const r of rows) {
      expect(fs.existsSync(path.join(t.dataDir, r.coverUrl))).toBe(true);
      expect(r.content.match(/<p>/g)!.length).toBeGreaterThanOrEqual(4);
      expect(r.source && r.author).toBeTruthy();
    }
    expect(rows.filter((r) => r.content.includes('<img ')).length).toBeGreaterThanOrEqual(5);
  });

  it('has 4 banner images with their headlines', async () => {
    const banners = await t.db.selectFrom('banner').selectAll().orderBy('sort').execute();
    expect(banners.map((b) => b.imageUrl)).toEqual([1, 2, 3, 4].map((i) => `/uploads/demo/banner-${i}.svg`));
    const svg = fs.readFileSync(path.join(t.dataDir, banners[0].imageUrl), 'utf8');
    expect(svg).toContain('学习贯彻党的二十届四中全会精神');
    expect(svg).toMatch(/width="1920" height="400"/);
  });

  // The cms tests run on their own fixture; these are the demo data's promises they used to check.
  it('links every banner to an existing article or notice, and every article picture to a file', async () => {
    const banners = await t.db.selectFrom('banner').select(['link']).execute();
    for (const { link } of banners) {
      const [, kind, id] = /^\/index\/(newsDetails|noticesDetails)\/(\d+)$/.exec(link)!;
      const table = kind === 'newsDetails' ? 'news' : 'notice';
      expect(await t.db.selectFrom(table).select('id').where('id', '=', Number(id)).executeTakeFirst()).toBeDefined();
    }
    const news = await t.db.selectFrom('news').select(['content']).execute();
    for (const src of news.flatMap((n) => [...n.content.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]))) {
      expect(fs.existsSync(path.join(t.dataDir, src))).toBe(true);
    }
  });

  it('has 6 lesson tags and 30+ lessons, each with a teacher, an introduction, a cover and 2-6 videos', async () => {
    const tags = await t.db.selectFrom('lessonTag').select('name').where('audience', '=', 'learner').orderBy('sort').execute();
    expect(tags.map((x) => x.name)).toEqual(['党的基本理论', '党史学习', '党章党规', '廉洁教育', '时事政治', '专业素养']);
    const lessons = await t.db.selectFrom('lesson').selectAll().execute();
    expect(lessons.length).toBeGreaterThanOrEqual(30);
    expect(new Set(lessons.map((l) => l.title)).size).toBe(lessons.length);
    const videos = await t.db.selectFrom('lessonVideo').selectAll().execute();
    for (const l of lessons) {
      expect(l.teacher && l.intro.length > 10).toBeTruthy();
      expect(fs.existsSync(path.join(t.dataDir, l.coverUrl))).toBe(true);
      const own = videos.filter((v) => v.lessonId === l.id);
      expect(own.length >= 2 && own.length <= 6).toBe(true);
    }
    expect(lessons.some((l) => l.required === 0) && lessons.some((l) => l.required === 1)).toBe(true);
    for (const v of videos) {
      expect(fs.existsSync(path.join(t.dataDir, 'uploads', v.fileName))).toBe(true);
      expect(Object.values(clipDurations)).toContain(v.duration);
    }
  });

  it('shows 张晓明 lessons 已完成, 学习中 and 未开始, with day records that add up to his total', async () => {
    const token = await t.login('2023010101', 'Dangjian@2026');
    const statuses: number[] = [];
    for (const tagId of (await t.db.selectFrom('lessonTag').select('id').where('audience', '=', 'learner').execute()).map((x) => x.id)) {
      const page = await call<PageOf<LessonItem>>(t.app, endpoints.lesson.tagList.path, { tagId, pageNum: 1, pageSize: 100 }, token);
      statuses.push(...page.data.list.map((l) => l.status));
    }
    expect(new Set(statuses)).toEqual(new Set([0, 1, 2]));
    const total = (await call<{ total: number }>(t.app, endpoints.lesson.studyTime.path, {}, token)).data.total;
    const days = await call<PageOf<{ seconds: number }>>(t.app, endpoints.lesson.myStudyTimes.path, { pageNum: 1, pageSize: 100 }, token);
    expect(total).toBeGreaterThan(0);
    expect(days.data.list.reduce((a, d) => a + d.seconds, 0)).toBeCloseTo(total, 3);
  });

  it('serves a demo video in byte ranges at the address videoDetail gives', async () => {
    const token = await t.login('2021030301', 'Dangjian@2026');
    const { id } = await t.db.selectFrom('lessonVideo').select('id').orderBy('id').executeTakeFirstOrThrow();
    const detail = (await call<VideoDetail>(t.app, endpoints.lesson.videoDetail.path, { videoId: id }, token)).data;
    expect(detail.url).toMatch(/^\/uploads\/demo\/videos\/[a-z]+-[0-9a-f]{10}\.mp4$/);
    const res = await t.app.inject({ method: 'GET', url: detail.url, headers: { range: 'bytes=0-1023' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.toString('latin1', 4, 8)).toBe('ftyp');
  });
});
