import type { Expert, ExpertDetail } from '../../../contract/topic';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { lessons, withProgress } from '../lesson/catalog';
import { memberTopic } from './access';

// A topic's experts (the teachers of its lectures) and one expert's profile with the lessons
// they give in the catalogue, with the learner's progress.

export const NO_EXPERT = '专家不存在';

const cardColumns = ['e.id', 'e.name', 'e.title', 'e.unit', 'e.photoUrl', 'e.summary'] as const;
const ofTopic = (db: Db, topicId: number) =>
  db.selectFrom('expert as e').innerJoin('topicExpert as te', 'te.expertId', 'e.id').where('te.topicId', '=', topicId);

export async function expertList(db: Db, userId: number, topicId: number): Promise<Expert[]> {
  await memberTopic(db, userId, topicId);
  return ofTopic(db, topicId).select(cardColumns).orderBy('te.sort').orderBy('e.id').execute();
}

export async function expertDetail(db: Db, userId: number, topicId: number, expertId: number): Promise<ExpertDetail> {
  await memberTopic(db, userId, topicId);
  const row = await ofTopic(db, topicId)
    .select([...cardColumns, 'e.intro', 'e.teacher'])
    .where('e.id', '=', expertId)
    .executeTakeFirst();
  if (!row) throw fail(NO_EXPERT);
  const given = row.teacher === '' ? [] : await lessons(db).where('l.teacher', '=', row.teacher).orderBy('l.id').execute();
  const { teacher: _teacher, ...expert } = row;
  return { ...expert, lessons: await withProgress(db, userId, given) };
}
