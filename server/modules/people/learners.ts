import { sql } from 'kysely';
import { LEARNER_APP_ID } from '../../../contract/codes';
import type { PersonRow } from '../../../contract/people';
import type { Db } from '../../db/transaction';
import { reviewScope, type Organiser } from '../organiser/scope';

// The learners an organiser manages: learner accounts (appId 6) whose org unit lies in the
// caller's review scope. Every people query starts from here, so a list, a count or a person's
// page never reaches anyone outside the scope.

export function scopedPeople(db: Db, o: Organiser, within?: Set<number>) {
  const scope = [...(within ?? reviewScope(o))];
  return db
    .selectFrom('user as u')
    .leftJoin('orgUnit as b', 'b.id', 'u.orgId')
    .leftJoin('identity as i', 'i.id', 'u.identityId')
    .leftJoin('stage as s', 's.id', 'u.stageId')
    .leftJoin('phase as p', 'p.id', 's.phaseId')
    .where('u.appId', '=', LEARNER_APP_ID)
    .where((eb) => (scope.length === 0 ? sql<boolean>`1 = 0` : eb('u.orgId', 'in', scope)));
}

export const ROW_COLUMNS = [
  'u.id',
  'u.account',
  'u.name',
  'u.orgId as branchId',
  'b.name as branchName',
  'u.identityId',
  'i.name as identityName',
  'u.stageId',
  's.name as stageName',
  'p.name as phaseName',
  'u.status',
  'u.defaultPassword',
] as const;

export interface RawRow {
  id: number;
  account: string;
  name: string;
  branchId: number | null;
  branchName: string | null;
  identityId: number | null;
  identityName: string | null;
  stageId: number | null;
  stageName: string | null;
  phaseName: string | null;
  status: number;
  defaultPassword: number;
}

/** One row as the console shows it; a stage is named with its phase, since several phases have a 第一阶段. */
export function toPersonRow(r: RawRow): PersonRow {
  return {
    id: r.id,
    account: r.account,
    name: r.name,
    branchId: r.branchId,
    branchName: r.branchName ?? '',
    identityId: r.identityId,
    identityName: r.identityName ?? '',
    stageId: r.stageId,
    stageName: r.stageName ? `${r.phaseName ?? ''} ${r.stageName}`.trim() : '',
    status: Number(r.status) === 1 ? 1 : 0,
    defaultPassword: Number(r.defaultPassword) === 1,
  };
}
