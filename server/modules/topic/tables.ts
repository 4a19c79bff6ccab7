// Special training topics: the class, its members, stages, materials and read marks, required
// lessons, experts, notices and the learners' write-ups. Conventions: see server/db/schema.ts.

import type { Generated } from 'kysely';
import type { MaterialKind } from '../../../contract/topic';

export interface TopicTable {
  id: Generated<number>;
  title: string;
  year: number;
  phaseId: number | null;
  organizer: Generated<string>;
  intro: Generated<string>;
  coverUrl: Generated<string>;
  startDate: string;
  endDate: string;
  /** the exam to pass, null: none */
  examId: number | null;
  /** '' : the topic asks for no write-up */
  workTitle: Generated<string>;
  workPrompt: Generated<string>;
  workMinChars: Generated<number>;
  workMaxChars: Generated<number>;
  workDeadline: string | null;
  sort: Generated<number>;
}

export interface TopicMemberTable {
  topicId: number;
  userId: number;
  joinedAt: string;
}

export interface TopicStageTable {
  id: Generated<number>;
  topicId: number;
  title: string;
  intro: Generated<string>;
  startDate: string;
  endDate: string;
  sort: Generated<number>;
}

export interface TopicMaterialTable {
  id: Generated<number>;
  stageId: number;
  kind: MaterialKind;
  title: string;
  summary: Generated<string>;
  source: Generated<string>;
  body: Generated<string>;
  fileUrl: Generated<string>;
  fileName: Generated<string>;
  fileSize: Generated<number>;
  fileType: Generated<string>;
  videoId: number | null;
  publishedAt: string;
  sort: Generated<number>;
}

export interface TopicMaterialReadTable {
  materialId: number;
  userId: number;
  readAt: string;
}

export interface TopicLessonTable {
  topicId: number;
  lessonId: number;
  sort: Generated<number>;
}

export interface ExpertTable {
  id: Generated<number>;
  name: string;
  title: Generated<string>;
  unit: Generated<string>;
  photoUrl: Generated<string>;
  summary: Generated<string>;
  intro: Generated<string>;
  /** the `teacher` text of the lessons they give */
  teacher: Generated<string>;
}

export interface TopicExpertTable {
  topicId: number;
  expertId: number;
  sort: Generated<number>;
}

export interface TopicNoticeTable {
  id: Generated<number>;
  topicId: number;
  title: string;
  publisher: Generated<string>;
  body: Generated<string>;
  pinned: Generated<number>;
  publishedAt: string;
}

/** returned: sent back by the reviewer with a reason; the learner corrects it and hands it in again */
export type WorkRowState = 'draft' | 'submitted' | 'reviewed' | 'returned';

export interface TopicWorkTable {
  topicId: number;
  userId: number;
  content: Generated<string>;
  charCount: Generated<number>;
  rev: Generated<number>;
  state: WorkRowState;
  savedAt: string;
  submittedAt: string | null;
  reviewer: Generated<string>;
  comment: Generated<string>;
  score: number | null;
  reviewedAt: string | null;
}

export interface TopicTables {
  topic: TopicTable;
  topicMember: TopicMemberTable;
  topicStage: TopicStageTable;
  topicMaterial: TopicMaterialTable;
  topicMaterialRead: TopicMaterialReadTable;
  topicLesson: TopicLessonTable;
  expert: ExpertTable;
  topicExpert: TopicExpertTable;
  topicNotice: TopicNoticeTable;
  topicWork: TopicWorkTable;
}
