import { studyDuration } from '@/lib/duration';

/** Seconds as minutes with one decimal, for the charts' axes. */
export const minutes = (seconds: number): number => Math.round(seconds / 6) / 10;

export const statTexts = {
  title: '学习统计',
  today: '今日学时',
  week: '本周学时',
  month: '本月学时',
  total: '累计学时',
  days: '学习天数',
  lessonsCompleted: '完成课程',
  dayCount: (n: number) => `${n} 天`,
  lessonCount: (n: number) => `${n} 门`,
  empty: '还没有学习记录：观看课程视频后，这里会显示你的学时统计',
  daily: '近 30 天每日学时',
  weekly: '按周学时',
  split: '必修与选修学时',
  byTag: '各分类课程完成情况',
  minutesUnit: '分钟',
  lessonsUnit: '门',
  date: '日期',
  weekday: '星期',
  weekCol: '周次',
  quarter: '季度',
  /** the quarter of the week's Sunday, e.g. 2026年第4季度 (the spec's date helper, token Q) */
  quarterPattern: 'YYYY年第Q季度',
  range: '日期范围',
  studyTime: '学时',
  kind: '类别',
  required: '必修',
  elective: '选修',
  requiredProgress: (done: number, all: number) => `必修课程完成 ${done} / ${all} 门`,
  tag: '分类',
  lessons: '课程数',
  completed: '已完成',
  // said as the tables say them (to the second)
  dailyLabel: (total: number) => `近 30 天每日学时柱状图，合计 ${studyDuration(total)}`,
  weeklyLabel: (n: number) => `按周学时折线图，共 ${n} 周`,
  splitLabel: (required: number, elective: number) => `必修 ${studyDuration(required)}，选修 ${studyDuration(elective)}`,
  tagLabel: (n: number) => `${n} 个分类的课程完成情况柱状图`,
};

export const rankingTexts = {
  tabStats: '学时统计',
  tabRanking: '学时排名',
  levels: '排名范围',
  branch: '本支部',
  college: '本学院',
  school: '全校',
  stage: (phase: string, stage: string) => `${phase} · ${stage}`,
  scope: (name: string) => `排名范围：${name}`,
  /** `figure`: 本期学时 as the table shows it (rankingFigures) */
  mine: (rank: number, total: number, figure: string) => `我的名次：第 ${rank} 名 / 共 ${total} 人 · 本期学时 ${figure}`,
  noCredit: '本期暂无学时记录，学习后即可参与排名',
  noStage: '暂未分配培训期次，暂无学时排名',
  nobody: '本范围内本期还没有人获得学时',
  rank: '名次',
  name: '姓名',
  branchCol: '党支部',
  seconds: '本期学时',
  note: (shown: number, total: number) => `按本期已计学时排序，学时相同者名次并列${total > shown ? `；显示前 ${shown} 名` : ''}`,
  me: '（我）',
  report: '成绩报告',
};
