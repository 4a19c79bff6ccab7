export const libraryTexts = {
  title: '网络课程',
  intro: '平台开放的全部网络课程，按分类浏览，或输入课程标题搜索。',
  keyword: '课程标题',
  keywordPlaceholder: '输入课程标题关键词',
  searchIn: '搜索分类',
  search: '搜索',
  clear: '清除',
  noTags: '暂无课程分类',
  noLessons: '该分类下暂无课程',
  emptySearch: (k: string) => `没有找到标题包含“${k}”的课程`,
  found: (n: number, k: string) => `标题包含“${k}”的课程共 ${n} 门`,
  foundAll: (n: number, k: string) => `全部分类中标题包含“${k}”的课程共 ${n} 门`,
  allTags: '全部分类',
  columnsEntry: '学习专栏',
  columnsEntryHint: '理论微课堂、党史故事汇等专栏的推荐阅读',
  backToLibrary: '返回网络课程',
  /** the server's words for a missing tag, shown as well for an id in the address that names none (abc, 1.5) */
  tagNotFound: '课程分类不存在',

  columns: '学习专栏',
  columnsRoot: '学习专栏',
  noColumns: '暂无学习专栏',
  columnArticles: (n: number) => `${n} 篇推荐阅读`,
  latest: '最新文章',
  noArticles: '该专栏暂无文章',
  columnNotFound: '学习专栏不存在或已删除',
  backToColumns: '返回学习专栏',
  backToColumn: '返回专栏',
  readMore: '查看全部',

  handouts: '课程讲义',
  noHandouts: '该课程暂无讲义',
  download: '下载',
  lesson: '课程：',
  source: '来源：',
  author: '作者：',
  column: '专栏：',
  backToLesson: '返回课程',
  readingNotFound: '延伸阅读不存在或已删除',
  articleNotFound: '文章不存在或已删除',
} as const;

/** 2048 -> '2.0 KB'; the handouts are a few KB to a few MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
