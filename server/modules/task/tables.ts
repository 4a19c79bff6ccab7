// A topic's tasks and the learners' submissions. Conventions: see server/db/schema.ts.

import type { Generated } from 'kysely';

export interface TopicTaskTable {
  id: Generated<number>;
  topicId: number;
  title: string;
  description: Generated<string>;
  needsFile: Generated<number>;
  /** comma-separated extensions, e.g. 'pdf,jpg,png' */
  fileTypes: Generated<string>;
  maxMb: Generated<number>;
  /** JSON TaskField[] */
  fields: Generated<string>;
  deadline: string | null;
  sort: Generated<number>;
}

/**
 * draft: saved, not handed in; open: handed in, awaiting review (a row stored before drafts
 * existed may be open with something missing: it counts as not handed in); approved; rejected
 * (a saved change keeps it rejected until it is handed in again)
 */
export type SubmissionState = 'draft' | 'open' | 'approved' | 'rejected';

export interface TaskSubmissionTable {
  taskId: number;
  userId: number;
  fileUrl: Generated<string>;
  fileName: Generated<string>;
  fileSize: Generated<number>;
  fileAt: string | null;
  /** JSON Record<string, string> */
  data: Generated<string>;
  state: SubmissionState;
  updatedAt: string;
  reviewer: Generated<string>;
  comment: Generated<string>;
  reviewedAt: string | null;
}

export interface TaskTables {
  topicTask: TopicTaskTable;
  taskSubmission: TaskSubmissionTable;
}
