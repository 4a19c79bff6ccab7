import { BASE_PATH } from '@contract/codes';
import { pageLocation } from '@/lib/pageLocation';

// Code outside React (the token-expiry listener) must navigate too. The router registers its
// navigate function here; before that (or in tests without a router) a full page load does it.
type Navigate = (path: string) => void;

let registered: Navigate | null = null;

export function registerNavigate(navigate: Navigate): () => void {
  registered = navigate;
  return () => {
    if (registered === navigate) registered = null;
  };
}

/** `path` is inside the app, e.g. '/login'. */
export function navigateTo(path: string): void {
  if (registered) registered(path);
  else pageLocation.assign(`${BASE_PATH.replace(/\/$/, '')}${path}`);
}
