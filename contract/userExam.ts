import { Type, type Static } from '@sinclair/typebox';
import { Empty, Id, IsoTime, Page, PageQuery } from './common';
import type { EndpointSchema } from './defineSchemas';
import { AnswerWithheldField, QuestionOption, QuestionType } from './exam';

// The user group's exam calls: the wrong-question book and the learner's exam summary. Every
// question in the book comes from a CLOSED attempt, so its right answer may be sent (the learner
// practises it again in the browser), unless the question is also on an exam that does not allow
// review and has not ended (answerWithheld).

export const WrongQuestion = Type.Object({
  questionId: Type.Integer(),
  categoryId: Type.Integer(),
  categoryName: Type.String(),
  type: QuestionType,
  stem: Type.String(),
  options: Type.Array(QuestionOption),
  /** the learner's latest wrong answer ('' when left unanswered) */
  myAnswer: Type.String(),
  /** '' when withheld (answerWithheld) */
  rightAnswer: Type.String(),
  /** fill-in: other accepted spellings of the blank ([] when withheld) */
  accepted: Type.Array(Type.String()),
  /** '' when withheld (answerWithheld) */
  explanation: Type.String(),
  wrongCount: Type.Integer({ minimum: 1 }),
  lastWrongAt: IsoTime,
  ...AnswerWithheldField,
});
export type WrongQuestion = Static<typeof WrongQuestion>;

export const WrongDistItem = Type.Object({ categoryId: Type.Integer(), categoryName: Type.String(), count: Type.Integer() });
export type WrongDistItem = Static<typeof WrongDistItem>;

export const ExamStatus = Type.Object({
  /** exams with at least one passing attempt */
  passed: Type.Integer({ minimum: 0 }),
  /** exams the learner can take now (their to-dos): open, not passed yet, an attempt running or one left; all listed in the exam center */
  pending: Type.Integer({ minimum: 0 }),
  /** exams not passed that can no longer be: window ended or attempts used up, with at least one attempt */
  failed: Type.Integer({ minimum: 0 }),
});
export type ExamStatus = Static<typeof ExamStatus>;

export const userExamSchemas = {
  wrongQuestions: {
    summary: '本人的错题本（按题目分类筛选，最近答错的在前），含正确答案与解析（该题也用于尚未结束、不允许查看答卷的考试时不含）',
    body: Type.Object({ ...PageQuery, categoryId: Type.Optional(Id('题目分类')) }),
    data: Page(WrongQuestion),
  },
  wrongQuestionsDist: { summary: '本人错题按分类的分布', body: Empty, data: Type.Array(WrongDistItem) },
  examStatus: { summary: '本人的考试概况：已通过、待参加、未通过的考试数', body: Empty, data: ExamStatus },
} satisfies Record<string, EndpointSchema>;
