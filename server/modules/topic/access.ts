import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';

// A learner reaches a topic, its stages, materials, experts and notices only as a member of the
// topic (the party school enrols a cohort into its class). Anything else answers as if it did
// not exist, so ids cannot be probed.

export const NO_TOPIC = '专题不存在';
export const NO_STAGE = '阶段不存在';
export const NO_MATERIAL = '学习资料不存在';

const topicColumns = [
  't.id',
  't.title',
  't.year',
  't.phaseId',
  't.organizer',
  't.intro',
  't.coverUrl',
  't.startDate',
  't.endDate',
  't.examId',
  't.workTitle',
  't.workPrompt',
  't.workMinChars',
  't.workMaxChars',
  't.workDeadline',
  't.sort',
] as const;

/** The topics the learner is a member of, with every column a card or the rules need. */
export const memberTopics = (db: Db, userId: number) =>
  db
    .selectFrom('topic as t')
    .innerJoin('topicMember as m', (j) => j.onRef('m.topicId', '=', 't.id').on('m.userId', '=', userId))
    .select(topicColumns);
export type TopicRow = Awaited<ReturnType<ReturnType<typeof memberTopics>['execute']>>[number];

export async function memberTopic(db: Db, userId: number, topicId: number): Promise<TopicRow> {
  const row = await memberTopics(db, userId).where('t.id', '=', topicId).executeTakeFirst();
  if (!row) throw fail(NO_TOPIC);
  return row;
}

/** The stage and its topic, when the learner is a member of the topic. */
export async function memberStage(db: Db, userId: number, stageId: number) {
  const stage = await db.selectFrom('topicStage').selectAll().where('id', '=', stageId).executeTakeFirst();
  const topic = stage && (await memberTopics(db, userId).where('t.id', '=', stage.topicId).executeTakeFirst());
  if (!stage || !topic) throw fail(NO_STAGE);
  return { stage, topic };
}
