import type { PageOf } from '../../../contract/common';
import type { Material, MaterialDetail, StageMaterials, TopicStage } from '../../../contract/topic';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { offsetOf } from '../cms/listing';
import { memberStage, memberTopic, memberTopics, NO_MATERIAL } from './access';
import { stateOn } from './dates';

// A stage's learning materials with the learner's read state. An article or a file is read once
// opened (materialDetail records it, once); a video is read when the learner's study record of
// it is completed, so the study-time rules decide, not a click.

const columns = [
  'mt.id',
  's.topicId',
  'mt.stageId',
  's.title as stageTitle',
  'mt.kind',
  'mt.title',
  'mt.summary',
  'mt.source',
  'mt.publishedAt',
  'mt.fileName',
  'mt.fileSize',
  'mt.fileType',
  'mt.videoId',
  'v.lessonId',
] as const;

const materials = (db: Db) =>
  db
    .selectFrom('topicMaterial as mt')
    .innerJoin('topicStage as s', 's.id', 'mt.stageId')
    .leftJoin('lessonVideo as v', 'v.id', 'mt.videoId');

type MaterialRow = Awaited<ReturnType<ReturnType<ReturnType<typeof materials>['select']>['execute']>>[number] & { kind: Material['kind'] };

/** Of `rows`, the ids the learner has read. */
export async function readIds(
  db: Db,
  userId: number,
  rows: readonly { id: number; kind: string; videoId: number | null }[],
): Promise<Set<number>> {
  const ids = rows.map((r) => r.id);
  const videoIds = rows.map((r) => r.videoId).filter((v): v is number => v !== null);
  const opened =
    ids.length === 0
      ? []
      : await db.selectFrom('topicMaterialRead').select('materialId').where('userId', '=', userId).where('materialId', 'in', ids).execute();
  const watched =
    videoIds.length === 0
      ? []
      : await db
          .selectFrom('videoProgress')
          .select('videoId')
          .where('userId', '=', userId)
          .where('videoId', 'in', videoIds)
          .where('completed', '=', 1)
          .execute();
  const openedIds = new Set(opened.map((r) => r.materialId));
  const watchedIds = new Set(watched.map((r) => r.videoId));
  return new Set(
    rows.filter((r) => (r.kind === 'video' ? r.videoId !== null && watchedIds.has(r.videoId) : openedIds.has(r.id))).map((r) => r.id),
  );
}

async function withRead(db: Db, userId: number, rows: MaterialRow[]): Promise<Material[]> {
  const read = await readIds(db, userId, rows);
  return rows.map((r) => ({ ...r, lessonId: r.lessonId ?? null, read: read.has(r.id) }));
}

/** Every material of the topic's stages (for the checklist): id, kind, video. */
export const topicMaterialKeys = (db: Db, topicId: number) =>
  db
    .selectFrom('topicMaterial as mt')
    .innerJoin('topicStage as s', 's.id', 'mt.stageId')
    .select(['mt.id', 'mt.kind', 'mt.videoId', 'mt.stageId'])
    .where('s.topicId', '=', topicId)
    .execute();

/** The topic's stages in order, each with its materials read of all. */
export async function stagesOf(db: Db, userId: number, topicId: number, today: string): Promise<TopicStage[]> {
  const stages = await db
    .selectFrom('topicStage')
    .select(['id', 'title', 'intro', 'startDate', 'endDate'])
    .where('topicId', '=', topicId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const keys = await topicMaterialKeys(db, topicId);
  const read = await readIds(db, userId, keys);
  return stages.map((s) => {
    const mine = keys.filter((k) => k.stageId === s.id);
    return { ...s, state: stateOn(s, today), materialCount: mine.length, readCount: mine.filter((k) => read.has(k.id)).length };
  });
}

export async function newsPage(
  db: Db,
  userId: number,
  q: { topicId: number; stageId?: number; pageNum: number; pageSize: number },
): Promise<PageOf<Material>> {
  await memberTopic(db, userId, q.topicId);
  let base = materials(db).where('s.topicId', '=', q.topicId);
  if (q.stageId !== undefined) base = base.where('mt.stageId', '=', q.stageId);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = (await base
    .select(columns)
    .orderBy('mt.publishedAt', 'desc')
    .orderBy('mt.id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .execute()) as MaterialRow[];
  return { list: await withRead(db, userId, rows), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function stageMaterials(db: Db, userId: number, stageId: number, today: string): Promise<StageMaterials> {
  const { stage, topic } = await memberStage(db, userId, stageId);
  const rows = (await materials(db)
    .select(columns)
    .where('mt.stageId', '=', stageId)
    .orderBy('mt.sort')
    .orderBy('mt.id')
    .execute()) as MaterialRow[];
  const list = await withRead(db, userId, rows);
  return {
    topicId: topic.id,
    topicTitle: topic.title,
    stage: {
      id: stage.id,
      title: stage.title,
      intro: stage.intro,
      startDate: stage.startDate,
      endDate: stage.endDate,
      state: stateOn(stage, today),
      materialCount: list.length,
      readCount: list.filter((m) => m.read).length,
    },
    list,
  };
}

/** Opens a material: an article or a file counts as read from now on (the first time only). */
export async function openMaterial(db: Db, userId: number, materialId: number, nowIso: string): Promise<MaterialDetail> {
  const row = (await materials(db)
    .select([...columns, 'mt.body', 'mt.fileUrl'])
    .where('mt.id', '=', materialId)
    .executeTakeFirst()) as (MaterialRow & { body: string; fileUrl: string }) | undefined;
  const member = row && (await memberTopics(db, userId).where('t.id', '=', row.topicId).executeTakeFirst());
  if (!row || !member) throw fail(NO_MATERIAL);
  if (row.kind !== 'video') {
    await db
      .insertInto('topicMaterialRead')
      .values({ materialId, userId, readAt: nowIso })
      .onConflict((oc) => oc.columns(['materialId', 'userId']).doNothing())
      .execute();
  }
  const [material] = await withRead(db, userId, [row]);
  return { ...material, body: row.body, fileUrl: row.fileUrl };
}
