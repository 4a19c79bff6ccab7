import type { Db } from '../../db/transaction';

// What a new class may name: the identities of the roster and the exams (its 结业考试).

export async function trainingOptions(db: Db): Promise<{ identities: string[]; exams: { id: number; title: string }[] }> {
  const [identities, exams] = await Promise.all([
    db.selectFrom('identity').select('name').orderBy('sort').orderBy('id').execute(),
    db.selectFrom('exam').select(['id', 'title']).where('topicId', 'is', null).orderBy('id', 'desc').limit(200).execute(),
  ]);
  return { identities: identities.map((i) => i.name), exams };
}
