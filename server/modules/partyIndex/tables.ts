// Party activities, education-base visits and make-up records (issue #11). Conventions: see
// server/db/schema.ts.

import type { Generated } from 'kysely';

export interface PartyActTable {
  id: Generated<number>;
  /** the college committee or the school committee holding it */
  orgId: number;
  /** party 党委活动, base 教育基地参观 */
  kind: 'party' | 'base';
  /** 专题党课, 主题报告会, 党史知识竞赛, 红色观影, 参观学习 ... */
  category: string;
  title: string;
  startTime: string;
  endTime: string;
  place: Generated<string>;
  organizer: Generated<string>;
  /** 0: no limit */
  capacity: Generated<number>;
  baseName: Generated<string>;
  baseAddress: Generated<string>;
  /** plain text */
  intro: Generated<string>;
  agenda: Generated<string>;
  createdAt: string;
}

/** the organiser's record, one per learner and activity: enrolled, attended, absent */
export interface PartyActRecordTable {
  actId: number;
  userId: number;
  status: 'enrolled' | 'attended' | 'absent';
  checkInAt: string | null;
  remark: Generated<string>;
}

/** one per learner and org_act (unique key): pending -> done (the learner) -> confirmed (the branch) */
export interface OrgActMendTable {
  id: Generated<number>;
  actId: number;
  userId: number;
  requirement: string;
  deadline: string;
  state: 'pending' | 'done' | 'confirmed';
  note: Generated<string>;
  submittedAt: string | null;
  confirmedBy: Generated<string>;
  confirmComment: Generated<string>;
  confirmedAt: string | null;
  createdAt: string;
}

export interface PartyIndexTables {
  partyAct: PartyActTable;
  partyActRecord: PartyActRecordTable;
  orgActMend: OrgActMendTable;
}
