// Homework beyond the write-up: practice records, shared write-ups, their likes and comments.
// Conventions: see server/db/schema.ts.

import type { Generated } from 'kysely';
import type { WorkRowState } from '../topic/tables';

export interface PracticeRecordTable {
  id: Generated<number>;
  userId: number;
  topicId: number;
  title: string;
  practiceDate: string;
  place: Generated<string>;
  content: Generated<string>;
  /** JSON string[] of upload URLs */
  images: Generated<string>;
  state: WorkRowState;
  savedAt: string;
  submittedAt: string | null;
  reviewer: Generated<string>;
  comment: Generated<string>;
  score: number | null;
  reviewedAt: string | null;
}

export interface WorkShareTable {
  id: Generated<number>;
  topicId: number;
  userId: number;
  sharedAt: string;
}
export interface WorkShareLikeTable {
  shareId: number;
  userId: number;
  createdAt: string;
}
export interface WorkCommentTable {
  id: Generated<number>;
  shareId: number;
  userId: number;
  content: string;
  createdAt: string;
}

export interface WorkTables {
  practiceRecord: PracticeRecordTable;
  workShare: WorkShareTable;
  workShareLike: WorkShareLikeTable;
  workComment: WorkCommentTable;
}
