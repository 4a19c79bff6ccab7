import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';

// Who may join a training class: a class names the identities it trains (入党积极分子培训班:
// 入党积极分子; 发展对象培训班: 发展对象), and passing it counts toward the next step of the
// learner's development, so nobody takes a seat in a class above (or beside) their own stage. A
// class that names none is open to every learner of its audience (cadre classes). A self-registered
// account its branch has not confirmed joins no class.

export const ELIGIBILITY = {
  unconfirmed: '所在党支部尚未确认你的账号，确认后才能报名参加培训',
  wrongIdentity: (trains: string[], identity: string) =>
    `该培训班面向${trains.join('、')}，你当前的身份是${identity || '未填写'}，不能报名；身份有变化请联系所在党支部`,
} as const;

// Built apart from any query (expressionBuilder), so the seat-taking UPDATE, the project lists and
// the report's expected activities all use the same condition.
const eb = expressionBuilder<Database, never>();

/**
 * True when the project (by id expression) trains the identity (by id expression) or names none.
 * Written as one SQL condition so the seat-taking UPDATE judges it in the same statement.
 */
export function trainsIdentity(projectId: Expression<number>, identityId: Expression<number | null>): Expression<SqlBool> {
  const named = eb.selectFrom('activityProjectIdentity as pi').select('pi.projectId').where('pi.projectId', '=', projectId);
  return eb.or([eb.not(eb.exists(named)), eb.exists(named.where('pi.identityId', '=', identityId))]);
}

/** The user is confirmed by their branch and the project trains their identity. */
export function mayJoin(userId: number, projectId: Expression<number>): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('user as eu')
      .select('eu.id')
      .where('eu.id', '=', userId)
      .where('eu.branchConfirmed', '=', 1)
      .where((e) => trainsIdentity(projectId, e.ref('eu.identityId'))),
  );
}

/** Why a refused learner may not join the project: called only to word the refusal. */
export async function ineligibility(db: Db, userId: number, projectId: number): Promise<Error | null> {
  const user = await db
    .selectFrom('user as u')
    .leftJoin('identity as i', 'i.id', 'u.identityId')
    .select(['u.branchConfirmed', 'u.identityId', 'i.name'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user || user.branchConfirmed !== 1) return fail(ELIGIBILITY.unconfirmed);
  const trains = await db
    .selectFrom('activityProjectIdentity as pi')
    .innerJoin('identity as i', 'i.id', 'pi.identityId')
    .select(['i.id', 'i.name'])
    .where('pi.projectId', '=', projectId)
    .orderBy('i.sort')
    .execute();
  if (trains.length === 0 || trains.some((t) => t.id === user.identityId)) return null;
  return fail(
    ELIGIBILITY.wrongIdentity(
      trains.map((t) => t.name),
      user.name ?? '',
    ),
  );
}
