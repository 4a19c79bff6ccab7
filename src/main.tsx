import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { LazyToaster } from '@/app/LazyToaster';
import PageLoading from '@/app/PageLoading';
import { makeRouter } from '@/app/router';
import { startAppStore } from '@/app/appStore';
import '@/app/base.css';

// No ChakraProvider here: Chakra UI (emotion, zag) is loaded with the routes that use it
// (ChakraLayout in routes.tsx), the toaster (AppToaster) and the login dialogs, so the login
// page's first load carries none of it.
// Rendered in a transition: React renders the first screen in slices of a few milliseconds instead
// of one long task, which a slow campus PC feels as a frozen page (Lighthouse: total blocking time).
function start() {
  const { store, persistor } = startAppStore();
  const router = makeRouter({ store, persistor });
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

// A task of its own: on a slow PC the entry's module evaluation and the store, router (which asks
// for the route's chunks) and first render are two shorter tasks instead of one long one.
setTimeout(start, 0);
