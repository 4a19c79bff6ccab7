// The review queues' items. Conventions: see server/db/schema.ts.

import type { Generated } from 'kysely';
import type { ReviewKind, ReviewState } from '../../../contract/review';

/** Where the handed-in thing lives; ref_id (with user_id) names its row there. */
export type ReviewSource =
  | 'topicWork' // ref: topic id
  | 'practiceRecord'
  | 'taskSubmission' // ref: task id
  | 'developSubmission'
  | 'activityLeave'
  | 'orgActLeave'
  | 'centerGroupLeave'
  | 'orgActMend'
  | 'user'; // ref: the user id (a self-registration)

export interface ReviewItemTable {
  id: Generated<number>;
  kind: ReviewKind;
  source: ReviewSource;
  refId: number;
  userId: number;
  title: Generated<string>;
  submittedAt: string;
  state: ReviewState;
  decidedAt: string | null;
  decidedBy: number | null;
  reviewerName: Generated<string>;
  reason: Generated<string>;
  score: number | null;
}

export interface ReviewTables {
  reviewItem: ReviewItemTable;
}
