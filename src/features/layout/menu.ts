import { matchPath } from 'react-router-dom';
import { canSeeLearningTheWay } from '@/lib/roles';
import { MENU_ITEMS, type MenuItem } from './texts';
import { paths, screens } from '@/lib/paths';

/** The menu entries a user of `appId` sees (appId 5 has no 学习之路). */
export function visibleMenu(appId: number | null | undefined): MenuItem[] {
  return MENU_ITEMS.filter((item) => item.path !== paths.learningTheWay() || canSeeLearningTheWay(appId ?? null));
}

/**
 * Whether `pathname` is inside the area of `item` (detail pages highlight their list). News are
 * listed on the home page, not under 通知公告, so a news item keeps 首页 highlighted.
 */
export function isActive(item: MenuItem, pathname: string): boolean {
  if (pathname === item.path || pathname.startsWith(`${item.path}/`)) return true;
  if (item.path === paths.notices()) return matchPath(screens.noticeDetail, pathname) !== null;
  if (item.path === paths.home()) return matchPath(screens.newsDetail, pathname) !== null;
  return false;
}
