import { sql } from 'kysely';
import { countOwnChars } from '../../../contract/charCount';
import type { DocCode, DocInfo, FieldValue, StepDetail, StepState, SubmitRecord } from '../../../contract/develop';
import type { PageOf } from '../../../contract/common';
import { inTransaction, type Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { isIsoDate } from '../../lib/isoDate';
import { openReview } from '../review/items';
import { DOCS, type DocDef } from './docs';
import { checkRules, rulesOf, ruleSentences } from './rules';
import { NO_STEP, OPEN_STATES, ownStep, parseFields, stepDetail, type StepRow } from './steps';

// Writing a step: drafts (autosave, any length, only a newer rev wins: one conditional UPDATE),
// its form fields, and the hand-in: the documents before it approved, the time rules met, the
// length within limits, then one conditional UPDATE from an open state to submitted, so of
// several submits at once exactly one is accepted. Each hand-in is a develop_submission row and
// opens its review item in the same transaction (review/kinds/develop.ts lands the verdict).

export const CLOSED = '已提交，不能再修改';
const WAIT_NAMES: Record<StepState, string> = {
  todo: '未开始',
  draft: '草稿',
  submitted: '待审核',
  approved: '已通过',
  returned: '已退回',
};

export async function docDetail(db: Db, userId: number, body: { docCode?: DocCode; stepId?: number }, today: string, nowIso: string) {
  if (body.docCode === undefined && body.stepId === undefined) throw fail('请指定文书类型或步骤');
  const step = body.stepId !== undefined ? await stepDetail(db, userId, body.stepId, today, nowIso) : null;
  if (step && body.docCode !== undefined && step.docCode !== body.docCode) throw fail(NO_STEP);
  const d = DOCS[step?.docCode ?? body.docCode ?? 'application'];
  const doc: DocInfo = {
    code: d.code,
    name: d.name,
    stage: d.stage,
    minChars: d.minChars,
    maxChars: d.maxChars,
    requirement: d.requirement,
    template: d.template,
    fields: d.fields,
    rules: ruleSentences(await rulesOf(db), d.code),
  };
  return { doc, step };
}

async function closedOrCurrent(db: Db, userId: number, stepId: number): Promise<void> {
  const row = await db.selectFrom('developStep').select('state').where('id', '=', stepId).where('userId', '=', userId).executeTakeFirst();
  if (!row) throw fail(NO_STEP);
  if (!OPEN_STATES.includes(row.state)) throw fail(CLOSED);
}

const openToDraft = sql<StepState>`case when state = 'todo' then 'draft' else state end`;

/** The learner's own characters: the outline's lines kept as they are do not count. */
export const ownChars = (docCode: DocCode, content: string) => countOwnChars(content, DOCS[docCode].template);

export async function saveDraft(
  db: Db,
  userId: number,
  body: { stepId: number; content: string; rev: number },
  today: string,
  nowIso: string,
): Promise<StepDetail> {
  // the document type of a step never changes, so reading it first decides nothing
  const kind = await db
    .selectFrom('developStep')
    .select('docCode')
    .where('id', '=', body.stepId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!kind) throw fail(NO_STEP);
  const done = await db
    .updateTable('developStep')
    .set({ content: body.content, charCount: ownChars(kind.docCode, body.content), rev: body.rev, savedAt: nowIso, state: openToDraft })
    .where('id', '=', body.stepId)
    .where('userId', '=', userId)
    .where('state', 'in', OPEN_STATES)
    .where('rev', '<', body.rev)
    .executeTakeFirst();
  // not applied: someone else's or missing step, handed in, or an older autosave arriving late (harmless)
  if (Number(done.numUpdatedRows) === 0) await closedOrCurrent(db, userId, body.stepId);
  return stepDetail(db, userId, body.stepId, today, nowIso);
}

function checkedFields(doc: DocDef, given: FieldValue[], today: string): FieldValue[] {
  const byKey = new Map<string, string>();
  for (const f of given) {
    const def = doc.fields.find((d) => d.key === f.key);
    if (!def) throw fail(`${doc.name}没有填写项“${f.key}”`);
    const value = f.value.trim();
    if (def.kind === 'date' && value !== '') {
      if (!isIsoDate(value)) {
        throw fail(`${def.label}格式应为 年-月-日，如 ${today}`);
      }
      if (value > today) throw fail(`${def.label}不能晚于今天`);
    }
    byKey.set(f.key, value);
  }
  return doc.fields.map((d) => ({ key: d.key, value: byKey.get(d.key) ?? '' }));
}

export async function fillRequirement(
  db: Db,
  userId: number,
  body: { stepId: number; fields: FieldValue[] },
  today: string,
  nowIso: string,
): Promise<StepDetail> {
  const { step } = await ownStep(db, userId, body.stepId);
  const doc = DOCS[step.docCode];
  if (doc.fields.length === 0) throw fail(`${doc.name}没有需要填写的项目`);
  const fields = checkedFields(doc, body.fields, today);
  const done = await db
    .updateTable('developStep')
    .set({ fields: JSON.stringify(fields), savedAt: nowIso, state: openToDraft })
    .where('id', '=', step.id)
    .where('userId', '=', userId)
    .where('state', 'in', OPEN_STATES)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw fail(CLOSED);
  return stepDetail(db, userId, step.id, today, nowIso);
}

async function checkPredecessors(db: Db, step: StepRow, doc: DocDef): Promise<void> {
  if (doc.after.length === 0) return;
  const before = await db
    .selectFrom('developStep')
    .select(['docCode', 'title', 'state'])
    .where('applicationId', '=', step.applicationId)
    .where('docCode', 'in', doc.after)
    .orderBy('sort')
    .execute();
  const waiting = doc.after.flatMap((code) => {
    const rows = before.filter((b) => b.docCode === code);
    if (rows.length === 0) return [`${DOCS[code].name}（${WAIT_NAMES.todo}）`];
    return rows.filter((r) => r.state !== 'approved').map((r) => `${r.title}（${WAIT_NAMES[r.state]}）`);
  });
  if (waiting.length > 0) throw fail(`请先完成：${waiting.join('、')}`);
}

function checkLength(doc: DocDef, n: number): void {
  if (n === 0) throw fail(`${doc.name}内容不能为空`);
  if (n < doc.minChars) throw fail(`${doc.name}至少 ${doc.minChars} 字，当前 ${n} 字`);
  if (n > doc.maxChars) throw fail(`${doc.name}最多 ${doc.maxChars} 字，当前 ${n} 字，请删减后再提交`);
}

export async function submitStep(
  db: Db,
  userId: number,
  body: { stepId: number; content: string; rev: number },
  today: string,
  nowIso: string,
): Promise<StepDetail> {
  const { step, app } = await ownStep(db, userId, body.stepId);
  const doc = DOCS[step.docCode];
  if (step.state === 'submitted') throw fail('已提交，正在等待党组织审核，不能重复提交');
  if (step.state === 'approved') throw fail('已通过党组织审核，不能再提交');
  await checkPredecessors(db, step, doc);
  const rule = checkRules(await rulesOf(db), app, step, today);
  if (rule.failure) throw fail(rule.failure);
  const filled = parseFields(step.fields);
  const missing = doc.fields.filter((d) => d.required && !filled.find((f) => f.key === d.key && f.value !== ''));
  if (missing.length > 0) throw fail(`请先填写：${missing.map((m) => m.label).join('、')}`);
  const n = ownChars(step.docCode, body.content);
  checkLength(doc, n);
  await inTransaction(db, async (trx) => {
    const done = await trx
      .updateTable('developStep')
      .set({ content: body.content, charCount: n, rev: body.rev, savedAt: nowIso, submittedAt: nowIso, state: 'submitted' })
      .where('id', '=', step.id)
      .where('userId', '=', userId)
      .where('state', 'in', OPEN_STATES)
      .where('rev', '<=', body.rev)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) {
      const now = await trx.selectFrom('developStep').select('state').where('id', '=', step.id).executeTakeFirst();
      throw fail(now && !OPEN_STATES.includes(now.state) ? '已提交，正在等待党组织审核，不能重复提交' : '草稿已在别处更新，请刷新后再提交');
    }
    const handedIn = await trx
      .insertInto('developSubmission')
      .values({ stepId: step.id, userId, content: body.content, charCount: n, submittedAt: nowIso, verdict: 'pending' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await openReview(trx, { kind: 'develop', source: 'developSubmission', refId: handedIn.id, userId, title: step.title, at: nowIso });
  });
  return stepDetail(db, userId, step.id, today, nowIso);
}

export async function submitPage(db: Db, userId: number, q: { pageNum: number; pageSize: number }): Promise<PageOf<SubmitRecord>> {
  const base = db.selectFrom('developSubmission as s').innerJoin('developStep as st', 'st.id', 's.stepId').where('s.userId', '=', userId);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      's.id',
      's.stepId',
      'st.docCode',
      'st.title',
      's.charCount',
      's.submittedAt',
      's.verdict',
      's.reviewer',
      's.comment',
      's.reviewedAt',
    ])
    .orderBy('s.submittedAt', 'desc')
    .orderBy('s.id', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  return {
    list: rows.map((r) => ({
      ...r,
      docName: DOCS[r.docCode].name,
      reviewer: r.verdict === 'pending' ? '' : r.reviewer,
      comment: r.verdict === 'pending' ? '' : r.comment,
    })),
    total: Number(total),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}
