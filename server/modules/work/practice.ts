import type { Practice } from '../../../contract/work';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { ownImages, parseImages } from '../base/ownImages';
import { memberTopic } from '../topic/access';

// Practice records (社会实践): the learner's own only. A draft may be changed any number of times
// and submitted once; the change and the submit are each one UPDATE that holds only while the
// record is a draft. Photos must be images this learner uploaded (base/uploadFile).

export const NO_PRACTICE = '实践记录不存在';
export const PRACTICE_CLOSED = '实践记录已提交，不能再修改';

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
      r.state === 'reviewed' && r.reviewedAt
        ? { reviewer: r.reviewer, comment: r.comment, score: r.score, reviewedAt: r.reviewedAt }
        : null,
    editable: r.state === 'draft' && today <= r.endDate,
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
  const state = body.submit ? ('submitted' as const) : ('draft' as const);
  const values = {
    topicId: topic.id,
    title,
    practiceDate: body.practiceDate,
    place,
    content,
    images,
    state,
    savedAt: nowIso,
    submittedAt: body.submit ? nowIso : null,
  };
  if (body.practiceId === undefined) {
    const { id } = await db
      .insertInto('practiceRecord')
      .values({ ...values, userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return practiceDetail(db, userId, id, today);
  }
  const done = await db
    .updateTable('practiceRecord')
    .set(values)
    .where('id', '=', body.practiceId)
    .where('userId', '=', userId)
    .where('state', '=', 'draft')
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) {
    const current = await practiceDetail(db, userId, body.practiceId, today);
    if (current.state !== 'draft') throw fail(PRACTICE_CLOSED);
  }
  return practiceDetail(db, userId, body.practiceId, today);
}
