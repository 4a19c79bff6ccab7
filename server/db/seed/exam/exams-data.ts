import type { QuestionCategory, QuestionType } from './questionTypes';

// The demo exams: at least one in every state for the demo learners (upcoming, open now with a
// window of weeks, ended with records and wrong answers), a five-minute quiz for trying the
// automatic close, lesson exams on lessons the demo learners completed (and on one 2022050501
// has not finished yet), and one exam for cadres. Windows are hours relative to the seeding time,
// so a fresh demo always has exams open now.

export interface ExamPart {
  type: QuestionType;
  count: number;
  /** points per question */
  score: number;
  /** drawn in turn from these categories (all four when absent) */
  from?: QuestionCategory[];
}

export interface ExamSeed {
  title: string;
  /** a lesson exam: the lesson's title in the catalogue */
  lesson?: string;
  audience?: 'learner' | 'cadre' | 'all';
  /** for the learners of this training phase only (its name) */
  phase?: string;
  description: string;
  /** the window, in hours from the seeding time */
  opens: number;
  closes: number;
  /** minutes per attempt */
  duration: number;
  passScore: number;
  attempts: number;
  maxLeaves: number;
  shuffle: boolean;
  allowReview: boolean;
  parts: ExamPart[];
}

const DAY = 24;
const RULES_COMMON = [
  '1. 考试开始后计时，到时系统自动交卷，请合理安排答题时间。',
  '2. 答案随时自动保存，网络中断时先保存在本机，恢复后自动提交；考试结束前未能提交到服务器的答案不计入成绩，请勿清除浏览器数据。',
  '3. 考试期间请勿切换页面、最小化窗口、刷新或关闭页面，离开次数超过规定将被自动交卷。',
  '4. 独立完成，不得查阅资料或与他人交流。',
];
const rules = (...extra: string[]) => [...extra, ...RULES_COMMON].join('\n');

const standard: ExamPart[] = [
  { type: 'single', count: 15, score: 3 },
  { type: 'multiple', count: 5, score: 4 },
  { type: 'judge', count: 5, score: 3 },
  { type: 'fill', count: 5, score: 4 },
];

export const examSeeds: ExamSeed[] = [
  {
    // not the 积极分子 class's 结业考试 (the topic's, its members only): a centre test for every learner
    title: '党的基本知识综合测试（2026年秋季）',
    description: rules('本次测试面向全体学员，内容涵盖党章、党史、党的理论和廉洁教育，满分 100 分，60 分合格。'),
    opens: -3 * DAY,
    closes: 30 * DAY,
    duration: 60,
    passScore: 60,
    attempts: 2,
    maxLeaves: 3,
    shuffle: true,
    allowReview: true,
    parts: standard,
  },
  {
    title: '发展对象党章党规知识测试',
    phase: '发展对象培训',
    description: rules('测试党章和党内法规的基本知识，可参加 3 次，取最好成绩。'),
    opens: -1 * DAY,
    closes: 45 * DAY,
    duration: 30,
    passScore: 60,
    attempts: 3,
    maxLeaves: 3,
    shuffle: true,
    allowReview: true,
    parts: [
      { type: 'single', count: 10, score: 5, from: ['党章', '廉洁'] },
      { type: 'multiple', count: 4, score: 5, from: ['党章', '廉洁'] },
      { type: 'judge', count: 3, score: 5, from: ['党章', '廉洁'] },
      { type: 'fill', count: 3, score: 5, from: ['党章', '廉洁'] },
    ],
  },
  {
    title: '廉洁教育专题小测（5分钟）',
    description: rules('10 道题，限时 5 分钟，时间到系统自动交卷。'),
    opens: -2 * DAY,
    closes: 60 * DAY,
    duration: 5,
    passScore: 60,
    attempts: 3,
    maxLeaves: 2,
    shuffle: false,
    allowReview: true,
    parts: [
      { type: 'single', count: 6, score: 10, from: ['廉洁'] },
      { type: 'judge', count: 4, score: 10, from: ['廉洁'] },
    ],
  },
  {
    title: '党史知识竞赛（初赛）',
    description: rules('学院党委组织的党史知识竞赛初赛，成绩前 30 名进入决赛。'),
    opens: 2 * DAY,
    closes: 9 * DAY,
    duration: 45,
    passScore: 60,
    attempts: 1,
    maxLeaves: 3,
    shuffle: true,
    allowReview: true,
    parts: [
      { type: 'single', count: 20, score: 3, from: ['党史'] },
      { type: 'multiple', count: 5, score: 4, from: ['党史'] },
      { type: 'judge', count: 5, score: 2, from: ['党史'] },
      { type: 'fill', count: 5, score: 2, from: ['党史'] },
    ],
  },
  {
    title: '党的二十大精神学习测试',
    description: rules('结合党的二十大报告和新修订党章，检验理论学习成效。'),
    opens: 5,
    closes: 3 * DAY,
    duration: 40,
    passScore: 60,
    attempts: 1,
    maxLeaves: 3,
    shuffle: true,
    allowReview: false,
    parts: [
      { type: 'single', count: 15, score: 4, from: ['理论', '党章'] },
      { type: 'multiple', count: 5, score: 4, from: ['理论', '党章'] },
      { type: 'judge', count: 5, score: 4, from: ['理论', '党章'] },
    ],
  },
  {
    title: '2026年春季入党积极分子培训结业考试',
    description: rules('春季培训班结业考试，满分 100 分，60 分合格。'),
    opens: -75 * DAY,
    closes: -60 * DAY,
    duration: 60,
    passScore: 60,
    attempts: 2,
    maxLeaves: 3,
    shuffle: false,
    allowReview: true,
    parts: standard,
  },
  {
    title: '党的理论知识月考（九月）',
    description: rules('九月理论学习月考，考后不公布答卷。'),
    opens: -70 * DAY,
    closes: -55 * DAY,
    duration: 30,
    passScore: 60,
    attempts: 1,
    maxLeaves: 3,
    shuffle: true,
    allowReview: false,
    parts: [
      { type: 'single', count: 10, score: 6, from: ['理论'] },
      { type: 'multiple', count: 5, score: 8, from: ['理论'] },
    ],
  },
  {
    title: '党章学习周测（第十周）',
    description: rules('第十周党章学习周测。'),
    opens: -40 * DAY,
    closes: -33 * DAY,
    duration: 20,
    passScore: 60,
    attempts: 1,
    maxLeaves: 3,
    shuffle: false,
    allowReview: true,
    parts: [
      { type: 'single', count: 8, score: 10, from: ['党章'] },
      { type: 'judge', count: 4, score: 5, from: ['党章'] },
    ],
  },
  {
    title: '领导干部党纪学习教育测试',
    audience: 'cadre',
    description: rules('面向处级以上领导干部，内容为《中国共产党纪律处分条例》和中央八项规定精神。'),
    opens: -5 * DAY,
    closes: 30 * DAY,
    duration: 30,
    passScore: 80,
    attempts: 2,
    maxLeaves: 3,
    shuffle: true,
    allowReview: true,
    parts: [
      { type: 'single', count: 10, score: 6, from: ['廉洁'] },
      { type: 'multiple', count: 5, score: 8, from: ['廉洁'] },
    ],
  },
  ...lessonExams(),
];

function lessonExams(): ExamSeed[] {
  const exam = (lesson: string, from: QuestionCategory[]): ExamSeed => ({
    title: `《${lesson}》课程考试`,
    lesson,
    description: rules('完成本课程全部视频学习后方可参加，10 道题，可参加 3 次。'),
    opens: -90 * DAY,
    closes: 365 * DAY,
    duration: 20,
    passScore: 60,
    attempts: 3,
    maxLeaves: 3,
    shuffle: true,
    allowReview: true,
    parts: [
      { type: 'single', count: 6, score: 10, from },
      { type: 'judge', count: 4, score: 10, from },
    ],
  });
  return [
    exam('中国共产党章程逐条解读', ['党章']),
    exam('中国共产党纪律处分条例解读', ['廉洁']),
    exam('马克思主义基本原理概论', ['理论']),
    exam('毛泽东思想的形成与发展', ['理论']),
    exam('中国共产党的百年奋斗历程', ['党史']),
    exam('廉洁自律准则学习', ['廉洁']),
  ];
}

/**
 * Closed attempts of the demo learners: on which exam, how well (share of questions right,
 * spread over the paper), how many days ago and in how many minutes, and how it closed.
 */
export interface RecordSeed {
  account: string;
  exam: string;
  accuracy: number;
  daysAgo: number;
  minutes: number;
  leaves?: number;
  closeReason?: 'submitted' | 'timeout' | 'leaves';
}

const SPRING = '2026年春季入党积极分子培训结业考试';
const MONTHLY = '党的理论知识月考（九月）';
const WEEKLY = '党章学习周测（第十周）';

export const recordSeeds: RecordSeed[] = [
  // 2022050501 (the exam e2e learner): failed then passed the spring exam, failed the monthly one
  { account: '2022050501', exam: SPRING, accuracy: 0.5, daysAgo: 72, minutes: 41, leaves: 1 },
  { account: '2022050501', exam: SPRING, accuracy: 0.8, daysAgo: 64, minutes: 52 },
  { account: '2022050501', exam: MONTHLY, accuracy: 0.45, daysAgo: 60, minutes: 30, closeReason: 'timeout' },
  { account: '2022050501', exam: WEEKLY, accuracy: 0.75, daysAgo: 38, minutes: 14 },
  { account: '2023010101', exam: SPRING, accuracy: 0.85, daysAgo: 70, minutes: 48 },
  { account: '2023010101', exam: WEEKLY, accuracy: 0.65, daysAgo: 36, minutes: 17, leaves: 2 },
  { account: '2023010102', exam: SPRING, accuracy: 0.7, daysAgo: 66, minutes: 55 },
  { account: '2023010102', exam: MONTHLY, accuracy: 0.9, daysAgo: 58, minutes: 22 },
  { account: '2022020201', exam: SPRING, accuracy: 0.55, daysAgo: 69, minutes: 60, closeReason: 'timeout' },
  { account: '2022020201', exam: MONTHLY, accuracy: 0.6, daysAgo: 57, minutes: 28 },
  { account: '2021030301', exam: SPRING, accuracy: 0.95, daysAgo: 73, minutes: 35 },
  { account: '2021030301', exam: WEEKLY, accuracy: 0.4, daysAgo: 35, minutes: 11, leaves: 4, closeReason: 'leaves' },
  // 方一凡 passed the 发展对象 class's 结业考试 the morning after it opened (develop.ts: his 支部委员会审查)
  { account: '2023010114', exam: '发展对象党章党规知识测试', accuracy: 0.85, daysAgo: 1, minutes: 24 },
];
