export const recordTexts = {
  title: '我的考试',
  tabRecords: '考试记录',
  tabWrong: '错题本',
  noRecords: '还没有已结束的考试记录',
  exam: '考试名称',
  submittedAt: '交卷时间',
  score: '成绩',
  result: '结果',
  timeUsed: '用时',
  leaves: '离开次数',
  action: '操作',
  review: '查看答卷',
  /** the action of a record whose exam does not allow review: the page shows the score only */
  viewScore: '查看成绩',
  passed: '通过',
  failed: '未通过',
  lessonExam: '课程考试',
  scoreOf: (score: number, total: number) => `${score} / ${total}`,
  passScore: (n: number) => `及格分 ${n}`,
  // review
  reviewTitle: '答卷详情',
  /** the server's words for a missing record, shown as well for an id in the address that names none (abc, 1.5) */
  notFound: '考试记录不存在',
  back: '返回考试记录',
  startedAt: '开始时间',
  reviewNotAllowed: '该考试不允许查看答卷，只显示成绩。',
  noQuestions: '该答卷没有题目',
  myAnswer: '我的答案',
  rightAnswer: '正确答案',
  explanation: '解析',
  /** where the server withheld a question's answer: it is on an exam not ended that the learner may still answer, or that does not allow review (answerWithheld) */
  answerWithheld: '该题所在的考试尚未结束（你还可以再次作答，或该考试不公布答卷），正确答案与解析在考试结束或作答次数用完后公布。',
  unanswered: '未作答',
  correct: '回答正确',
  wrong: '回答错误',
  gotScore: (got: number, full: number) => `得分 ${got} / ${full}`,
  questionNo: (n: number) => `第 ${n} 题`,
  closedBy: '交卷方式',
} as const;

/** How an attempt closed (ExamRecordItem.closeReason). */
export const CLOSE_REASON_LABEL = { submitted: '交卷', timeout: '超时自动交卷', leaves: '离开次数过多自动交卷' } as const;

export const TYPE_LABEL = { single: '单选题', multiple: '多选题', judge: '判断题', fill: '填空题' } as const;

/** How a true/false answer reads. */
export const JUDGE_LABEL: Record<string, string> = { true: '正确', false: '错误' };
