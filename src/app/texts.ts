/** Texts of the app shell's own screens (the route error panel). */
export const errorPanel = {
  title: '页面加载失败',
  hint: '网络不稳定或页面已更新，请重新加载后再试。',
  // The technical line (e.g. a chunk's URL) is for whoever helps the learner, folded away.
  details: '详细信息',
  unknown: '未知错误',
  reload: '重新加载',
} as const;
