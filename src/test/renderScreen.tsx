import type { ReactElement } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import type { LoginResult, UserInfo } from '@contract/user';
import { registerNavigate } from '@/app/navigation';
import { authStateOf } from '@/store/auth/authSlice';
import { makeStore, type PreloadedState } from '@/test/store';
import { learner } from '@/test/fixtures';

// jsdom has no PointerEvent; Chakra's (zag's) checkbox and menu create them on click.
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  class PointerEventPolyfill extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventPolyfill;
}

// jsdom has no ResizeObserver either; Chakra's positioned popups (menu) observe their size.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** The current path, so a test can see where a screen navigated to. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

export function loginResult(user: Partial<UserInfo> = {}, defaultPassword = false): LoginResult {
  return {
    token: 'test-token',
    expiresAt: '2099-01-01T00:00:00.000Z',
    defaultPassword,
    userInfo: { ...learner, ...user, defaultPassword },
  };
}

/**
 * Renders `element` at `path` inside the real store, Chakra and a memory router; other routes
 * render their path name so navigation can be asserted through <LocationProbe/>.
 */
export function renderScreen(
  element: ReactElement,
  {
    path = '/',
    url = path,
    user,
    state,
    preloaded,
  }: { path?: string; url?: string; user?: LoginResult; state?: unknown; preloaded?: PreloadedState } = {},
) {
  const store = makeStore(user ? { ...preloaded, auth: authStateOf(user) } : preloaded);
  const routes: RouteObject[] = [
    { path, element },
    { path: '*', element: <LocationProbe /> },
  ];
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state }],
  });
  // As in the app (router.tsx): code outside React, e.g. the end of a session, navigates here.
  registerNavigate((to) => void router.navigate(to, { replace: true }));
  const result = render(
    <Provider store={store}>
      <ChakraProvider value={defaultSystem}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </Provider>,
  );
  return { ...result, store, router };
}
