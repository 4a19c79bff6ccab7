import { useEffect } from 'react';
import { Navigate, Outlet, useMatches } from 'react-router-dom';
import { selectAppId, selectDefaultPassword, selectToken } from '@/store/auth/selectors';
import { pageLocation } from '@/lib/pageLocation';
import { useSessionStart } from './bootstrap';
import { decideNavigation } from './guards';
import { useAppSelector } from '@/store/hooks';
import { ROUTE, routeNamesOf, type RouteHandle } from './routeNames';
import { useBlockContextMenu } from './useBlockContextMenu';
import { useDocumentTitle } from './useDocumentTitle';

/** The root route: the app shell's single router view, behind the guard. */
export default function AppShell() {
  const handles = useMatches().map((match) => match.handle as RouteHandle | undefined);
  const routeNames = routeNamesOf(handles);
  const token = useAppSelector(selectToken);
  const defaultPassword = useAppSelector(selectDefaultPassword);
  const appId = useAppSelector(selectAppId);

  useSessionStart();
  useDocumentTitle(handles);
  useBlockContextMenu(routeNames.includes(ROUTE.videoDetails));

  const decision = decideNavigation({ token, defaultPassword, appId, routeNames });
  const leaveTo = decision.type === 'leave' ? decision.href : null;
  useEffect(() => {
    if (leaveTo) pageLocation.assign(leaveTo);
  }, [leaveTo]);

  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.type === 'leave') return null;
  return <Outlet />;
}
