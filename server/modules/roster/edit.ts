import type { Req } from '../../../contract';
import { inTransaction, type Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { appendAudit } from '../audit/chain';
import { moveStageStudyOrg } from '../lesson/stageStudy';
import { nameProblem, partyStatusOf } from '../lists/personRules';
import { MSG_OUT_OF_SCOPE, reviewScope, roleLineFor, type Organiser } from '../organiser/scope';
import { assertBranch } from '../user/userInfo';
import { actorOf, targetInScope, targetLine, type Target } from './target';

// 修改资料: what the organisation records about a learner and the learner may not change
// themselves (user/updateUserInfo refuses it): 姓名, 身份 (with the 政治面貌 that goes with it),
// 党支部 and 培训阶段. The same rules as the 人员 list; one conditional update, so two organisers
// editing at once cannot both write over the values they read.

export const MSG_IDENTITY_BY_STEPS = '入党积极分子、发展对象、预备党员的身份只随发展党员的步骤变化，请在「发展党员」中记录相应步骤';

/** 身份 along the development path changes only through its recorded steps (developRecord/record.ts). */
async function assertNotOnTheRoad(trx: Db, u: Target, to: string): Promise<void> {
  const from =
    u.identityId === null ? undefined : await trx.selectFrom('identity').select('name').where('id', '=', u.identityId).executeTakeFirst();
  const onRoad = await trx.selectFrom('developApplication').select('id').where('userId', '=', u.id).executeTakeFirst();
  if (onRoad || [from?.name, to].some((n) => n !== undefined && ROAD_IDENTITIES.includes(n))) throw fail(MSG_IDENTITY_BY_STEPS);
}
const ROAD_IDENTITIES = ['入党积极分子', '发展对象', '预备党员'];

export const MSG_NOTHING_CHANGED = '没有需要保存的修改：所填内容与现有资料相同';
export const MSG_EDITED_MEANWHILE = '该学员的资料刚被其他管理员修改，请刷新后再试';

type Column = 'name' | 'identityId' | 'partyStatus' | 'orgId' | 'stageId';
type Change = { column: Column; from: string | number | null; to: string | number | null };

async function changesOf(trx: Db, o: Organiser, u: Target, b: Req<'roster', 'edit'>): Promise<Change[]> {
  const out: Change[] = [];
  if (b.name !== undefined) {
    const name = b.name.trim();
    const problem = nameProblem(name);
    if (problem) throw fail(problem);
    if (name !== u.name) out.push({ column: 'name', from: u.name, to: name });
  }
  if (b.identityId !== undefined && b.identityId !== u.identityId) {
    const identity = await trx.selectFrom('identity').select('name').where('id', '=', b.identityId).executeTakeFirst();
    if (!identity) throw fail('所选身份不存在');
    await assertNotOnTheRoad(trx, u, identity.name);
    out.push({ column: 'identityId', from: u.identityId, to: b.identityId });
    const partyStatus = partyStatusOf(identity.name);
    if (partyStatus && partyStatus !== u.partyStatus) out.push({ column: 'partyStatus', from: u.partyStatus, to: partyStatus });
  }
  if (b.branchId !== undefined && b.branchId !== u.orgId) {
    if (!reviewScope(o).has(b.branchId)) throw fail(MSG_OUT_OF_SCOPE);
    await assertBranch(trx, b.branchId);
    out.push({ column: 'orgId', from: u.orgId, to: b.branchId });
  }
  if (b.stageId !== undefined && b.stageId !== u.stageId) {
    if (b.stageId !== null && !(await trx.selectFrom('stage').select('id').where('id', '=', b.stageId).executeTakeFirst()))
      throw fail('所选培训阶段不存在');
    out.push({ column: 'stageId', from: u.stageId, to: b.stageId });
  }
  return out;
}

/** Names beside the ids, so the audit entry reads without looking them up. */
async function described(trx: Db, changes: Change[], side: 'from' | 'to'): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const c of changes) {
    const v = c[side];
    out[c.column] = v;
    if (typeof v !== 'number') continue;
    if (c.column === 'identityId')
      out.identity = (await trx.selectFrom('identity').select('name').where('id', '=', v).executeTakeFirst())?.name;
    if (c.column === 'orgId') out.branch = (await trx.selectFrom('orgUnit').select('name').where('id', '=', v).executeTakeFirst())?.name;
    if (c.column === 'stageId') out.stage = (await trx.selectFrom('stage').select('name').where('id', '=', v).executeTakeFirst())?.name;
  }
  return out;
}

export async function editPerson(db: Db, o: Organiser, b: Req<'roster', 'edit'>, now: Date): Promise<null> {
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const u = await targetInScope(trx, o, b.id);
    const changes = await changesOf(trx, o, u, b);
    if (!changes.length) throw fail(MSG_NOTHING_CHANGED);
    let update = trx
      .updateTable('user')
      .set({ ...Object.fromEntries(changes.map((c) => [c.column, c.to])), updatedAt: at })
      .where('id', '=', u.id);
    // only over the values read: a concurrent edit of the same field makes this one match nothing
    for (const c of changes) update = c.from === null ? update.where(c.column, 'is', null) : update.where(c.column, '=', c.from);
    const res = await update.executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw fail(MSG_EDITED_MEANWHILE);
    // the ranking reads the branch beside the study figure (as after a profile's change of branch)
    if (changes.some((c) => c.column === 'orgId')) await moveStageStudyOrg(trx, u.id);
    await appendAudit(trx, {
      actor: actorOf(o),
      role: roleLineFor(o, u.orgId),
      action: '修改学员资料',
      target: targetLine(u),
      before: await described(trx, changes, 'from'),
      after: await described(trx, changes, 'to'),
      at,
    });
    return null;
  });
}
