import type { Req, Res } from '../../../contract';
import { STAGE_NAMES, STAGE_ORDER, type DevelopStage } from '../../../contract/develop';
import { STEP_COUNT, stepDef, type DevelopStepDef } from '../../../contract/developSteps';
import { inTransaction, type Db } from '../../db/transaction';
import { ApiError, fail } from '../../lib/errors';
import { beijingDate } from '../../lib/beijingDate';
import { appendAudit } from '../audit/chain';
import { MSG_OUT_OF_SCOPE, ROLE_RANK, roleLineFor, subtreeOf, type Organiser } from '../organiser/scope';
import { actorOf, targetInScope, targetLine, type Target } from '../roster/target';
import { factsOfOne, type AppRow } from './evidence';
import { checkedDate, checkedFields } from './fields';
import { gatesOf } from './gates';
import { missingFor } from './road';

// Recording one of the 25 steps for one person or a batch. Per person, in one transaction: the
// person in the caller's scope, the caller allowed to record this step (the 党委's steps need a
// college or school grant over the branch), the steps before it recorded and its gates met on the
// record's date, then one insert that a second record of the same step cannot repeat (unique per
// person and step), the identity moved when the step moves it (a conditional update from the
// stage before), and the audit entry. A batch answers who was recorded and who was refused and why.

export const MSG_COMMITTEE_ONLY = '此步骤由上级党委记录，党支部不能记录';
export const MSG_ALREADY = '该步骤已记录，不能重复记录';
export const MSG_NO_APPLICATION = '尚未记录第1步「递交入党申请书」';
export const MSG_NOT_APPLICANT = '此人已是正式党员，没有发展党员的步骤可以记录';
export const MSG_STAGE_MOVED = '此人的发展阶段刚被其他管理员更新，请刷新后再试';

/** The organisation that handles the step for this person: their branch, or the 党委 over it the caller holds. */
function handlerOf(o: Organiser, def: DevelopStepDef, t: Target): string {
  const branch = o.units.get(t.orgId)?.name ?? '';
  if (def.recorder === 'branch') return branch;
  const committee = o.grants
    .filter((g) => (g.role === 'college' || g.role === 'school') && g.orgId !== t.orgId && subtreeOf(o.units, g.orgId).has(t.orgId))
    .sort((a, b) => ROLE_RANK[a.role] - ROLE_RANK[b.role])[0];
  if (!committee) throw fail(MSG_COMMITTEE_ONLY);
  return o.units.get(committee.orgId)?.name ?? '';
}

/** The steps the caller may record for a person of this branch. */
export function recordableSteps(o: Organiser, branchId: number): number[] {
  const committee = o.grants.some(
    (g) => (g.role === 'college' || g.role === 'school') && g.orgId !== branchId && subtreeOf(o.units, g.orgId).has(branchId),
  );
  return Array.from({ length: STEP_COUNT }, (_, i) => i + 1).filter((no) => committee || stepDef(no)?.recorder === 'branch');
}

async function applicationFor(trx: Db, t: Target, def: DevelopStepDef, doneOn: string, at: string): Promise<AppRow> {
  const found = (await trx.selectFrom('developApplication').selectAll().where('userId', '=', t.id).executeTakeFirst()) as
    AppRow | undefined;
  if (found) return found;
  if (def.no !== 1) throw fail(MSG_NO_APPLICATION);
  // someone the roster already has on the road starts their record at that identity; the steps behind it are 补录
  const stage = t.partyStatus === '' ? 'applicant' : (ROAD_STAGES.find((s) => s === t.partyStatus) ?? null);
  if (stage === null) throw fail(MSG_NOT_APPLICANT);
  await trx
    .insertInto('developApplication')
    .values({ userId: t.id, stage, appliedOn: doneOn, createdAt: at })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
  return (await trx.selectFrom('developApplication').selectAll().where('userId', '=', t.id).executeTakeFirstOrThrow()) as AppRow;
}

const ROAD_STAGES: DevelopStage[] = ['applicant', 'activist', 'candidate', 'probationary'];
export const STAGE_COLUMN = {
  activist: 'activistOn',
  candidate: 'candidateOn',
  probationary: 'probationaryOn',
  member: 'memberOn',
} as const;

/** What a step changed besides its record, kept with it so that withdrawing it puts the person back. */
export interface StageChange {
  movedFrom: DevelopStage | null;
  stageOnBefore: string | null;
}

/**
 * The identity the step gives: the record's stage and its date, the user's 身份 and 政治面貌, one
 * conditional update each. A step recorded behind the person's identity (补录) only dates the stage.
 */
async function moveIdentity(
  trx: Db,
  app: AppRow,
  def: DevelopStepDef,
  doneOn: string,
  probationFrom: string | undefined,
  at: string,
): Promise<StageChange> {
  const to = def.becomes;
  if (!to || to === 'applicant') return { movedFrom: null, stageOnBefore: null };
  const from = STAGE_ORDER[STAGE_ORDER.indexOf(to) - 1];
  const column = STAGE_COLUMN[to];
  const stageOnBefore = app[column] ?? null;
  // the 预备期 and the 入党时间 run from the 支部大会 that accepted the person
  const since = to === 'probationary' ? (probationFrom ?? doneOn) : doneOn;
  if (STAGE_ORDER.indexOf(app.stage) >= STAGE_ORDER.indexOf(to)) {
    await trx
      .updateTable('developApplication')
      .set({ [column]: since })
      .where('id', '=', app.id)
      .execute();
    return { movedFrom: null, stageOnBefore };
  }
  const moved = await trx
    .updateTable('developApplication')
    .set({ stage: to, [column]: since })
    .where('id', '=', app.id)
    .where('stage', '=', from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw fail(MSG_STAGE_MOVED);
  await setIdentity(trx, app.userId, to, to === 'probationary' ? since : undefined, at);
  return { movedFrom: from, stageOnBefore };
}

/** The user's 身份 and 政治面貌 for a stage; the 入党时间 set (a date) or cleared (null) when given. */
export async function setIdentity(trx: Db, userId: number, stage: DevelopStage, joinDate: string | null | undefined, at: string) {
  const identity = await trx.selectFrom('identity').select('id').where('name', '=', STAGE_NAMES[stage]).executeTakeFirst();
  await trx
    .updateTable('user')
    .set({
      partyStatus: stage,
      ...(identity ? { identityId: identity.id } : {}),
      ...(joinDate !== undefined ? { joinPartyDate: joinDate } : {}),
      updatedAt: at,
    })
    .where('id', '=', userId)
    .execute();
}

async function recordOne(
  db: Db,
  o: Organiser,
  def: DevelopStepDef,
  userId: number,
  doneOn: string,
  fields: { key: string; value: string }[],
  at: string,
) {
  return inTransaction(db, async (trx) => {
    const t = await targetInScope(trx, o, userId);
    const handledBy = handlerOf(o, def, t);
    const app = await applicationFor(trx, t, def, doneOn, at);
    const facts = await factsOfOne(trx, userId);
    if (facts.records.has(def.no)) throw fail(MSG_ALREADY);
    const missing = missingFor(def, facts, await gatesOf(trx), doneOn);
    if (missing.length > 0) throw fail(`未满足条件：${missing.join('；')}`);
    const inserted = await trx
      .insertInto('developRecord')
      .values({
        applicationId: app.id,
        userId,
        stepNo: def.no,
        doneOn,
        fields: JSON.stringify(fields),
        handledBy,
        recordedBy: o.userId,
        recordedByName: o.name,
        recordedAt: at,
      })
      .onConflict((oc) => oc.columns(['applicationId', 'stepNo']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw fail(MSG_ALREADY);
    if (def.no === 1) await trx.updateTable('developApplication').set({ appliedOn: doneOn }).where('id', '=', app.id).execute();
    if (def.no === 5) {
      const contacts = fields.map((f) => f.value).join('、');
      await trx.updateTable('developApplication').set({ contacts }).where('id', '=', app.id).execute();
    }
    const change = await moveIdentity(trx, app, def, doneOn, facts.records.get(15)?.doneOn, at);
    await trx.updateTable('developRecord').set(change).where('id', '=', inserted.id).execute();
    await appendAudit(trx, {
      actor: actorOf(o),
      role: roleLineFor(o, t.orgId),
      action: '记录发展党员步骤',
      target: `${targetLine(t)}：第${def.no}步「${def.name}」`,
      after: { doneOn, fields, handledBy, ...(def.becomes ? { identity: STAGE_NAMES[def.becomes] } : {}) },
      at,
    });
    return t.name;
  });
}

export async function recordStep(
  db: Db,
  o: Organiser,
  b: Req<'developRecord', 'record'>,
  now: Date,
): Promise<Res<'developRecord', 'record'>> {
  const def = stepDef(b.stepNo)!;
  const doneOn = checkedDate(def, b.doneOn, beijingDate(now));
  const fields = checkedFields(def, b.fields);
  const at = now.toISOString();
  const ids = [...new Set(b.userIds)];
  const recorded: { userId: number; name: string }[] = [];
  const refused: { userId: number; name: string; message: string }[] = [];
  for (const userId of ids) {
    try {
      recorded.push({ userId, name: await recordOne(db, o, def, userId, doneOn, fields, at) });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      // one person: the refusal is the answer; a batch goes on with the others
      if (ids.length === 1) throw e;
      // a name outside the caller's scope is not revealed
      const who =
        e.message === MSG_OUT_OF_SCOPE ? undefined : await db.selectFrom('user').select('name').where('id', '=', userId).executeTakeFirst();
      refused.push({ userId, name: who?.name ?? '', message: e.message });
    }
  }
  return { recorded, refused };
}
