import { BASE_PATH } from '@contract/codes';

/** The platform name when the base settings give none (login page, header, brand). */
export const DEFAULT_PLATFORM_NAME = '智慧党建培训平台';
/** The built-in mark (public/favicon.svg, copied beside the app) when the settings give no logo. */
export const DEFAULT_LOGO_URL = `${BASE_PATH}favicon.svg`;

export const uiTexts = {
  retry: '重试',
  search: '搜索',
  clear: '清除',
  loadFailed: '加载失败',
  empty: '暂无数据',
  prevPage: '上一页',
  nextPage: '下一页',
  total: (n: number) => `共 ${n} 条`,
  pageOf: (page: number, pages: number) => `第 ${page} / ${pages} 页`,
  closeMenu: '关闭菜单',
} as const;

export const userMenuTexts = {
  help: '帮助',
  messages: '消息',
  personalSpace: '个人空间',
  console: '管理后台',
  logout: '退出登录',
  userMenu: '用户菜单',
} as const;
