export const continueTexts = {
  title: '继续学习',
  lastPlayed: '上次学到',
  none: '还没有学习记录，从本阶段的必修课开始吧',
  start: '开始学习',
  go: '继续学习',
  rewatch: '再看一遍',
} as const;
