export const videoListTexts = {
  duration: '时长',
  studied: '已观看',
  completed: '已完成',
} as const;
