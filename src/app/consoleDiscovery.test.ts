import { createMemoryRouter } from 'react-router-dom';
import { CONSOLE_ROUTE_ID, consoleDiscovery } from './consoleDiscovery';
import { consoleRoutes } from './consoleRoutes';
import { routes } from './routes';

// The console's screens are not in the learner's route table: the router adds them on the first
// navigation into the console, once.

it('adds the console routes under its shell for an address inside the console, once', async () => {
  const discover = consoleDiscovery('/training2');
  const patch = jest.fn();
  await discover({ path: '/training2/index/home', patch });
  await discover({ path: '/training2/admin', patch });
  expect(patch).not.toHaveBeenCalled();
  await discover({ path: '/training2/admin/review/leave', patch });
  await discover({ path: '/training2/admin/audit', patch });
  expect(patch).toHaveBeenCalledTimes(1);
  expect(patch).toHaveBeenCalledWith(CONSOLE_ROUTE_ID, consoleRoutes);
});

it('a router opened at a console screen matches that screen under the console shell', async () => {
  const router = createMemoryRouter(routes, { initialEntries: ['/admin/audit'], patchRoutesOnNavigation: consoleDiscovery('') });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  const matched = router.state.matches.map((m) => m.route.path);
  expect(matched).toContain('admin');
  expect(matched.at(-1)).toBe('audit');
  router.dispose();
});
