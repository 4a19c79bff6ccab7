// Exams: the question bank, exams and papers, attempts and answers, the wrong-question book.
// Conventions: see server/db/schema.ts.

import type { ColumnType, Generated } from 'kysely';
import type { CloseReason, QuestionType } from '../../../contract/exam';
import type { PaperEntry } from '../../lib/examGrading';

export type { PaperEntry };

export interface ExamCategoryTable {
  id: Generated<number>;
  name: string;
  sort: number;
}

export interface ExamQuestionTable {
  id: Generated<number>;
  categoryId: number;
  type: QuestionType;
  stem: string;
  /** JSON [{key, text}] in key order */
  options: string;
  /** 'B', 'A,C', 'true' / 'false', or the blank's text */
  answer: string;
  /** JSON string[]: other accepted spellings of a blank */
  accepted: string;
  explanation: string;
}

export type ExamAudience = 'learner' | 'cadre' | 'all';

export interface ExamTable {
  id: Generated<number>;
  title: string;
  lessonId: number | null;
  /** a topic's exam: only the topic's members see and take it */
  topicId: ColumnType<number | null, number | null | undefined, number | null>;
  audience: ExamAudience;
  /** for the learners of one training phase only (their stage's phase); null: every learner of the audience */
  phaseId: ColumnType<number | null, number | null | undefined, number | null>;
  description: string;
  startTime: string;
  endTime: string;
  /** minutes per attempt */
  duration: number;
  totalScore: number;
  passScore: number;
  attemptsAllowed: number;
  maxLeaves: number;
  shuffle: number;
  allowReview: number;
  sort: number;
  createdAt: string;
}

export interface ExamPaperTable {
  examId: number;
  questionId: number;
  sort: number;
  score: number;
}

export type RecordStatus = 'open' | 'closed';

export interface ExamRecordTable {
  id: Generated<number>;
  examId: number;
  userId: number;
  attemptNo: number;
  status: Generated<RecordStatus>;
  startTime: string;
  endTime: string;
  closedAt: string | null;
  closeReason: CloseReason | null;
  score: number | null;
  passed: Generated<number>;
  leaveCount: Generated<number>;
  lastExitAt: string | null;
  /** JSON PaperEntry[]: the attempt's question order and each question's option order */
  paper: string;
}

export interface ExamAnswerTable {
  recordId: number;
  questionId: number;
  /** exactly as the learner sent it: option keys are those of the attempt's shown order (A = the first option shown) */
  answer: string;
  seq: number;
  marked: number;
  savedAt: string;
  correct: number | null;
  gotScore: number | null;
}

export interface ExamWrongTable {
  userId: number;
  questionId: number;
  wrongCount: number;
  lastAnswer: string;
  lastWrongAt: string;
  lastRecordId: number;
}

export interface ExamTables {
  examCategory: ExamCategoryTable;
  examQuestion: ExamQuestionTable;
  exam: ExamTable;
  examPaper: ExamPaperTable;
  examRecord: ExamRecordTable;
  examAnswer: ExamAnswerTable;
  examWrong: ExamWrongTable;
}
