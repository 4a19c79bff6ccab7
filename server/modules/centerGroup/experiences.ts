import { sql } from 'kysely';
import { countChars } from '../../../contract/charCount';
import { EXPERIENCE_MAX_CHARS, EXPERIENCE_MIN_CHARS, type StudyExperience } from '../../../contract/centerGroup';
import { inTransaction, type Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { stateOf, visibleSession, type SessionRow, type StudyMember } from './sessions';

// A member's 学习体会 for one session: written once the session is under way or over, by a member
// who checked in or whose leave was approved. A draft is saved any number of times: one upsert
// that changes the row only while it is a draft and only for a newer `rev` (autosaves arriving
// out of order cannot bring back older text). Submitting is that save plus one conditional UPDATE
// from draft to submitted, in one transaction: of simultaneous submits one wins; then read-only.

export const EXPERIENCE = {
  closed: '学习体会已提交，不能再修改',
  notStarted: '学习活动尚未开始，开始后才能撰写学习体会',
  notAttended: '你未参加本次学习（没有签到记录或已批准的请假），不能撰写学习体会',
  stale: '草稿已在别处更新，请刷新后再提交',
  empty: '学习体会内容不能为空',
  short: (n: number) => `学习体会至少 ${EXPERIENCE_MIN_CHARS} 字，当前 ${n} 字`,
  long: (n: number) => `学习体会最多 ${EXPERIENCE_MAX_CHARS} 字，当前 ${n} 字，请删减后再提交`,
} as const;

async function experienceRow(db: Db, sessionId: number, userId: number) {
  return db
    .selectFrom('centerGroupExperience')
    .selectAll()
    .where('sessionId', '=', sessionId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Why the member may not write for this session now, '' when they may. */
function blockedBy(s: SessionRow, nowIso: string): string {
  if (stateOf(s, nowIso) === 'upcoming') return EXPERIENCE.notStarted;
  if (s.checkedAt === null && s.leaveState !== 'approved') return EXPERIENCE.notAttended;
  return '';
}

async function experienceOf(db: Db, s: SessionRow, userId: number, nowIso: string): Promise<StudyExperience> {
  const row = await experienceRow(db, s.id, userId);
  const state = row?.state ?? 'none';
  const blocked = state === 'submitted' ? '' : blockedBy(s, nowIso);
  return {
    activityId: s.id,
    theme: s.theme,
    state,
    content: row?.content ?? '',
    charCount: row?.charCount ?? 0,
    rev: Number(row?.rev ?? 0),
    minChars: EXPERIENCE_MIN_CHARS,
    maxChars: EXPERIENCE_MAX_CHARS,
    savedAt: row?.savedAt ?? null,
    submittedAt: row?.submittedAt ?? null,
    editable: state !== 'submitted' && blocked === '',
    blockedReason: blocked,
    serverTime: nowIso,
  };
}

export async function experienceDetail(db: Db, m: StudyMember, sessionId: number, nowIso: string): Promise<StudyExperience> {
  return experienceOf(db, await visibleSession(db, m, sessionId), m.id, nowIso);
}

function checkLength(count: number): void {
  if (count === 0) throw fail(EXPERIENCE.empty);
  if (count < EXPERIENCE_MIN_CHARS) throw fail(EXPERIENCE.short(count));
  if (count > EXPERIENCE_MAX_CHARS) throw fail(EXPERIENCE.long(count));
}

export async function writeExperience(
  db: Db,
  m: StudyMember,
  body: { activityId: number; content: string; rev: number; submit?: boolean },
  nowIso: string,
): Promise<StudyExperience> {
  const s = await visibleSession(db, m, body.activityId);
  if (s.experienceState === 'submitted') throw fail(EXPERIENCE.closed);
  const blocked = blockedBy(s, nowIso);
  if (blocked) throw fail(blocked);
  const charCount = countChars(body.content);
  if (body.submit) checkLength(charCount);
  await inTransaction(db, async (trx) => {
    // a submit may carry the same rev as the last autosave; a plain save must be newer
    const newer = body.submit
      ? sql<boolean>`center_group_experience.rev <= excluded.rev`
      : sql<boolean>`center_group_experience.rev < excluded.rev`;
    await trx
      .insertInto('centerGroupExperience')
      .values({
        sessionId: s.id,
        userId: m.id,
        content: body.content,
        charCount,
        rev: body.rev,
        state: 'draft',
        savedAt: nowIso,
        submittedAt: null,
      })
      .onConflict((oc) =>
        oc
          .columns(['sessionId', 'userId'])
          .doUpdateSet((eb) => ({
            content: eb.ref('excluded.content'),
            charCount: eb.ref('excluded.charCount'),
            rev: eb.ref('excluded.rev'),
            savedAt: eb.ref('excluded.savedAt'),
          }))
          .where(sql<boolean>`center_group_experience.state = 'draft' and ${newer}`),
      )
      .execute();
    if (!body.submit) return;
    const done = await trx
      .updateTable('centerGroupExperience')
      .set({ state: 'submitted', submittedAt: nowIso })
      .where('sessionId', '=', s.id)
      .where('userId', '=', m.id)
      .where('state', '=', 'draft')
      .where('rev', '=', body.rev)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 1) return;
    const row = await experienceRow(trx, s.id, m.id);
    throw fail(row && row.state !== 'draft' ? EXPERIENCE.closed : EXPERIENCE.stale);
  });
  const saved = await experienceRow(db, s.id, m.id);
  if (!body.submit && saved && saved.state !== 'draft') throw fail(EXPERIENCE.closed);
  return experienceOf(db, s, m.id, nowIso);
}
