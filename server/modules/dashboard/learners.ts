import { sql } from 'kysely';
import { LEARNER_APP_ID } from '../../../contract/codes';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { MSG_OUT_OF_SCOPE, reviewScope, subtreeOf, type Organiser } from '../organiser/scope';

// Whom the 统计 counts: the active learners (appId 6) whose current branch lies in the caller's
// review scope, or in the subtree of one unit inside it. Every figure and every list starts here,
// so a figure and the list behind it count the same people.

export interface DashboardScope {
  name: string;
  units: number[];
}

/** The caller's scope, narrowed to `orgId` (which must lie inside it: otherwise nothing is revealed). */
export function dashboardScope(o: Organiser, orgId: number | undefined): DashboardScope {
  const scope = reviewScope(o);
  if (orgId === undefined) {
    // name the scope by its tops: the units in it whose parent is not
    const tops = [...scope].filter((id) => {
      const parent = o.units.get(id)?.parentId ?? null;
      return parent === null || !scope.has(parent);
    });
    return { name: tops.map((id) => o.units.get(id)?.name ?? '').join('、'), units: [...scope] };
  }
  if (!scope.has(orgId)) throw fail(MSG_OUT_OF_SCOPE);
  return { name: o.units.get(orgId)?.name ?? '', units: [...subtreeOf(o.units, orgId)] };
}

/** The learners counted, as a query to join or filter on (`u` is the user). */
export function scopedLearners(db: Db, s: DashboardScope) {
  return db
    .selectFrom('user as u')
    .where('u.appId', '=', LEARNER_APP_ID)
    .where('u.status', '=', 1)
    .where((eb) => (s.units.length === 0 ? sql<boolean>`1 = 0` : eb('u.orgId', 'in', s.units)));
}

/** A stage as people tell it apart: stages of different phases share names (2026年秋季学期 第一阶段). */
export const stageLabel = (phaseName: string | null, stageName: string | null) =>
  stageName === null ? '' : phaseName ? `${phaseName} · ${stageName}` : stageName;

export interface LearnerRow {
  id: number;
  account: string;
  name: string;
  branchName: string;
  identityId: number | null;
  identityName: string;
  stageId: number | null;
  stageName: string;
  /** 本期学时 credited in the current stage (the stage_study row user/ranking and user/stageReport read) */
  credited: number;
}

export async function learnerRows(db: Db, s: DashboardScope): Promise<LearnerRow[]> {
  const rows = await scopedLearners(db, s)
    .leftJoin('orgUnit as b', 'b.id', 'u.orgId')
    .leftJoin('identity as i', 'i.id', 'u.identityId')
    .leftJoin('stage as s', 's.id', 'u.stageId')
    .leftJoin('phase as p', 'p.id', 's.phaseId')
    .leftJoin('stageStudy as ss', (j) => j.onRef('ss.userId', '=', 'u.id').onRef('ss.stageId', '=', 'u.stageId'))
    .select([
      'u.id',
      'u.account',
      'u.name',
      'b.name as branchName',
      'u.identityId',
      'i.name as identityName',
      's.id as stageId',
      's.name as stageName',
      'p.name as phaseName',
      'ss.seconds',
    ])
    .orderBy('u.account')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    account: r.account,
    name: r.name,
    branchName: r.branchName ?? '',
    identityId: r.identityName === null ? null : r.identityId,
    identityName: r.identityName ?? '',
    stageId: r.stageId ?? null,
    stageName: stageLabel(r.phaseName, r.stageName),
    credited: Number(r.seconds ?? 0),
  }));
}
