import { matchRoutes, type RouteObject } from 'react-router-dom';
import { paths, screens, type Screen } from '@/lib/paths';
import { routes } from './routes';

const names = Object.keys(screens) as Screen[];
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
    const build = paths[name] as (...args: string[]) => string;
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

  it('an unknown path reaches the catch-all (not-found) route', () => {
    expect(matchRoutes(routes, '/index/no-such-screen')?.at(-1)?.route.path).toBe('*');
  });
});
