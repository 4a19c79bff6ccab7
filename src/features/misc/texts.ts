export const miscTexts = {
  notFound: '页面不存在',
  notFoundHint: '您访问的页面不存在或已被移除',
  home: '返回首页',
  building: '该功能正在建设中，敬请期待',
} as const;
