import { screens } from '@/lib/paths';
import { toChunkError } from './chunkError';

// The console's screens join the route table on the first navigation into the console
// (react-router's patchRoutesOnNavigation), so the learner's first load names none of them.

/** The id of the console's shell route (routes.tsx), which its screens are added under. */
export const CONSOLE_ROUTE_ID = 'console';

type Patch = (routeId: string | null, children: import('react-router-dom').RouteObject[]) => void;

/** A patchRoutesOnNavigation for a router mounted at `basename`: adds the console's routes once. */
export function consoleDiscovery(basename: string) {
  let added = false;
  return async ({ path, patch }: { path: string; patch: Patch }): Promise<void> => {
    if (added) return;
    const inApp = basename && path.startsWith(basename) ? path.slice(basename.length) : path;
    if (!inApp.startsWith(`${screens.admin}/`)) return;
    let routes;
    try {
      ({ consoleRoutes: routes } = await import(/* webpackChunkName: "console" */ './consoleRoutes'));
    } catch (error) {
      throw toChunkError(error);
    }
    patch(CONSOLE_ROUTE_ID, routes);
    added = true;
  };
}
