import type { Application, Step, StepDetail, StepState } from '../../../contract/develop';
import { STAGE_NAMES, STAGE_ORDER } from '../../../contract/develop';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { roadItems } from '../developRecord/learnerRoad';
import { DOCS } from './docs';
import { plannedSteps } from '../../lib/developPlan';
import { checkRules, rulesOf, stageDate, type Rule } from './rules';
import type { DevelopApplicationTable, DevelopStepTable } from './tables';

// The learner's development record and its steps. The steps are the documents of the stages
// reached so far: made when the record is read (one insert that skips what exists, so two
// readers at once make each step once), a 思想汇报 for every quarter from becoming 积极分子.

export const NO_STEP = '步骤不存在';
export const NO_APPLICATION = '入党申请不存在';
export const OPEN_STATES: StepState[] = ['todo', 'draft', 'returned'];

type AppRow = Omit<DevelopApplicationTable, 'id' | 'contacts'> & { id: number; contacts: string };
export type StepRow = Omit<DevelopStepTable, 'id' | 'period' | 'content' | 'charCount' | 'rev' | 'fields' | 'sort'> & {
  id: number;
  period: string;
  content: string;
  charCount: number;
  rev: number | string;
  fields: string;
  sort: number;
};

const appRow = (db: Db, userId: number) =>
  db.selectFrom('developApplication').selectAll().where('userId', '=', userId).executeTakeFirst() as Promise<AppRow | undefined>;

/** The learner's record; a learner who is not yet in the party and has none gets one at 入党申请人. */
export async function ensureApplication(db: Db, userId: number, today: string, nowIso: string): Promise<AppRow | null> {
  const found = await appRow(db, userId);
  if (found) return found;
  const user = await db.selectFrom('user').select(['partyStatus', 'appId']).where('id', '=', userId).executeTakeFirst();
  if (!user || user.appId === 5 || !['', 'applicant'].includes(user.partyStatus)) return null;
  await db
    .insertInto('developApplication')
    .values({ userId, stage: 'applicant', appliedOn: today, createdAt: nowIso })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
  return (await appRow(db, userId)) ?? null;
}

export async function ensureSteps(db: Db, app: AppRow, today: string): Promise<void> {
  const have = await db.selectFrom('developStep').select(['docCode', 'period']).where('applicationId', '=', app.id).execute();
  const known = new Set(have.map((h) => `${h.docCode}:${h.period}`));
  const missing = plannedSteps(app, today).filter((p) => !known.has(`${p.docCode}:${p.period}`));
  if (missing.length === 0) return;
  await db
    .insertInto('developStep')
    .values(
      missing.map((p) => ({ ...p, applicationId: app.id, userId: app.userId, state: 'todo' as const, savedAt: null, submittedAt: null })),
    )
    .onConflict((oc) => oc.columns(['applicationId', 'docCode', 'period']).doNothing())
    .execute();
}

async function latestVerdicts(db: Db, userId: number) {
  const rows = await db
    .selectFrom('developSubmission')
    .select(['stepId', 'verdict', 'reviewer', 'comment', 'reviewedAt'])
    .where('userId', '=', userId)
    .orderBy('submittedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const byStep = new Map<number, (typeof rows)[number]>();
  for (const r of rows) if (!byStep.has(r.stepId)) byStep.set(r.stepId, r);
  return byStep;
}

function toStep(row: StepRow, app: AppRow, rules: Rule[], today: string, comment: string): Step {
  const doc = DOCS[row.docCode];
  return {
    id: row.id,
    docCode: row.docCode,
    docName: doc.name,
    stage: doc.stage,
    title: row.title,
    period: row.period,
    state: row.state,
    dueDate: row.dueDate,
    availableFrom: checkRules(rules, app, row, today).from,
    savedAt: row.savedAt,
    submittedAt: row.submittedAt,
    charCount: row.charCount,
    comment,
  };
}

const stepRows = (db: Db, applicationId: number) =>
  db.selectFrom('developStep').selectAll().where('applicationId', '=', applicationId).orderBy('sort').orderBy('id').execute() as Promise<
    StepRow[]
  >;

export async function applicationList(db: Db, userId: number, today: string, nowIso: string): Promise<Application[]> {
  const app = await ensureApplication(db, userId, today, nowIso);
  if (!app) return [];
  await ensureSteps(db, app, today);
  const steps = await stepRows(db, app.id);
  const org = await db
    .selectFrom('user')
    .leftJoin('orgUnit', 'orgUnit.id', 'user.orgId')
    .select('orgUnit.name')
    .where('user.id', '=', userId)
    .executeTakeFirst();
  const reached = STAGE_ORDER.indexOf(app.stage);
  return [
    {
      id: app.id,
      stage: app.stage,
      stageName: STAGE_NAMES[app.stage],
      stages: STAGE_ORDER.map((stage, i) => ({
        stage,
        name: STAGE_NAMES[stage],
        startedOn: i <= reached ? stageDate(app, stage) : null,
        current: i === reached,
      })),
      branchName: org?.name ?? '',
      contacts: app.contacts,
      openSteps: steps.filter((s) => OPEN_STATES.includes(s.state)).length,
      road: await roadItems(db, app.id),
    },
  ];
}

export async function ownApplication(db: Db, userId: number, applicationId: number): Promise<AppRow> {
  const app = await appRow(db, userId);
  if (!app || app.id !== applicationId) throw fail(NO_APPLICATION);
  return app;
}

export async function stepList(db: Db, userId: number, applicationId: number, today: string): Promise<Step[]> {
  const app = await ownApplication(db, userId, applicationId);
  await ensureSteps(db, app, today);
  const [rows, rules, verdicts] = await Promise.all([stepRows(db, app.id), rulesOf(db), latestVerdicts(db, userId)]);
  return rows.map((r) => {
    const v = verdicts.get(r.id);
    return toStep(r, app, rules, today, v && v.verdict !== 'pending' ? v.comment : '');
  });
}

/** The learner's own step and its record; anyone else's is "步骤不存在". */
export async function ownStep(db: Db, userId: number, stepId: number): Promise<{ step: StepRow; app: AppRow }> {
  const step = (await db.selectFrom('developStep').selectAll().where('id', '=', stepId).where('userId', '=', userId).executeTakeFirst()) as
    StepRow | undefined;
  if (!step) throw fail(NO_STEP);
  const app = await appRow(db, userId);
  if (!app || app.id !== step.applicationId) throw fail(NO_STEP);
  return { step, app };
}

export function parseFields(json: string): { key: string; value: string }[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v)
      ? v.filter((f): f is { key: string; value: string } => typeof f?.key === 'string' && typeof f?.value === 'string')
      : [];
  } catch {
    return [];
  }
}

export async function stepDetail(db: Db, userId: number, stepId: number, today: string, nowIso: string): Promise<StepDetail> {
  const { step, app } = await ownStep(db, userId, stepId);
  const [rules, verdicts] = await Promise.all([rulesOf(db), latestVerdicts(db, userId)]);
  const v = verdicts.get(step.id);
  const reviewed = v && v.verdict !== 'pending' && v.reviewedAt !== null;
  return {
    ...toStep(step, app, rules, today, reviewed ? v.comment : ''),
    content: step.content,
    rev: Number(step.rev),
    fields: parseFields(step.fields),
    editable: OPEN_STATES.includes(step.state),
    review: reviewed
      ? {
          verdict: v.verdict === 'approved' ? '已通过' : '已退回',
          reviewer: v.reviewer,
          comment: v.comment,
          reviewedAt: v.reviewedAt ?? '',
        }
      : null,
    serverTime: nowIso,
  };
}
