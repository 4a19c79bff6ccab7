import type { MatchedHandles } from './routeNames';

export const APP_TITLE = '智慧党建培训平台';

/** The title of the deepest matched route that has one, e.g. `通知公告 - 智慧党建培训平台`. */
export function pageTitle(handles: MatchedHandles): string {
  const title = [...handles].reverse().find((handle) => handle?.title)?.title;
  return title ? `${title} - ${APP_TITLE}` : APP_TITLE;
}
