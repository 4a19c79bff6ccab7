export const helpTexts = {
  title: '帮助中心',
  close: '关闭',
  noAddress: '暂未配置帮助页面地址',
  resize: '拖动调整大小',
} as const;
