import type { Db } from '../../db/transaction';
import type { AuthUser } from '../../http/auth';
import { fail } from '../../lib/errors';
import { isCadreApp } from '../lesson/audience';
import { orgChain } from '../user/orgChain';
import type { ProjectAudience } from './tables';

// Who sees which project: a project of the whole school (no organisation) or of the learner's
// branch or any organisation above it, for the learner's audience (learners, or cadres on
// appId 5). Anything else answers as if it did not exist.

export const NO_ACTIVITY = '活动不存在';

export interface Viewer {
  id: number;
  audience: ProjectAudience;
  /** the learner's branch and every organisation above it */
  orgIds: number[];
  identityId: number | null;
  /** false: a self-registered account its branch has not confirmed; it sees no class (eligibility.ts) */
  confirmed: boolean;
}

export async function viewerOf(db: Db, user: AuthUser): Promise<Viewer> {
  const row = await db.selectFrom('user').select(['orgId', 'identityId', 'branchConfirmed']).where('id', '=', user.id).executeTakeFirst();
  const orgIds = (await orgChain(db, row?.orgId ?? null)).map((o) => o.id);
  return {
    id: user.id,
    audience: isCadreApp(user.appId) ? 'cadre' : 'learner',
    orgIds,
    identityId: row?.identityId ?? null,
    confirmed: row?.branchConfirmed === 1,
  };
}

/** The activity by id when the viewer may see it, else 10002 活动不存在. */
export async function visibleActivity(db: Db, viewer: Viewer, activityId: number) {
  const row = await db
    .selectFrom('activity as a')
    .innerJoin('activityProject as p', 'p.id', 'a.projectId')
    .select(['a.id', 'a.projectId', 'a.title', 'a.startTime', 'a.signupDeadline', 'p.audience', 'p.orgId'])
    .where('a.id', '=', activityId)
    .executeTakeFirst();
  if (!row || row.audience !== viewer.audience || (row.orgId !== null && !viewer.orgIds.includes(row.orgId))) throw fail(NO_ACTIVITY);
  return row;
}
