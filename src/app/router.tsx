import { createBrowserRouter } from 'react-router-dom';
import { BASE_PATH } from '@contract/codes';
import { registerNavigate } from './navigation';
import { routes } from './routes';

export function makeRouter() {
  const router = createBrowserRouter(routes, { basename: BASE_PATH.replace(/\/$/, '') });
  // Lets non-React code (the token-expiry listener) navigate without a page load.
  registerNavigate((path) => void router.navigate(path, { replace: true }));
  return router;
}
