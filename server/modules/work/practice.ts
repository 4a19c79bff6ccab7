import { sql } from 'kysely';
import type { Practice } from '../../../contract/work';
import { inTransaction, type Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { ownImages, parseImages } from '../base/ownImages';
import { openReview } from '../review/items';
import { memberTopic } from '../topic/access';
import type { WorkRowState } from '../topic/tables';

// Practice records (社会实践): the learner's own only. A draft may be changed any number of times
// and submitted once; the change and the submit are each one UPDATE that holds only while the
// record is a draft or was returned by the reviewer (a returned record stays returned, its reason
// in view, until it is handed in again). Handing in opens the record's review item in the same
// transaction. Photos must be images this learner uploaded (base/uploadFile).

export const NO_PRACTICE = '实践记录不存在';
export const PRACTICE_CLOSED = '实践记录已提交，不能再修改';
const OPEN: WorkRowState[] = ['draft', 'returned'];

/** `today` (Beijing): a draft stays editable until its topic ends, as writePractice allows. */
export async function practiceDetail(db: Db, userId: number, practiceId: number, today: string): Promise<Practice> {
  const r = await db
    .selectFrom('practiceRecord as p')
    .innerJoin('topic as t', 't.id', 'p.topicId')
    .select([
      'p.id',
      'p.topicId',
      't.title as topicTitle',
      'p.title',
      'p.practiceDate',
      'p.place',
      'p.content',
      'p.images',
      'p.state',
      'p.savedAt',
      'p.submittedAt',
      'p.reviewer',
      'p.comment',
      'p.score',
      'p.reviewedAt',
      't.endDate',
    ])
    .where('p.id', '=', practiceId)
    .where('p.userId', '=', userId)
    .executeTakeFirst();
  if (!r) throw fail(NO_PRACTICE);
  return {
    id: r.id,
    topicId: r.topicId,
    topicTitle: r.topicTitle,
    title: r.title,
    practiceDate: r.practiceDate,
    place: r.place,
    content: r.content,
    images: parseImages(r.images),
    state: r.state,
    savedAt: r.savedAt,
    submittedAt: r.submittedAt,
    review:
      (r.state === 'reviewed' || r.state === 'returned') && r.reviewedAt
        ? { reviewer: r.reviewer, comment: r.comment, score: r.score, reviewedAt: r.reviewedAt }
        : null,
    editable: OPEN.includes(r.state) && today <= r.endDate,
  };
}

export interface PracticeInput {
  practiceId?: number;
  topicId: number;
  title: string;
  practiceDate: string;
  place: string;
  content: string;
  images: string[];
  submit?: boolean;
}

export async function writePractice(db: Db, userId: number, body: PracticeInput, today: string, nowIso: string): Promise<Practice> {
  const topic = await memberTopic(db, userId, body.topicId);
  if (today > topic.endDate) throw fail('专题已结束，不能再填写实践记录');
  if (Number.isNaN(Date.parse(`${body.practiceDate}T00:00:00Z`))) throw fail('实践日期不是有效的日期');
  if (body.practiceDate > today) throw fail('实践日期不能晚于今天');
  const title = body.title.trim();
  const place = body.place.trim();
  const content = body.content.trim();
  if (title.length < 2) throw fail('实践主题至少 2 个字');
  if (place.length < 2) throw fail('实践地点至少 2 个字');
  if (content === '') throw fail('实践内容不能为空');
  const images = JSON.stringify(await ownImages(db, userId, body.images, '照片须为本人上传的图片，请重新上传'));
  // a saved change keeps a returned record returned (and its verdict in view) until it is handed in
  const state = body.submit ? ('submitted' as const) : sql<WorkRowState>`case when state = 'returned' then 'returned' else 'draft' end`;
  const values = {
    topicId: topic.id,
    title,
    practiceDate: body.practiceDate,
    place,
    content,
    images,
    savedAt: nowIso,
    submittedAt: body.submit ? nowIso : null,
  };
  // handed in again: the earlier verdict is history (its review item), not the record's
  const cleared = body.submit ? { reviewer: '', comment: '', score: null, reviewedAt: null } : {};
  const id = await inTransaction(db, async (trx) => {
    let recordId = body.practiceId;
    if (recordId === undefined) {
      const row = await trx
        .insertInto('practiceRecord')
        .values({ ...values, state: body.submit ? 'submitted' : 'draft', userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      recordId = row.id;
    } else {
      const done = await trx
        .updateTable('practiceRecord')
        .set({ ...values, ...cleared, state })
        .where('id', '=', recordId)
        .where('userId', '=', userId)
        .where('state', 'in', OPEN)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) {
        await practiceDetail(trx, userId, recordId, today); // 实践记录不存在 when it is not the learner's
        throw fail(PRACTICE_CLOSED);
      }
    }
    if (body.submit) await openReview(trx, { kind: 'practice', source: 'practiceRecord', refId: recordId, userId, title, at: nowIso });
    return recordId;
  });
  return practiceDetail(db, userId, id, today);
}
