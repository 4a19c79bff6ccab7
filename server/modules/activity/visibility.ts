import type { Db } from '../../db/transaction';
import type { AuthUser } from '../../http/auth';
import { fail } from '../../http/envelope';
import { isCadreApp } from '../lesson/audience';
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
}

export async function viewerOf(db: Db, user: AuthUser): Promise<Viewer> {
  const row = await db.selectFrom('user').select('orgId').where('id', '=', user.id).executeTakeFirst();
  const orgIds: number[] = [];
  let next = row?.orgId ?? null;
  // the tree is 校党委 -> 学院党委 -> 党支部; the bound only guards against a loop in bad data
  for (let depth = 0; next !== null && depth < 8 && !orgIds.includes(next); depth++) {
    orgIds.push(next);
    const parent = await db.selectFrom('orgUnit').select('parentId').where('id', '=', next).executeTakeFirst();
    next = parent?.parentId ?? null;
  }
  return { id: user.id, audience: isCadreApp(user.appId) ? 'cadre' : 'learner', orgIds };
}

/** The activity by id when the viewer may see it, else 10002 活动不存在. */
export async function visibleActivity(db: Db, viewer: Viewer, activityId: number) {
  const row = await db.selectFrom('activity as a').innerJoin('activityProject as p', 'p.id', 'a.projectId')
    .select(['a.id', 'a.startTime', 'a.signupDeadline', 'p.audience', 'p.orgId'])
    .where('a.id', '=', activityId).executeTakeFirst();
  if (!row || row.audience !== viewer.audience || (row.orgId !== null && !viewer.orgIds.includes(row.orgId))) throw fail(NO_ACTIVITY);
  return row;
}
