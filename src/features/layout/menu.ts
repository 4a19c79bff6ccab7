import { canSeeLearningTheWay } from '@/lib/roles';
import { LEARNING_THE_WAY_PATH, MENU_ITEMS, type MenuItem } from './texts';

/** The menu entries a user of `appId` sees (appId 5 has no 学习之路). */
export function visibleMenu(appId: number | null | undefined): MenuItem[] {
  return MENU_ITEMS.filter((item) => item.path !== LEARNING_THE_WAY_PATH || canSeeLearningTheWay(appId ?? null));
}

/** Whether `pathname` is inside the area of `item` (detail pages highlight their list). */
export function isActive(item: MenuItem, pathname: string): boolean {
  if (pathname === item.path || pathname.startsWith(`${item.path}/`)) return true;
  if (item.path === '/index/notices') return /^\/index\/(noticesDetails|newsDetails)\//.test(pathname);
  return false;
}
