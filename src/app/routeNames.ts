/** Names carried in route handles; the guard, the title and the right-click rule look for them. */
export const ROUTE = {
  login: 'login',
  changePassword: 'change-pwd',
  notFound: 'not-found',
  videoDetails: 'VideoDetails',
  learningTheWay: 'learning-the-way',
} as const;

export interface RouteHandle {
  /** Chinese page title, shown as `${title} - 智慧党建培训平台` */
  title?: string;
  name?: string;
}

/** The handles of the matched routes, outermost first (what useMatches() gives, reduced). */
export type MatchedHandles = ReadonlyArray<RouteHandle | undefined>;

export const routeNamesOf = (handles: MatchedHandles): string[] =>
  handles.map((handle) => handle?.name).filter((name): name is string => Boolean(name));
