import { matchRoutes, type RouteObject } from 'react-router-dom';
import { consolePaths, consoleScreens } from '@/features/console/consolePaths';
import { paths as learnerPaths, screens as learnerScreens } from '@/lib/paths';
import { CONSOLE_ROUTE_ID } from './consoleDiscovery';
import { consoleRoutes } from './consoleRoutes';
import { routes as learnerRoutes } from './routes';

/** The route table as the router has it once the console has been opened (its routes added under its shell). */
function withConsole(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const children = route.children && withConsole(route.children);
    if (route.id === CONSOLE_ROUTE_ID) return { ...route, children: [...(children ?? []), ...consoleRoutes] } as RouteObject;
    return (children ? { ...route, children } : route) as RouteObject;
  });
}

const routes = withConsole(learnerRoutes);
const screens: Record<string, string> = { ...learnerScreens, ...consoleScreens };
const paths: Record<string, (...args: string[]) => string> = { ...learnerPaths, ...consolePaths };
const names = Object.keys(screens);
const paramNames = (pattern: string) => [...pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);

/** Every route's full pattern (index routes and the catch-all left out). */
function patternsOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.index) return [];
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const children = route.children ? patternsOf(route.children, own) : [];
    return route.path === undefined || route.path === '*' ? children : [own, ...children];
  });
}

describe('paths (lib/paths.ts) and the route table', () => {
  it.each(names)('paths.%s builds a path that its route matches, with the params in order', (name) => {
    const pattern = screens[name];
    const params = paramNames(pattern);
    const values = params.map((_, i) => String(11 + i));
    const build = paths[name];
    const path = build(...values);

    const matches = matchRoutes(routes, path);
    const leaf = matches?.at(-1);
    expect(leaf?.route.path).not.toBe('*');
    expect(leaf?.pathname.replace(/\/$/, '') || '/').toBe(path);
    expect(leaf?.params).toEqual(Object.fromEntries(params.map((p, i) => [p, values[i]])));
  });

  it('has an entry for every route of routes.tsx', () => {
    const table = new Set<string>(Object.values(screens));
    expect(patternsOf(routes).filter((pattern) => !table.has(pattern))).toEqual([]);
  });

  it("the learner's route table names no console screen but the console's shell", () => {
    const own = patternsOf(learnerRoutes);
    expect(own.filter((pattern) => pattern.startsWith('/admin'))).toEqual(['/admin']);
  });

  it('an unknown path reaches the catch-all (not-found) route', () => {
    expect(matchRoutes(routes, '/index/no-such-screen')?.at(-1)?.route.path).toBe('*');
  });
});
