// 理论学习中心组: study groups of party committees, their members (cadres), study sessions,
// leave requests, check-ins and the members' 学习体会. Conventions: see server/db/schema.ts.

import type { Generated } from 'kysely';
import type { CheckInMethod, StudyLeaveState } from '../../../contract/centerGroup';

export interface CenterGroupTable {
  id: Generated<number>;
  /** the party committee the group belongs to (校党委, a 学院党委) */
  orgId: number;
  name: string;
  intro: Generated<string>;
  createdAt: string;
}

export interface CenterGroupMemberTable {
  groupId: number;
  userId: number;
  /** 组长, 副组长, 成员, 学习秘书 */
  role: Generated<string>;
}

export interface CenterGroupSessionTable {
  id: Generated<number>;
  groupId: number;
  theme: string;
  startTime: string;
  endTime: string;
  place: Generated<string>;
  host: Generated<string>;
  /** JSON array of names, in speaking order */
  speakers: Generated<string>;
  /** JSON array of plain-text reading titles */
  readings: Generated<string>;
  agenda: Generated<string>;
  createdAt: string;
}

export interface CenterGroupLeaveTable {
  id: Generated<number>;
  sessionId: number;
  userId: number;
  reason: string;
  state: StudyLeaveState;
  comment: Generated<string>;
  createdAt: string;
  reviewedAt: string | null;
}

export interface CenterGroupCheckinTable {
  id: Generated<number>;
  sessionId: number;
  userId: number;
  method: CheckInMethod;
  checkedAt: string;
}

export interface CenterGroupExperienceTable {
  sessionId: number;
  userId: number;
  content: Generated<string>;
  charCount: Generated<number>;
  /** bigint: the editor's revision (a timestamp-like counter) */
  rev: Generated<number>;
  state: 'draft' | 'submitted';
  savedAt: string;
  submittedAt: string | null;
}

export interface CenterGroupTables {
  centerGroup: CenterGroupTable;
  centerGroupMember: CenterGroupMemberTable;
  centerGroupSession: CenterGroupSessionTable;
  centerGroupLeave: CenterGroupLeaveTable;
  centerGroupCheckin: CenterGroupCheckinTable;
  centerGroupExperience: CenterGroupExperienceTable;
}
