import type { QuestionType } from '@contract/exam';

export const examStatusTexts = {
  title: '我的考试',
  passed: '已通过',
  pending: '待参加',
  failed: '未通过',
  more: '查看考试记录',
  unavailable: '考试情况暂不可用',
} as const;

export const questionTypeNames: Record<QuestionType, string> = { single: '单选题', multiple: '多选题', judge: '判断题', fill: '填空题' };

/** 考试须知 (ExamInfoDialog): the rules shown before an attempt starts. */
export const examInfoTexts = {
  infoTitle: '考试须知',
  infoLoading: '正在读取考试须知…',
  rules: (minutes: number, count: number, total: number, pass: number) =>
    `考试时长 ${minutes} 分钟，共 ${count} 题，满分 ${total} 分，${pass} 分及格。`,
  part: (type: string, count: number, score: number) => `${type} ${count} 题，每题 ${score} 分`,
  attemptsRule: (used: number, allowed: number) => `共可考 ${allowed} 次，已考 ${used} 次，取最好成绩。`,
  leavesRule: (max: number) => `考试中离开页面（切换窗口、最小化、刷新或关闭页面、退出考试）超过 ${max} 次，系统将自动交卷。`,
  timeRule:
    '开考后开始计时，到时系统按服务器已保存的答案自动交卷；答案随作随存，断网时先保存在本机，恢复后自动提交，考试结束前未能提交到服务器的答案不计入成绩。',
  shuffled: '每位考生的题目与选项顺序不同。',
  reviewAllowed: '交卷后可查看答卷与解析。',
  reviewNotAllowed: '本考试交卷后不公布答案。',
  confirmStart: '开始考试',
  cancel: '取消',
} as const;
