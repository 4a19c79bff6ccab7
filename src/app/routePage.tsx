import type { RouteObject } from 'react-router-dom';
import RouteErrorPanel from './RouteErrorPanel';
import type { RouteHandle } from './routeNames';

/** A screen route; its own errorElement keeps the surrounding layout when the chunk fails. */
export const page = (path: string, lazy: RouteObject['lazy'], title: string, name?: string): RouteObject => ({
  path,
  lazy,
  handle: { title, name } satisfies RouteHandle,
  errorElement: <RouteErrorPanel />,
});
