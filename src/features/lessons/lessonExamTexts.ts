export const lessonExamTexts = {
  title: '课程考试',
  start: '开始考试',
  resume: '继续考试',
  upcoming: '未开始',
  ended: '已结束',
  noAttemptsLeft: '次数已用完',
  viewScore: '查看成绩',
  passed: '已通过',
  /** the server's own words (10002) when the lesson is not completed */
  completeFirst: '请先完成课程学习',
  window: (from: string, to: string) => `考试时间 ${from} 至 ${to}`,
  duration: (minutes: number) => `时长 ${minutes} 分钟`,
  passScore: (pass: number, total: number) => `及格 ${pass} / 满分 ${total}`,
  attempts: (used: number, allowed: number) => `已考 ${used} / ${allowed} 次`,
  bestScore: (n: number) => `最高 ${n} 分`,
} as const;
