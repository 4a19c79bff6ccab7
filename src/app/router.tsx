import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { BASE_PATH } from '@contract/codes';
import { prefetchHomeData } from '@/features/home/landingData';
import { selectToken } from '@/store/auth/selectors';
import { nextTask } from '@/lib/nextTask';
import type { RunningStore } from './appStore';
import { consoleDiscovery } from './consoleDiscovery';
import { registerNavigate } from './navigation';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The home page's largest paint is the banner, which waits for cms/banners, and each section that
 * mounts empty re-renders synchronously when its answer comes: ask for all of its data as soon as
 * the saved token is back and the route is known, beside the route's chunks rather than after
 * them (the page's own queries then find it in the cache).
 */
function prefetchLandingData(router: AppRouter, { store, persistor }: RunningStore) {
  const start = () => {
    const onHome = router.state.matches.some((match) => match.route.path === 'home');
    if (onHome && selectToken(store.getState())) prefetchHomeData(store.dispatch);
  };
  // In a task of its own: each request started costs the main thread a little.
  if (persistor.getState().bootstrapped) return void setTimeout(start, 0);
  const unsubscribe = persistor.subscribe(() => {
    if (!persistor.getState().bootstrapped) return;
    unsubscribe();
    start();
  });
}

const basename = BASE_PATH.replace(/\/$/, '');

/**
 * Asks for the chunks of the routes the address matches, one route per task. The router would ask
 * for all of them in the task that creates it, and starting a chunk's requests (a script element
 * each) is a slow PC's longest part of that task. Its own calls later find them on their way.
 */
export async function requestMatchedRoutes(): Promise<void> {
  for (const { route } of matchRoutes(routes, window.location, basename) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    void route.lazy();
    await nextTask();
  }
}

export function makeRouter(running: RunningStore) {
  const router = createBrowserRouter(routes, { basename, patchRoutesOnNavigation: consoleDiscovery(basename) });
  // Lets non-React code (the token-expiry listener) navigate without a page load.
  registerNavigate((path) => void router.navigate(path, { replace: true }));
  prefetchLandingData(router, running);
  return router;
}
