import { createBrowserRouter } from 'react-router-dom';
import { BASE_PATH } from '@contract/codes';
import { prefetchHomeData } from '@/features/home/landingData';
import { selectToken } from '@/components/session/selectors';
import type { RunningStore } from './appStore';
import { registerNavigate } from './navigation';
import { routes } from './routes';

type AppRouter = ReturnType<typeof createBrowserRouter>;

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
  if (persistor.getState().bootstrapped) return start();
  const unsubscribe = persistor.subscribe(() => {
    if (!persistor.getState().bootstrapped) return;
    unsubscribe();
    start();
  });
}

export function makeRouter(running: RunningStore) {
  const router = createBrowserRouter(routes, { basename: BASE_PATH.replace(/\/$/, '') });
  // Lets non-React code (the token-expiry listener) navigate without a page load.
  registerNavigate((path) => void router.navigate(path, { replace: true }));
  prefetchLandingData(router, running);
  return router;
}
