import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { LazyToaster } from './LazyToaster';
import PageLoading from './PageLoading';
import type { RunningStore } from './appStore';
import type { AppRouter } from './router';

// No ChakraProvider here: Chakra UI (emotion, zag) is loaded with the routes that use it
// (ChakraLayout in routes.tsx), the toaster (AppToaster) and the login dialogs, so the login
// page's first load carries none of it.
// Rendered in a transition: React renders the first screen in slices of a few milliseconds instead
// of one long task, which a slow campus PC feels as a frozen page (Lighthouse: total blocking time).
export function renderApp({ store, persistor }: RunningStore, router: AppRouter) {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          {/* The guard reads the restored token: render routes only after auth is back from storage. */}
          <PersistGate loading={<PageLoading />} persistor={persistor}>
            <RouterProvider router={router} />
          </PersistGate>
          <LazyToaster />
        </Provider>
      </StrictMode>,
    ),
  );
}
