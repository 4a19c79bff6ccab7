export const uiTexts = {
  retry: '重试',
  loadFailed: '加载失败',
  empty: '暂无数据',
  prevPage: '上一页',
  nextPage: '下一页',
  total: (n: number) => `共 ${n} 条`,
  pageOf: (page: number, pages: number) => `第 ${page} / ${pages} 页`,
} as const;
