// Party organisation life and votes (issue #11). Conventions: see server/db/schema.ts.

import type { Generated } from 'kysely';

export interface OrgActTable {
  id: Generated<number>;
  /** the branch or committee holding it */
  orgId: number;
  /** 支部党员大会, 支部委员会, 党小组会, 党课, 主题党日 */
  category: string;
  title: string;
  startTime: string;
  endTime: string;
  place: string;
  organizer: string;
  /** plain text */
  agenda: Generated<string>;
  createdAt: string;
  /** the organiser who scheduled it in the console; null for the demo and earlier versions */
  createdBy: Generated<number | null>;
  /** what the branch records after it: minutes (plain text), a recording's link, photos (JSON string[] of /uploads/ addresses) */
  minutes: Generated<string>;
  recordingUrl: Generated<string>;
  photos: Generated<string>;
  /** when that record was last saved; null: none yet */
  recordedAt: Generated<string | null>;
}

/** who must attend (one row per person and activity) */
export interface OrgActInviteeTable {
  actId: number;
  userId: number;
}

/** the organisation's record: present, late, leave, absent (one row per person and activity) */
export interface OrgActAttendanceTable {
  actId: number;
  userId: number;
  status: string;
  /** when the person checked in with the meeting's QR code; null for a record made by hand */
  checkedInAt: Generated<string | null>;
  /** the organiser who set the record by hand; null for a check-in */
  recordedBy: Generated<number | null>;
}

/** one per learner and activity (unique key); approved or rejected by the organisation */
export interface OrgActLeaveTable {
  id: Generated<number>;
  actId: number;
  userId: number;
  reason: string;
  state: 'pending' | 'approved' | 'rejected';
  comment: Generated<string>;
  createdAt: string;
  reviewedAt: string | null;
}

export interface OrgVoteTable {
  id: Generated<number>;
  /** the branch whose members see it */
  orgId: number;
  title: string;
  description: Generated<string>;
  startTime: string;
  endTime: string;
  mode: 'single' | 'multiple';
  maxChoices: number;
  /** 0/1 */
  anonymous: number;
  showResultsBeforeEnd: number;
  /** JSON string[] of identity names that may vote; [] for every member of the branch */
  eligibleIdentities: Generated<string>;
  createdAt: string;
  /** the organiser who created it in the console; null for votes from before the console (0037) */
  createdBy: Generated<number | null>;
  /** set when an organiser ended it early (its endTime moved to then) */
  closedAt: Generated<string | null>;
}

export interface OrgVoteItemTable {
  id: Generated<number>;
  voteId: number;
  name: string;
  intro: Generated<string>;
  sort: number;
}

/** one per member and vote (unique key): who voted, not what */
export interface OrgVoteBallotTable {
  id: Generated<number>;
  voteId: number;
  userId: number;
  castAt: string;
}

/** one per chosen item; the voter only for a vote that is not anonymous */
export interface OrgVoteChoiceTable {
  id: Generated<number>;
  voteId: number;
  itemId: number;
  userId: number | null;
}

export interface OrgActTables {
  orgAct: OrgActTable;
  orgActAttendance: OrgActAttendanceTable;
  orgActInvitee: OrgActInviteeTable;
  orgActLeave: OrgActLeaveTable;
  orgVote: OrgVoteTable;
  orgVoteItem: OrgVoteItemTable;
  orgVoteBallot: OrgVoteBallotTable;
  orgVoteChoice: OrgVoteChoiceTable;
}
