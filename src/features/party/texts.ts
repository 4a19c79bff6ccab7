export const partyTexts = {
  title: '党务园地',
  nav: '党务园地栏目',
  keyword: '关键词',
  keywordPlaceholder: '输入标题关键词搜索',
  empty: (column: string) => `${column}暂无文章`,
  emptySearch: (k: string) => `没有找到标题包含“${k}”的文章`,
  noColumn: (column: string) => `${column}栏目暂未开设`,
  source: '来源：',
  author: '作者：',
  backToList: '返回列表',
  notFound: '文章不存在或已删除',
} as const;
