import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { LazyToaster } from '@/app/LazyToaster';
import PageLoading from '@/app/PageLoading';
import { makeRouter } from '@/app/router';
import { persistor, store } from '@/app/appStore';
import { system } from '@/theme/system';

const router = makeRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <ChakraProvider value={system}>
        {/* The guard reads the restored token: render routes only after auth is back from storage. */}
        <PersistGate loading={<PageLoading />} persistor={persistor}>
          <RouterProvider router={router} />
        </PersistGate>
        <LazyToaster />
      </ChakraProvider>
    </Provider>
  </StrictMode>,
);
