export const articleTexts = {
  publishedAt: '发布时间：',
  views: '浏览：',
  prev: '上一篇：',
  next: '下一篇：',
  none: '没有了',
} as const;
