export const examStatusTexts = {
  title: '我的考试',
  passed: '已通过',
  pending: '待参加',
  failed: '未通过',
  more: '查看考试记录',
  unavailable: '考试情况暂不可用',
} as const;
