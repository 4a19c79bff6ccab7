import type { PageOf } from '../../../contract/common';
import type { LessonItem, LessonTag, StudyStatus, VideoDetail, VideoItem } from '../../../contract/lesson';
import { fail } from '../../lib/errors';
import type { Db } from '../../db/transaction';
import { titleContains } from '../cms/listing';
import type { Audience } from './audience';
import { coveredLength, coveredRatioOf, parseCovered } from '../../../contract/intervals';

// What a learner browses: tags, lessons and videos, each with the learner's own progress.

const round = (n: number): number => Math.round(n * 1000) / 1000;

export async function listTags(db: Db, audience: Audience = 'learner'): Promise<LessonTag[]> {
  const rows = await db
    .selectFrom('lessonTag as t')
    .leftJoin('lesson as l', 'l.tagId', 't.id')
    .select((eb) => ['t.id', 't.name', eb.fn.count<number>('l.id').as('lessonCount')])
    .where('t.audience', '=', audience)
    .groupBy(['t.id', 't.name', 't.sort'])
    .orderBy('t.sort')
    .orderBy('t.id')
    .execute();
  return rows.map((r) => ({ ...r, lessonCount: Number(r.lessonCount) }));
}

const lessonColumns = ['l.id', 'l.tagId', 't.name as tagName', 'l.title', 'l.teacher', 'l.intro', 'l.coverUrl', 'l.required'] as const;
export type LessonRow = {
  id: number;
  tagId: number;
  tagName: string;
  title: string;
  teacher: string;
  intro: string;
  coverUrl: string;
  required: number;
};

/** The lessons with their video totals and the learner's progress, in three queries. */
export async function withProgress(db: Db, userId: number, rows: LessonRow[]): Promise<LessonItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const videos = await db
    .selectFrom('lessonVideo')
    .select((eb) => ['lessonId', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('duration').as('duration')])
    .where('lessonId', 'in', ids)
    .groupBy('lessonId')
    .execute();
  const studied = await db
    .selectFrom('videoProgress as p')
    .innerJoin('lessonVideo as v', 'v.id', 'p.videoId')
    .select((eb) => [
      'v.lessonId',
      eb.fn.sum<number>('p.credited').as('credited'),
      eb.fn.sum<number>('p.completed').as('completed'),
      eb.fn.max<number>('p.position').as('furthest'),
    ])
    .where('p.userId', '=', userId)
    .where('v.lessonId', 'in', ids)
    .groupBy('v.lessonId')
    .execute();
  return rows.map((r) => {
    const v = videos.find((x) => x.lessonId === r.id);
    const s = studied.find((x) => x.lessonId === r.id);
    const videoCount = Number(v?.n ?? 0);
    const credited = round(Number(s?.credited ?? 0));
    const completedVideos = Number(s?.completed ?? 0);
    const started = credited > 0 || Number(s?.furthest ?? 0) > 0;
    const status: StudyStatus = videoCount > 0 && completedVideos >= videoCount ? 2 : started ? 1 : 0;
    return { ...r, required: r.required === 1, videoCount, duration: round(Number(v?.duration ?? 0)), credited, completedVideos, status };
  });
}

export const lessons = (db: Db) => db.selectFrom('lesson as l').innerJoin('lessonTag as t', 't.id', 'l.tagId').select(lessonColumns);

/**
 * The separation guard (audience.ts): a tag, lesson or video is found only when its tag's
 * audience is one of `audiences`; otherwise the caller hears it does not exist.
 */
export async function assertVisible(
  db: Db,
  audiences: readonly Audience[],
  by: { tagId: number } | { lessonId: number } | { videoId: number },
): Promise<void> {
  const query =
    'tagId' in by
      ? db.selectFrom('lessonTag as t').select('t.id').where('t.id', '=', by.tagId)
      : 'lessonId' in by
        ? lessons(db).where('l.id', '=', by.lessonId)
        : db
            .selectFrom('lessonVideo as v')
            .innerJoin('lesson as l', 'l.id', 'v.lessonId')
            .innerJoin('lessonTag as t', 't.id', 'l.tagId')
            .select('v.id')
            .where('v.id', '=', by.videoId);
  const row = await query.where('t.audience', 'in', audiences).executeTakeFirst();
  if (!row) throw fail('tagId' in by ? '课程分类不存在' : 'lessonId' in by ? '课程不存在或已下架' : '视频不存在或已下架');
}

/** A tag's lessons, or without `tagId` those of every tag the caller may see (the library's search), paged. */
export async function lessonPage(
  db: Db,
  userId: number,
  q: { tagId?: number; pageNum: number; pageSize: number; keyword?: string },
  audiences: readonly Audience[],
): Promise<PageOf<LessonItem>> {
  const { tagId } = q;
  if (tagId !== undefined) await assertVisible(db, audiences, { tagId });
  const keyword = q.keyword?.trim() ?? '';
  const { n } = await db
    .selectFrom('lesson as l')
    .innerJoin('lessonTag as t', 't.id', 'l.tagId')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$if(tagId !== undefined, (b) => b.where('l.tagId', '=', tagId!))
    .$if(tagId === undefined, (b) => b.where('t.audience', 'in', audiences))
    .$if(keyword !== '', (b) => b.where(titleContains(keyword, 'l.title')))
    .executeTakeFirstOrThrow();
  const rows = await lessons(db)
    .$if(tagId !== undefined, (b) => b.where('l.tagId', '=', tagId!))
    .$if(tagId === undefined, (b) => b.where('t.audience', 'in', audiences).orderBy('t.sort').orderBy('t.id'))
    .$if(keyword !== '', (b) => b.where(titleContains(keyword, 'l.title')))
    .orderBy('l.sort')
    .orderBy('l.id')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  return { list: await withProgress(db, userId, rows), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function lessonInfo(db: Db, userId: number, lessonId: number, audiences: readonly Audience[]): Promise<LessonItem> {
  const row = await lessons(db).where('l.id', '=', lessonId).where('t.audience', 'in', audiences).executeTakeFirst();
  if (!row) throw fail('课程不存在或已下架');
  return (await withProgress(db, userId, [row]))[0];
}

const videoColumns = [
  'v.id',
  'v.lessonId',
  'v.title',
  'v.sort',
  'v.duration',
  'v.fileName',
  'p.position',
  'p.credited',
  'p.covered',
  'p.completed',
] as const;

export function videoItem(r: {
  id: number;
  lessonId: number;
  title: string;
  sort: number;
  duration: number;
  position: number | null;
  credited: number | null;
  covered: string | null;
  completed: number | null;
}): VideoItem {
  const covered = coveredLength(parseCovered(r.covered ?? '[]'));
  return {
    id: r.id,
    lessonId: r.lessonId,
    title: r.title,
    sort: r.sort,
    duration: r.duration,
    position: r.position ?? 0,
    credited: round(r.credited ?? 0),
    coveredRatio: coveredRatioOf(covered, r.duration),
    completed: r.completed === 1,
  };
}

export const videosWithProgress = (db: Db, userId: number) =>
  db
    .selectFrom('lessonVideo as v')
    .leftJoin('videoProgress as p', (j) => j.onRef('p.videoId', '=', 'v.id').on('p.userId', '=', userId))
    .select(videoColumns);

export async function lessonVideos(db: Db, userId: number, lessonId: number, audiences: readonly Audience[]): Promise<VideoItem[]> {
  const lesson = await lessons(db).where('l.id', '=', lessonId).where('t.audience', 'in', audiences).executeTakeFirst();
  if (!lesson) throw fail('课程不存在或已下架');
  const rows = await videosWithProgress(db, userId).where('v.lessonId', '=', lessonId).orderBy('v.sort').orderBy('v.id').execute();
  return rows.map(videoItem);
}

export async function videoDetail(db: Db, userId: number, videoId: number, audiences: readonly Audience[]): Promise<VideoDetail> {
  const row = await videosWithProgress(db, userId)
    .innerJoin('lesson as l', 'l.id', 'v.lessonId')
    .innerJoin('lessonTag as t', 't.id', 'l.tagId')
    .select('l.title as lessonTitle')
    .where('v.id', '=', videoId)
    .where('t.audience', 'in', audiences)
    .executeTakeFirst();
  if (!row) throw fail('视频不存在或已下架');
  return { ...videoItem(row), lessonTitle: row.lessonTitle, url: `/uploads/${row.fileName}` };
}
