import { matchRoutes, type RouteObject } from 'react-router-dom';
import { requestMatchedRoutes } from './router';
import { routes } from './routes';

/** Runs the timers already due (one task each), then lets the promise continuations after them run. */
async function nextTaskRuns() {
  jest.runOnlyPendingTimers();
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('requestMatchedRoutes', () => {
  it('asks for each route the address matches, one route per task, before the router would ask for them all at once', async () => {
    window.history.replaceState(null, '', '/training2/index/home');
    const lazyRoutes = (matchRoutes(routes, window.location, '/training2') ?? [])
      .map((m) => m.route)
      .filter((r): r is RouteObject & { lazy: () => Promise<never> } => typeof r.lazy === 'function');
    expect(lazyRoutes.length).toBeGreaterThanOrEqual(3); // the Chakra layout, the main layout, home
    const asked: RouteObject[] = [];
    for (const route of lazyRoutes) {
      jest.spyOn(route, 'lazy').mockImplementation(() => {
        asked.push(route);
        return new Promise<never>(() => undefined);
      });
    }
    jest.useFakeTimers();
    const done = requestMatchedRoutes();
    expect(asked).toEqual([lazyRoutes[0]]);
    for (let i = 1; i < lazyRoutes.length; i++) {
      await nextTaskRuns();
      expect(asked).toHaveLength(i + 1);
      expect(asked[i]).toBe(lazyRoutes[i]);
    }
    await nextTaskRuns();
    await done;
    expect(asked).toEqual(lazyRoutes);
  });
});
