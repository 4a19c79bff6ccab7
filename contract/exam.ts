import { Type, type Static } from '@sinclair/typebox';
import { Empty, Id, IsoTime, Keyword, NullData, Nullable, Page, PageQuery, Str } from './common';
import { defineSchemas } from './defineSchemas';

// The exam group. Integrity rule (the server decides; issue 9): no right answer, score key or explanation
// leaves the server while an attempt is open: the only shapes that carry them are the review of a
// CLOSED attempt (ReviewedQuestion) and the wrong-question book (userExam.ts), whose questions all
// come from closed attempts. Even there, a question that is also on an exam that does not allow
// review and has not ended comes without them (`answerWithheld`, server/modules/exam/withheld.ts).
// Times are ISO instants of the server's clock; every call that a countdown depends on also
// answers `serverTime`, so the browser counts on the offset to it.

export const QUESTION_TYPES = ['single', 'multiple', 'judge', 'fill'] as const;
export const QuestionType = Type.Union(QUESTION_TYPES.map((t) => Type.Literal(t)));
export type QuestionType = Static<typeof QuestionType>;

/** single / multiple: 'A', 'B', ... in the attempt's (possibly shuffled) order; judge and fill: none */
export const QuestionOption = Type.Object({ key: Type.String(), text: Type.String() });
export type QuestionOption = Static<typeof QuestionOption>;

/** the exam-center tabs; 'ongoing' = inside the window now, 'upcoming' = window not open yet */
export const EXAM_TABS = ['all', 'upcoming', 'ongoing', 'ended'] as const;
export const ExamTabKey = Type.Union(
  EXAM_TABS.map((t) => Type.Literal(t)),
  { title: '考试状态' },
);
export type ExamTabKey = Static<typeof ExamTabKey>;

/** where an exam's window stands for the learner right now */
export const ExamState = Type.Union([Type.Literal('upcoming'), Type.Literal('ongoing'), Type.Literal('ended')]);
export type ExamState = Static<typeof ExamState>;

/** how a closed attempt closed: the learner submitted, the time ran out, or too many leaves */
export const CloseReason = Type.Union([Type.Literal('submitted'), Type.Literal('timeout'), Type.Literal('leaves')]);
export type CloseReason = Static<typeof CloseReason>;

export const ExamTab = Type.Object({ key: ExamTabKey, name: Type.String(), count: Type.Integer({ minimum: 0 }) });
export type ExamTab = Static<typeof ExamTab>;

/** one exam as the learner sees it on a card (exam center and lesson exams) */
export const ExamCard = Type.Object({
  examId: Type.Integer(),
  title: Type.String(),
  /** null for an exam of the exam center, the lesson's id for a lesson exam */
  lessonId: Nullable(Type.Integer()),
  lessonTitle: Nullable(Type.String()),
  /** the window in which attempts may start */
  startTime: IsoTime,
  endTime: IsoTime,
  /** minutes an attempt lasts (cut short by the window's end) */
  duration: Type.Integer({ minimum: 1 }),
  questionCount: Type.Integer({ minimum: 0 }),
  totalScore: Type.Number(),
  passScore: Type.Number(),
  attemptsAllowed: Type.Integer({ minimum: 1 }),
  attemptsUsed: Type.Integer({ minimum: 0 }),
  /** best score over the learner's closed attempts, null before the first one closes */
  bestScore: Nullable(Type.Number()),
  passed: Type.Boolean(),
  state: ExamState,
  /** the learner's attempt still running (继续考试), null when none */
  openRecordId: Nullable(Type.Integer()),
  /** the latest closed attempt (查看成绩), null when none */
  lastRecordId: Nullable(Type.Integer()),
});
export type ExamCard = Static<typeof ExamCard>;

/** the rules shown before starting */
export const ExamInfo = Type.Composite([
  ExamCard,
  Type.Object({
    /** the rules text written by the organiser (plain text, line breaks kept) */
    description: Type.String(),
    /** how many times the page may be hidden; one more closes and grades the attempt */
    maxLeaves: Type.Integer({ minimum: 0 }),
    shuffle: Type.Boolean(),
    allowReview: Type.Boolean(),
    /** the paper by type: how many questions and the score of each */
    parts: Type.Array(Type.Object({ type: QuestionType, count: Type.Integer(), score: Type.Number() })),
    serverTime: IsoTime,
  }),
]);
export type ExamInfo = Static<typeof ExamInfo>;

/** a question of a running attempt: never its answer */
export const AttemptQuestion = Type.Object({
  id: Type.Integer(),
  type: QuestionType,
  stem: Type.String(),
  options: Type.Array(QuestionOption),
  score: Type.Number(),
});
export type AttemptQuestion = Static<typeof AttemptQuestion>;

/** what the server holds for one question of a running attempt (resume after a reload) */
export const SavedAnswer = Type.Object({
  questionId: Type.Integer(),
  answer: Type.String(),
  /** the browser's per-question sequence of the stored answer */
  seq: Type.Integer({ minimum: 0 }),
  marked: Type.Boolean(),
});
export type SavedAnswer = Static<typeof SavedAnswer>;

/**
 * startExam / startLessonExam (fixed by issue 9: recordId, startTime, endTime, serverTime,
 * questions[{id, type, stem, options}]); called again on an open attempt it returns that attempt,
 * with what was saved so far.
 */
export const StartedExam = Type.Object({
  recordId: Type.Integer(),
  examId: Type.Integer(),
  title: Type.String(),
  startTime: IsoTime,
  /** when the server closes the attempt: start + duration, or the window's end if sooner */
  endTime: IsoTime,
  serverTime: IsoTime,
  totalScore: Type.Number(),
  passScore: Type.Number(),
  leaveCount: Type.Integer({ minimum: 0 }),
  maxLeaves: Type.Integer({ minimum: 0 }),
  /** in the attempt's order (shuffled once per attempt when the exam says so) */
  questions: Type.Array(AttemptQuestion),
  answers: Type.Array(SavedAnswer),
});
export type StartedExam = Static<typeof StartedExam>;

/** an answer as typed: an option key, keys joined by commas, 'true'/'false', or the blank's text ('' clears) */
export const AnswerText = Str('答案', 0, 200);
const RecordId = Id('考试记录');
const QuestionId = Id('试题');

export const SaveResult = Type.Object({
  questionId: Type.Integer(),
  /** the sequence now stored: equal to the one sent when it was applied, higher when a newer answer was already there */
  seq: Type.Integer({ minimum: 0 }),
  applied: Type.Boolean(),
});
export type SaveResult = Static<typeof SaveResult>;

/** the result of closing an attempt (fixed by issue 9: score, passed) */
export const Graded = Type.Object({
  recordId: Type.Integer(),
  score: Type.Number(),
  totalScore: Type.Number(),
  passScore: Type.Number(),
  passed: Type.Boolean(),
  closeReason: CloseReason,
});
export type Graded = Static<typeof Graded>;

export const LeaveResult = Type.Object({
  leaveCount: Type.Integer({ minimum: 0 }),
  maxLeaves: Type.Integer({ minimum: 0 }),
  /** the attempt was closed by this leave (one more than allowed), with its grade */
  closed: Type.Boolean(),
  grade: Nullable(Graded),
});
export type LeaveResult = Static<typeof LeaveResult>;

/**
 * The `data` of the 10002 answer 考试已结束 to saveExamAnswer, markQuestion, leaveExam and exitExam:
 * the attempt is closed (submitted, too many leaves) or its time is up. The browser stops sending
 * and fetches the grade on `reason`; the message is for people and may be reworded.
 */
export const ExamOverRefusal = Type.Object({ reason: Type.Literal('examOver') });
export type ExamOverRefusal = Static<typeof ExamOverRefusal>;

/** one closed attempt in the learner's records */
export const ExamRecordItem = Type.Object({
  recordId: Type.Integer(),
  examId: Type.Integer(),
  examTitle: Type.String(),
  lessonId: Nullable(Type.Integer()),
  lessonTitle: Nullable(Type.String()),
  startTime: IsoTime,
  /** when the attempt closed */
  endTime: IsoTime,
  closeReason: CloseReason,
  score: Type.Number(),
  totalScore: Type.Number(),
  passScore: Type.Number(),
  passed: Type.Boolean(),
  /** seconds from start to close */
  timeUsed: Type.Integer({ minimum: 0 }),
  leaveCount: Type.Integer({ minimum: 0 }),
  allowReview: Type.Boolean(),
});
export type ExamRecordItem = Static<typeof ExamRecordItem>;

/**
 * true (and rightAnswer, explanation and accepted empty) while the question is also on an exam
 * that does not allow review and has not ended: seen here, its answer could be copied into that
 * exam. Absent otherwise. The learner's own answer and whether it was right are still there.
 */
export const AnswerWithheldField = { answerWithheld: Type.Optional(Type.Boolean()) };

/** a question of a closed attempt, with the answers (only when the exam allows review) */
export const ReviewedQuestion = Type.Object({
  id: Type.Integer(),
  type: QuestionType,
  stem: Type.String(),
  options: Type.Array(QuestionOption),
  /** '' when unanswered */
  myAnswer: Type.String(),
  /** '' when withheld (answerWithheld) */
  rightAnswer: Type.String(),
  /** '' when withheld (answerWithheld) */
  explanation: Type.String(),
  correct: Type.Boolean(),
  score: Type.Number(),
  gotScore: Type.Number(),
  ...AnswerWithheldField,
});
export type ReviewedQuestion = Static<typeof ReviewedQuestion>;

/** questions is empty when the exam does not allow review */
export const RecordDetail = Type.Composite([ExamRecordItem, Type.Object({ questions: Type.Array(ReviewedQuestion) })]);
export type RecordDetail = Static<typeof RecordDetail>;

/** a lesson's exam: the card plus whether the attempt may start */
export const LessonExamList = Type.Object({
  /** false until the learner completed the lesson: starting answers 10002 请先完成课程学习 */
  lessonCompleted: Type.Boolean(),
  list: Type.Array(ExamCard),
});
export type LessonExamList = Static<typeof LessonExamList>;

const ExamId = Id('考试');

export const examSchemas = defineSchemas('exam', {
  examTab: { summary: '考试中心的分类标签（全部、未开始、进行中、已结束）及各自的考试数', body: Empty, data: Type.Array(ExamTab) },
  examList: {
    summary: '考试中心的考试列表（按标签筛选，可按名称搜索），含本人的作答次数、最好成绩与进行中的答卷',
    body: Type.Object({ ...PageQuery, tab: Type.Optional(ExamTabKey), keyword: Keyword }),
    data: Type.Composite([Page(ExamCard), Type.Object({ serverTime: IsoTime })]),
  },
  examInfo: { summary: '考试须知：规则、时长、题型分值、可离开次数', body: Type.Object({ examId: ExamId }), data: ExamInfo },
  startExam: {
    summary: '开始考试（已有进行中的答卷时返回该答卷与已保存的答案），不含任何正确答案',
    body: Type.Object({ examId: ExamId }),
    data: StartedExam,
  },
  startLessonExam: {
    summary: '开始课程考试（须先完成课程学习），返回与开始考试相同的答卷',
    body: Type.Object({ examId: ExamId }),
    data: StartedExam,
  },
  examLessonList: {
    summary: '某课程的考试及本人是否已完成该课程',
    body: Type.Object({ lessonId: Id('课程') }),
    data: LessonExamList,
  },
  getStartTime: {
    summary: '答卷的开始时间与服务器当前时间',
    body: Type.Object({ recordId: RecordId }),
    data: Type.Object({ startTime: IsoTime, serverTime: IsoTime }),
  },
  getEndTime: {
    summary: '答卷的结束时间与服务器当前时间（倒计时按两者之差计算）',
    body: Type.Object({ recordId: RecordId }),
    data: Type.Object({ endTime: IsoTime, serverTime: IsoTime }),
  },
  saveExamAnswer: {
    summary:
      '保存一道题的答案（带 seq 时按每题的保存序号只保留最新的一次；不带 seq 时以服务器收到的先后为准，后到的覆盖先到的），考试结束后拒绝',
    body: Type.Object({
      recordId: RecordId,
      questionId: QuestionId,
      answer: AnswerText,
      /** optional: other programs save without it (the body's fields are fixed), and then the later save wins */
      seq: Type.Optional(Type.Integer({ title: '保存序号', minimum: 1, maximum: 1000000000 })),
    }),
    data: SaveResult,
    refusal: ExamOverRefusal,
  },
  markQuestion: {
    summary: '标记或取消标记一道题（交卷前提醒复查）',
    body: Type.Object({ recordId: RecordId, questionId: QuestionId, marked: Type.Boolean({ title: '标记' }) }),
    data: NullData,
    refusal: ExamOverRefusal,
  },
  leaveExam: {
    summary: '记录一次离开考试页面；超过允许次数时自动交卷',
    body: Type.Object({ recordId: RecordId }),
    data: LeaveResult,
    refusal: ExamOverRefusal,
  },
  exitExam: {
    summary: '退出考试页面（答卷继续计时，可回来继续作答）',
    body: Type.Object({ recordId: RecordId }),
    data: NullData,
    refusal: ExamOverRefusal,
  },
  submitExam: {
    summary: '交卷并评分（重复提交返回同一成绩）',
    body: Type.Object({ recordId: RecordId }),
    data: Graded,
  },
  endExamRecord: {
    summary: '本人已结束的答卷（新的在前）',
    body: Type.Object(PageQuery),
    data: Page(ExamRecordItem),
  },
  examRecordDetail: {
    summary:
      '一份已结束答卷的详情；考试允许查看时含每题的本人答案、正确答案与解析（该题也用于尚未结束、不允许查看答卷的考试时不含正确答案与解析）',
    body: Type.Object({ recordId: RecordId }),
    data: RecordDetail,
  },
});
