import { canSeeLearningTheWay, isBlockedApp } from '@/lib/roles';
import { ROUTE } from './routeNames';
import { paths } from '@/lib/paths';

export interface GuardInput {
  token: string | null;
  defaultPassword: boolean;
  appId: number | null;
  /** names of every matched route, outermost first */
  routeNames: readonly string[];
}

export type GuardDecision =
  | { type: 'proceed' }
  /** inside the app */
  | { type: 'redirect'; to: string }
  /** a full page load outside the app (the platform portal) */
  | { type: 'leave'; href: string };

const PROCEED: GuardDecision = { type: 'proceed' };
const PUBLIC_ROUTES: readonly string[] = [ROUTE.login, ROUTE.notFound];

/** The navigation guard of spec §4 and the role rules of §6, as a pure function. */
export function decideNavigation({ token, defaultPassword, appId, routeNames }: GuardInput): GuardDecision {
  const is = (name: string) => routeNames.includes(name);
  // not-found is exempt from the login check; the login page is where the check sends people.
  if (PUBLIC_ROUTES.some(is)) return PROCEED;
  if (!token) return { type: 'redirect', to: paths.login() };
  if (isBlockedApp(appId)) return { type: 'leave', href: '/' };
  // Until the administrator's password is changed, only the change-password screen is open.
  if (defaultPassword) return is(ROUTE.changePassword) ? PROCEED : { type: 'redirect', to: paths.changePassword() };
  if (is(ROUTE.learningTheWay) && !canSeeLearningTheWay(appId)) return { type: 'redirect', to: paths.home() };
  return PROCEED;
}
