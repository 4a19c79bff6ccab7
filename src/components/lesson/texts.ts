export const videoListTexts = {
  duration: '时长',
  studied: '已学',
  completed: '已完成',
} as const;
