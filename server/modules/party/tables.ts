// 党务园地: the discussion board (talk topics, posts, likes, comments) and the party dues records
// with the rule they are computed by. Conventions: see server/db/schema.ts.

import type { Generated } from 'kysely';

/** A topic the organisation sets for discussion (议题). */
export interface PartyTalkTable {
  id: Generated<number>;
  title: string;
  description: Generated<string>;
  sort: number;
  createdAt: string;
}

export interface PartySnsTable {
  id: Generated<number>;
  userId: number;
  talkId: number | null;
  title: string;
  content: string;
  /** JSON string[] of upload URLs */
  images: Generated<string>;
  createdAt: string;
  /** set when the author deleted it: the text is cleared, the row stays only for the posting rate */
  deletedAt: string | null;
}

export interface PartySnsLikeTable {
  snsId: number;
  userId: number;
  createdAt: string;
}

export interface PartySnsCommentTable {
  id: Generated<number>;
  snsId: number;
  userId: number;
  content: string;
  createdAt: string;
  deletedAt: string | null;
}

export type DuesCategoryValue = 'student' | 'staff' | 'retired';

/**
 * One band of the dues rule: for `category`, a monthly base up to `upToFen` (inclusive; null: no
 * upper bound) pays `permille`‰ of it, or `fixedFen` a month when that is set.
 */
export interface DuesRuleTable {
  id: Generated<number>;
  category: DuesCategoryValue;
  upToFen: number | null;
  permille: number | null;
  fixedFen: number | null;
  sort: number;
  basis: string;
}

/** A month's dues of one member as the branch records them; the amount is computed when written. */
export interface DuesRecordTable {
  userId: number;
  /** YYYY-MM */
  month: string;
  category: DuesCategoryValue;
  baseFen: number | null;
  permille: number | null;
  amountFen: number;
  /** YYYY-MM-DD, null while unpaid */
  paidDate: string | null;
  createdAt: string;
  /** the organiser who last wrote it in the console (or imported it there); null for the demo and earlier records */
  recordedBy: number | null;
  recordedAt: string | null;
}

export interface PartyTables {
  partyTalk: PartyTalkTable;
  partySns: PartySnsTable;
  partySnsLike: PartySnsLikeTable;
  partySnsComment: PartySnsCommentTable;
  duesRule: DuesRuleTable;
  duesRecord: DuesRecordTable;
}
