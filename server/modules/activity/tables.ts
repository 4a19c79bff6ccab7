// Centralised training activities: projects, activities, sign-ups, leave requests, check-ins.
// Conventions: see server/db/schema.ts.

import type { Generated } from 'kysely';
import type { LeaveState, ProjectTrack } from '../../../contract/activity';

export type ProjectAudience = 'learner' | 'cadre';

export interface ActivityProjectTable {
  id: Generated<number>;
  title: string;
  track: ProjectTrack;
  audience: ProjectAudience;
  /** null: the whole school; otherwise an organisation and everything under it */
  orgId: number | null;
  organizer: Generated<string>;
  startDate: string;
  endDate: string;
  intro: Generated<string>;
  sort: Generated<number>;
  /** the class's 结业考试 (the 发展党员 gate before 支部委员会审查 reads it) */
  examId: Generated<number | null>;
  /** the organiser who opened it in the console; null for classes loaded otherwise */
  createdBy: Generated<number | null>;
}

export interface ActivityTable {
  id: Generated<number>;
  projectId: number;
  title: string;
  category: Generated<string>;
  place: Generated<string>;
  organizer: Generated<string>;
  content: Generated<string>;
  startTime: string;
  endTime: string;
  signupDeadline: string;
  capacity: number;
  /** sign-ups in force; moved only together with a sign-up row, in one transaction */
  signedCount: Generated<number>;
  createdBy: Generated<number | null>;
}

export interface ActivitySignupTable {
  activityId: number;
  userId: number;
  status: 'signed' | 'cancelled';
  signedAt: string;
  cancelledAt: string | null;
}

export interface ActivityLeaveTable {
  id: Generated<number>;
  activityId: number;
  userId: number;
  reason: string;
  state: LeaveState;
  comment: Generated<string>;
  createdAt: string;
  reviewedAt: string | null;
}

export interface ActivityCheckinTable {
  id: Generated<number>;
  activityId: number;
  userId: number;
  place: Generated<string>;
  scannedAt: string;
  /** the organiser who marked it by hand; null for a scanned check-in */
  recordedBy: Generated<number | null>;
}

/** the identities a class trains (入党积极分子, 发展对象…); a class with no row is open to every learner of its audience */
export interface ActivityProjectIdentityTable {
  projectId: number;
  identityId: number;
}

export interface ActivityTables {
  activityProject: ActivityProjectTable;
  activityProjectIdentity: ActivityProjectIdentityTable;
  activity: ActivityTable;
  activitySignup: ActivitySignupTable;
  activityLeave: ActivityLeaveTable;
  activityCheckin: ActivityCheckinTable;
}
