import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { MSG_OUT_OF_SCOPE, subtreeOf, type Organiser } from '../organiser/scope';

// Who runs 集中培训: the 党校 (a school grant) for the whole school, a college's 党委 (a college
// grant) for its own subtree. A branch secretary reviews their members' leave in the review queue
// but opens no class. A class of the whole school (no organisation) is the school's alone; a class
// of an organisation is seen by every school or college grant whose subtree holds it. Anything else
// answers as a class that does not exist.

export const MSG_NOT_TRAINER = '集中培训班由校级（党校）或二级党委组织，党支部的授权不能使用此功能；如需开班，请联系学院党委组织员';
export const MSG_PICK_ORG = '您管理多个党组织，请选择培训班面向的党组织';

export interface Trainer {
  o: Organiser;
  school: boolean;
  /** the organisations whose classes the caller runs (every one for the school) */
  units: Set<number>;
  /** the college grant's node when it is the caller's only one, else null */
  ownCollege: number | null;
}

export function trainerOf(o: Organiser): Trainer {
  const grants = o.grants.filter((g) => g.role === 'school' || g.role === 'college');
  if (grants.length === 0) throw fail(MSG_NOT_TRAINER);
  const units = new Set<number>();
  for (const g of grants) for (const id of subtreeOf(o.units, g.orgId)) units.add(id);
  const school = grants.some((g) => g.role === 'school');
  return { o, school, units, ownCollege: !school && grants.length === 1 ? grants[0].orgId : null };
}

export const projectVisible = (t: Trainer, orgId: number | null) => (orgId === null ? t.school : t.units.has(orgId));

export async function projectInScope(db: Db, t: Trainer, projectId: number) {
  const p = await db.selectFrom('activityProject').selectAll().where('id', '=', projectId).executeTakeFirst();
  if (!p || !projectVisible(t, p.orgId)) throw fail(MSG_OUT_OF_SCOPE);
  return p;
}

export async function activityInScope(db: Db, t: Trainer, activityId: number) {
  const a = await db
    .selectFrom('activity as a')
    .innerJoin('activityProject as p', 'p.id', 'a.projectId')
    .select([
      'a.id',
      'a.projectId',
      'a.title',
      'a.category',
      'a.place',
      'a.startTime',
      'a.endTime',
      'a.signupDeadline',
      'a.capacity',
      'a.signedCount',
      'p.title as projectTitle',
      'p.orgId',
    ])
    .where('a.id', '=', activityId)
    .executeTakeFirst();
  if (!a || !projectVisible(t, a.orgId)) throw fail(MSG_OUT_OF_SCOPE);
  return a;
}
