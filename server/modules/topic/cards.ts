import type { PageOf } from '../../../contract/common';
import type { TopicCard, TopicDetail } from '../../../contract/topic';
import type { Db } from '../../db/transaction';
import { offsetOf, titleContains } from '../cms/listing';
import { memberTopic, memberTopics, type TopicRow } from './access';
import { stateOn } from './dates';
import { topicTasks } from '../task/tasks';
import { stagesOf } from './materials';
import { completedBy, progressOf, requirementsOf } from './requirements';

// Topic cards (lists) and the topic's page: dates, the stage under way, the checklist and its
// share done. A learner is in a few topics a year, so a card's few queries each are cheap.

async function cardOf(db: Db, userId: number, t: TopicRow, today: string): Promise<TopicCard> {
  const stages = await db
    .selectFrom('topicStage')
    .select(['id', 'title', 'startDate', 'endDate'])
    .where('topicId', '=', t.id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const phase = t.phaseId === null ? undefined : await db.selectFrom('phase').select('name').where('id', '=', t.phaseId).executeTakeFirst();
  const current = stages.find((s) => stateOn(s, today) === 'ongoing');
  const lines = await requirementsOf(db, userId, t);
  return {
    id: t.id,
    title: t.title,
    year: t.year,
    phaseId: t.phaseId,
    phaseName: phase?.name ?? '',
    organizer: t.organizer,
    coverUrl: t.coverUrl,
    startDate: t.startDate,
    endDate: t.endDate,
    state: stateOn(t, today),
    currentStage: current ? { id: current.id, title: current.title } : null,
    stageCount: stages.length,
    progress: progressOf(lines),
    completed: completedBy(lines),
  };
}

const cardsOf = async (db: Db, userId: number, rows: readonly TopicRow[], today: string) => {
  const out: TopicCard[] = [];
  for (const row of rows) out.push(await cardOf(db, userId, row, today));
  return out;
};

const newestFirst = (db: Db, userId: number) =>
  memberTopics(db, userId).orderBy('t.startDate', 'desc').orderBy('t.sort').orderBy('t.id', 'desc');

export async function topicPage(
  db: Db,
  userId: number,
  q: { pageNum: number; pageSize: number; keyword?: string; year?: number },
  today: string,
): Promise<PageOf<TopicCard>> {
  let base = memberTopics(db, userId);
  const keyword = q.keyword?.trim() ?? '';
  if (keyword !== '') base = base.where(titleContains(keyword, 't.title'));
  if (q.year !== undefined) base = base.where('t.year', '=', q.year);
  const { n } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .orderBy('t.startDate', 'desc')
    .orderBy('t.sort')
    .orderBy('t.id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .execute();
  return { list: await cardsOf(db, userId, rows, today), total: Number(n), pageNum: q.pageNum, pageSize: q.pageSize };
}

/** This year's topics (by Beijing date), and those of earlier years. */
export const thisYearTopics = async (db: Db, userId: number, today: string) =>
  cardsOf(
    db,
    userId,
    await newestFirst(db, userId)
      .where('t.year', '>=', Number(today.slice(0, 4)))
      .execute(),
    today,
  );
export const earlierTopics = async (db: Db, userId: number, today: string) =>
  cardsOf(
    db,
    userId,
    await newestFirst(db, userId)
      .where('t.year', '<', Number(today.slice(0, 4)))
      .execute(),
    today,
  );

export async function topicDetail(db: Db, userId: number, topicId: number, today: string, nowIso: string): Promise<TopicDetail> {
  const t = await memberTopic(db, userId, topicId);
  const card = await cardOf(db, userId, t, today);
  const count = (table: 'topicNotice' | 'topicExpert') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('topicId', '=', topicId)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  const work = await db
    .selectFrom('topicWork')
    .select('state')
    .where('topicId', '=', topicId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return {
    ...card,
    intro: t.intro,
    stages: await stagesOf(db, userId, topicId, today),
    requirements: await requirementsOf(db, userId, t),
    examId: t.examId,
    noticeCount: await count('topicNotice'),
    expertCount: await count('topicExpert'),
    workState: t.workTitle === '' ? 'none' : (work?.state ?? 'none'),
    tasks: await topicTasks(db, userId, topicId, nowIso),
  };
}
