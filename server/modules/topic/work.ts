import { sql } from 'kysely';
import { countChars } from '../../../contract/charCount';
import type { TopicWork } from '../../../contract/topic';
import { inTransaction, type Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { beijingTime } from '../../lib/beijingDate';
import { memberTopic, type TopicRow } from './access';
import { openReview } from '../review/items';

// The topic's write-up (心得体会). A draft is saved any number of times: one upsert that changes
// the row only while it is a draft (or returned by the reviewer) and only for a newer `rev`
// (autosaves that arrive out of order cannot bring back older text). Submitting is that save plus
// one conditional UPDATE to submitted and the review item for the branch, in one transaction: two
// submits at once give one winner; after it, read-only until the reviewer returns it. A returned
// write-up may be corrected after the deadline: it was handed in on time.

export const NO_WORK = '本专题没有心得体会作业';
export const WORK_CLOSED = '心得体会已提交，不能再修改';

/** The learner's write-up with its share (心得交流) if it was shared: one query. */
async function workRow(db: Db, topicId: number, userId: number) {
  return db
    .selectFrom('topicWork')
    .leftJoin('workShare as s', (j) => j.onRef('s.topicId', '=', 'topicWork.topicId').onRef('s.userId', '=', 'topicWork.userId'))
    .selectAll('topicWork')
    .select(['s.id as shareId', 's.sharedAt'])
    .where('topicWork.topicId', '=', topicId)
    .where('topicWork.userId', '=', userId)
    .executeTakeFirst();
}

const pastDeadline = (t: TopicRow, nowIso: string) => t.workDeadline !== null && nowIso >= t.workDeadline;

async function workOf(db: Db, t: TopicRow, userId: number, nowIso: string): Promise<TopicWork> {
  const row = await workRow(db, t.id, userId);
  const state = row?.state ?? 'none';
  return {
    topicId: t.id,
    required: t.workTitle !== '',
    title: t.workTitle,
    prompt: t.workPrompt,
    minChars: t.workMinChars,
    maxChars: t.workMaxChars,
    deadline: t.workDeadline,
    state: t.workTitle === '' ? 'none' : state,
    content: row?.content ?? '',
    charCount: row?.charCount ?? 0,
    rev: Number(row?.rev ?? 0),
    savedAt: row?.savedAt ?? null,
    submittedAt: row?.submittedAt ?? null,
    review:
      (row?.state === 'reviewed' || row?.state === 'returned') && row.reviewedAt !== null
        ? { reviewer: row.reviewer, comment: row.comment, score: row.score, reviewedAt: row.reviewedAt }
        : null,
    editable: t.workTitle !== '' && (state === 'returned' || ((state === 'none' || state === 'draft') && !pastDeadline(t, nowIso))),
    share: row && row.shareId !== null && row.sharedAt !== null ? { id: row.shareId, sharedAt: row.sharedAt } : null,
    serverTime: nowIso,
  };
}

export async function workDetail(db: Db, userId: number, topicId: number, nowIso: string): Promise<TopicWork> {
  return workOf(db, await memberTopic(db, userId, topicId), userId, nowIso);
}

function checkLength(t: TopicRow, count: number): void {
  if (count === 0) throw fail('心得体会内容不能为空');
  if (count < t.workMinChars) throw fail(`心得体会至少 ${t.workMinChars} 字，当前 ${count} 字`);
  if (t.workMaxChars > 0 && count > t.workMaxChars) throw fail(`心得体会最多 ${t.workMaxChars} 字，当前 ${count} 字，请删减后再提交`);
}

export async function writeExperience(
  db: Db,
  userId: number,
  body: { topicId: number; content: string; rev: number; submit?: boolean },
  nowIso: string,
): Promise<TopicWork> {
  const t = await memberTopic(db, userId, body.topicId);
  if (t.workTitle === '') throw fail(NO_WORK);
  // a handed-in write-up is closed whatever the new text is: said before the deadline or the length
  const before = await workRow(db, t.id, userId);
  const returned = before?.state === 'returned';
  if (before && before.state !== 'draft' && !returned) throw fail(WORK_CLOSED);
  if (!returned && pastDeadline(t, nowIso)) throw fail(`心得体会已于 ${beijingTime(t.workDeadline ?? nowIso)} 截止提交`);
  const charCount = countChars(body.content);
  if (body.submit) checkLength(t, charCount);
  await inTransaction(db, async (trx) => {
    // a submit may carry the same rev as the last autosave; a plain save must be newer
    const newer = body.submit ? sql<boolean>`topic_work.rev <= excluded.rev` : sql<boolean>`topic_work.rev < excluded.rev`;
    await trx
      .insertInto('topicWork')
      .values({ topicId: t.id, userId, content: body.content, charCount, rev: body.rev, state: 'draft', savedAt: nowIso })
      .onConflict((oc) =>
        oc
          .columns(['topicId', 'userId'])
          .doUpdateSet((eb) => ({
            content: eb.ref('excluded.content'),
            charCount: eb.ref('excluded.charCount'),
            rev: eb.ref('excluded.rev'),
            savedAt: eb.ref('excluded.savedAt'),
          }))
          .where(sql<boolean>`topic_work.state in ('draft', 'returned') and ${newer}`),
      )
      .execute();
    if (!body.submit) return;
    const done = await trx
      .updateTable('topicWork')
      .set({ state: 'submitted', submittedAt: nowIso })
      .where('topicId', '=', t.id)
      .where('userId', '=', userId)
      .where('state', 'in', ['draft', 'returned'])
      .where('rev', '=', body.rev)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 1) {
      await openReview(trx, { kind: 'experience', source: 'topicWork', refId: t.id, userId, title: t.title, at: nowIso });
      return;
    }
    const row = await workRow(trx, t.id, userId);
    throw fail(row && row.state !== 'draft' && row.state !== 'returned' ? WORK_CLOSED : '草稿已在别处更新，请刷新后再提交');
  });
  const saved = await workRow(db, t.id, userId);
  if (!body.submit && saved && saved.state !== 'draft' && saved.state !== 'returned') throw fail(WORK_CLOSED);
  return workOf(db, t, userId, nowIso);
}
