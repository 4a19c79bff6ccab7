import type { CadreSpecial, SpecialDetail, SpecialStage, StageVideo } from '../../../contract/cadre';
import type { PageOf } from '../../../contract/common';
import type { StudyStatus } from '../../../contract/lesson';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { videoItem, videosWithProgress } from '../lesson/catalog';

// Cadre specials (专题): stages of lesson videos, with the cadre's progress summed over them.

const round = (n: number): number => Math.round(n * 1000) / 1000;

export const statusOf = (videos: number, completed: number, started: boolean): StudyStatus =>
  videos > 0 && completed >= videos ? 2 : started || completed > 0 ? 1 : 0;

/** The stage videos of the given stages with the cadre's progress on each, one row per stage video. */
const stageProgress = (db: Db, userId: number) =>
  db
    .selectFrom('cadreStageVideo as sv')
    .innerJoin('cadreSpecialStage as st', 'st.id', 'sv.stageId')
    .innerJoin('lessonVideo as v', 'v.id', 'sv.videoId')
    .leftJoin('videoProgress as p', (j) => j.onRef('p.videoId', '=', 'v.id').on('p.userId', '=', userId));

type SpecialRow = { id: number; title: string; intro: string; coverUrl: string; period: string };

async function withProgress(db: Db, userId: number, rows: SpecialRow[]): Promise<CadreSpecial[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const stages = await db
    .selectFrom('cadreSpecialStage')
    .select((eb) => ['specialId', eb.fn.countAll<number>().as('n')])
    .where('specialId', 'in', ids)
    .groupBy('specialId')
    .execute();
  // A video in two stages of one special counts once towards the special.
  const videos = await stageProgress(db, userId)
    .select(['st.specialId', 'v.id', 'v.duration', 'p.credited', 'p.completed', 'p.position'])
    .distinct()
    .where('st.specialId', 'in', ids)
    .execute();
  return rows.map((r) => {
    const own = videos.filter((v) => v.specialId === r.id);
    const videoCount = own.length;
    const credited = round(own.reduce((sum, v) => sum + (v.credited ?? 0), 0));
    const completedVideos = own.filter((v) => v.completed === 1).length;
    return {
      ...r,
      stageCount: Number(stages.find((x) => x.specialId === r.id)?.n ?? 0),
      videoCount,
      duration: round(own.reduce((sum, v) => sum + v.duration, 0)),
      credited,
      completedVideos,
      status: statusOf(videoCount, completedVideos, credited > 0 || own.some((v) => (v.position ?? 0) > 0)),
    };
  });
}

const specials = (db: Db) => db.selectFrom('cadreSpecial').select(['id', 'title', 'intro', 'coverUrl', 'period']);

export async function specialPage(db: Db, userId: number, q: { pageNum: number; pageSize: number }): Promise<PageOf<CadreSpecial>> {
  const { n } = await db
    .selectFrom('cadreSpecial')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await specials(db)
    .orderBy('sort')
    .orderBy('id')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  return { list: await withProgress(db, userId, rows), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

/** Every special with the cadre's progress (the home card counts them). */
export async function allSpecials(db: Db, userId: number): Promise<CadreSpecial[]> {
  return withProgress(db, userId, await specials(db).execute());
}

export async function specialDetail(db: Db, userId: number, specialId: number): Promise<SpecialDetail> {
  const row = await specials(db).where('id', '=', specialId).executeTakeFirst();
  if (!row) throw fail('专题不存在或已下架');
  const [special] = await withProgress(db, userId, [row]);
  const stageRows = await db
    .selectFrom('cadreSpecialStage')
    .select(['id', 'title', 'sort'])
    .where('specialId', '=', specialId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  // every stage video in stage order, then the order within the stage
  const videos = await stageProgress(db, userId)
    .select(['v.id as videoId', 'v.lessonId', 'st.id as stageId', 'p.completed'])
    .where('st.specialId', '=', specialId)
    .orderBy('st.sort')
    .orderBy('st.id')
    .orderBy('sv.sort')
    .orderBy('sv.id')
    .execute();
  const stages: SpecialStage[] = stageRows.map((st) => {
    const own = videos.filter((v) => v.stageId === st.id);
    return {
      ...st,
      videoCount: own.length,
      completedVideos: own.filter((v) => v.completed === 1).length,
      videoIds: own.map((v) => v.videoId),
    };
  });
  // where 开始学习/继续学习 leads: the first video not completed; the first one when all are (重新观看)
  const next = videos.find((v) => v.completed !== 1) ?? videos[0];
  return { ...special, stages, next: next ? { videoId: next.videoId, lessonId: next.lessonId, stageId: next.stageId } : null };
}

export async function stageVideos(db: Db, userId: number, stageId: number): Promise<StageVideo[]> {
  const stage = await db.selectFrom('cadreSpecialStage').select('id').where('id', '=', stageId).executeTakeFirst();
  if (!stage) throw fail('专题阶段不存在');
  const rows = await videosWithProgress(db, userId)
    .innerJoin('cadreStageVideo as sv', 'sv.videoId', 'v.id')
    .innerJoin('lesson as l', 'l.id', 'v.lessonId')
    .select(['l.title as lessonTitle', 'l.teacher'])
    .where('sv.stageId', '=', stageId)
    .orderBy('sv.sort')
    .orderBy('sv.id')
    .execute();
  return rows.map((r) => ({ ...videoItem(r), lessonTitle: r.lessonTitle, teacher: r.teacher }));
}
