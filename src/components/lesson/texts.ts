export const videoListTexts = {
  duration: '时长',
  studied: '已观看',
  completed: '已完成',
  /** the chapter being played, with what the next heartbeat will report */
  live: (percent: number) => `播放中约 ${percent}%（未计入）`,
} as const;

export const tagNavTexts = {
  label: '课程分类',
  lessonCount: (n: number) => `${n} 门课程`,
} as const;
