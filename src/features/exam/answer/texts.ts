import type { CloseReason, QuestionType } from '@contract/exam';

export const typeNames: Record<QuestionType, string> = { single: '单选题', multiple: '多选题', judge: '判断题', fill: '填空题' };

export const closeReasonNames: Record<CloseReason, string> = {
  submitted: '已交卷',
  timeout: '考试时间已到，系统已按已保存的答案自动交卷',
  leaves: '离开考试页面次数超过限制，系统已自动交卷',
};

export const answerTexts = {
  loading: '正在进入考试…',
  startFailed: '无法开始考试',
  /** the server's words for a missing exam, shown as well for an id in the address that names none (abc, 1.5) */
  notFound: '考试不存在',
  backToCenter: '返回考试中心',
  backToLesson: '返回课程',
  back: '返回',
  remaining: '剩余时间',
  leaves: (count: number, max: number) => `离开页面 ${count}/${max} 次`,
  submit: '交卷',
  exit: '退出考试',
  exitHint: '退出后考试继续计时，计为离开页面 1 次，可从考试中心“继续考试”回来作答',
  exitTitle: '确定离开考试页面？',
  exitWarn: (count: number, max: number) =>
    count >= max
      ? `你已离开考试页面 ${count} 次，已达到允许的 ${max} 次：现在离开，系统将按已保存的答案自动交卷。`
      : `离开后考试继续计时，并计为离开页面 1 次（已离开 ${count} 次，最多允许 ${max} 次）。可从考试中心“继续考试”回来作答。`,
  exitConfirm: '离开',
  oneByOne: '逐题作答',
  wholePaper: '整卷浏览',
  card: '答题卡',
  /** the phone's bar button that opens the 答题卡 sheet, with how many are answered */
  openCard: (n: number, total: number) => `答题卡 ${n}/${total}`,
  closeCard: '关闭答题卡',
  answeredCount: (n: number, total: number) => `已答 ${n}/${total}`,
  legendAnswered: '已作答',
  legendBlank: '未作答',
  legendMarked: '已标记',
  legendUnsaved: '未保存',
  questionHead: (n: number, type: string, score: number) => `第 ${n} 题 · ${type} · ${score} 分`,
  mark: '标记复查',
  unmark: '取消标记',
  prev: '上一题',
  next: '下一题',
  judgeTrue: '正确',
  judgeFalse: '错误',
  fillPlaceholder: '请输入答案',
  multipleHint: '（多选，全部选对才得分）',
  status: { saved: '已保存', saving: '保存中…', unsaved: '未保存，将自动重试', error: '保存失败', late: '考试已结束，未能保存到服务器' },
  offline: '网络已断开：你的答案已保存在本机，网络恢复后会自动提交到服务器，请继续作答。考试结束前未能提交到服务器的答案不计入成绩。',
  serverTrouble: '服务器暂时无法保存答案：你的答案已保存在本机，会自动重试，请继续作答。考试结束前未能提交到服务器的答案不计入成绩。',
  hurry: '考试剩余时间不足 5 分钟，请抓紧作答并检查答案；时间到系统将按服务器已保存的答案自动交卷。',
  /** near the end, answers still only on this computer because sending fails */
  pendingTitle: '考试即将结束，还有答案没有保存到服务器',
  pendingNearEnd: (list: string, n: number, serverTrouble: boolean) =>
    `第 ${list} 题的答案（共 ${n} 题）只保存在本机（${serverTrouble ? '服务器暂时无法保存' : '网络已断开'}）。考试结束前未能提交到服务器的答案不计入成绩，${serverTrouble ? '系统正在自动重试' : '请尽快恢复网络'}。`,
  /** submitting refused while answers have not reached the server */
  notAllSaved: (serverTrouble: boolean) =>
    serverTrouble
      ? '还有答案未能保存到服务器（服务器暂时无法保存），答案已保存在本机，请稍后再交卷'
      : '还有答案未能保存到服务器（网络异常），答案已保存在本机，请恢复网络后再交卷',
  submitFailed: '交卷失败，请重试',
  confirmTitle: '确认交卷',
  confirmAll: '所有题目均已作答。交卷后不能再修改答案。',
  unanswered: (list: string) => `未作答：第 ${list} 题`,
  marked: (list: string) => `已标记复查：第 ${list} 题`,
  confirmSubmit: '确认交卷',
  keepAnswering: '继续作答',
  submitting: '正在交卷…',
  timeUp: '考试时间已到，正在按已保存的答案交卷…',
  /** time up while the network is down: no more answering, the grade comes when it is back */
  timeUpOffline: '考试时间已到，不能再作答。网络已断开：网络恢复后将按服务器已保存的答案交卷并显示成绩。',
  timeUpServerTrouble: '考试时间已到，不能再作答。服务器暂时无法响应：将自动重试，按服务器已保存的答案交卷并显示成绩。',
  /** the answers the server never got before the end: no longer sent, not scored */
  timeUpUnsent: (list: string, n: number) => `第 ${list} 题的答案（共 ${n} 题）未能在考试结束前保存到服务器，已不能再提交，不计入成绩。`,
  leaveTitle: '请勿离开考试页面',
  leaveWarn: (count: number, max: number) =>
    count >= max
      ? `你已离开考试页面 ${count} 次，已达到允许的 ${max} 次；再离开一次系统将自动交卷。`
      : `你已离开考试页面 ${count} 次，最多允许 ${max} 次，超过后系统将自动交卷。`,
  /** back on the page after leaving it (a reload, the tab closed, 退出考试): that counted too */
  leaveResumed: '刷新、关闭或退出考试页面都计为离开页面 1 次。',
  understood: '我知道了',
  resultTitle: '考试结果',
  score: (score: number, total: number) => `${score} 分（满分 ${total} 分）`,
  passLine: (pass: number) => `及格线 ${pass} 分`,
  passed: '考试通过',
  failed: '未通过',
  review: '查看答卷',
  attemptsLeft: (left: number, allowed: number) => `还可考 ${left} 次（共可考 ${allowed} 次，取最好成绩）`,
  retake: '再考一次',
  /** the result of an attempt closed while answers on this computer had not reached the server */
  resultUnsent: (list: string, n: number) =>
    `有 ${n} 道题（第 ${list} 题）的答案未能在考试结束前保存到服务器，没有计入成绩；成绩按服务器已保存的答案计算。`,
  restored: (n: number) => `已恢复本机保存的 ${n} 个未提交答案，正在提交到服务器`,
};

export const startTexts = {
  start: '开始考试',
  window: (from: string, to: string) => `考试时间：${from} 至 ${to}`,
  rules: (minutes: number, count: number, total: number, pass: number) =>
    `时长 ${minutes} 分钟，共 ${count} 题，满分 ${total} 分，${pass} 分及格`,
  part: (type: string, count: number, score: number) => `${type} ${count} 题，每题 ${score} 分`,
  attempts: (used: number, allowed: number) => `已考 ${used} 次，共可考 ${allowed} 次`,
  leaves: (max: number) => `考试中离开页面（切换到其他窗口、退出、刷新或关闭页面）超过 ${max} 次将自动交卷`,
  saving:
    '答案随作随存；网络中断时先保存在本机，网络恢复后自动提交。时间到系统按服务器已保存的答案自动交卷，考试结束前未能提交到服务器的答案不计入成绩',
  notOpen: (at: string) => `考试尚未开始，${at} 开考`,
  ended: '考试已结束',
  noAttempts: (allowed: number) => `考试次数已用完（共 ${allowed} 次）`,
  /** the server's words (10002) on starting a lesson's exam before the lesson is completed */
  lessonNotDone: '请先完成课程学习',
};
