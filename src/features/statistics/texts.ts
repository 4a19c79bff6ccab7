/** Seconds as a reading of hours and minutes (rounded to the minute): 1 小时 5 分钟, 25 分钟, 0 分钟. */
export function duration(seconds: number): string {
  const minutes = Math.round((Number.isFinite(seconds) && seconds > 0 ? seconds : 0) / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} 小时 ${m} 分钟` : `${m} 分钟`;
}

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
  range: '日期范围',
  studyTime: '学时',
  kind: '类别',
  required: '必修',
  elective: '选修',
  requiredProgress: (done: number, all: number) => `必修课程完成 ${done} / ${all} 门`,
  tag: '分类',
  lessons: '课程数',
  completed: '已完成',
  chartFailed: '图表加载失败，请刷新页面重试',
  dailyLabel: (total: number) => `近 30 天每日学时柱状图，合计 ${duration(total)}`,
  weeklyLabel: (n: number) => `按周学时折线图，共 ${n} 周`,
  splitLabel: (required: number, elective: number) => `必修 ${duration(required)}，选修 ${duration(elective)}`,
  tagLabel: (n: number) => `${n} 个分类的课程完成情况柱状图`,
};
